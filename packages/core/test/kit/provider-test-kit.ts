/**
 * Test helpers for providers (not exported from the package): an msw server that records every
 * outbound request, so tests assert exactly what Portcullis sends to a provider.
 */
import { type HttpHandler, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { OAuthRequestError } from '../../src/oauth/errors.js';
import type { OAuthProvider } from '../../src/providers/types.js';

/** One request a provider endpoint received. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as text ('' for none). */
  body: string;
  /** The body parsed as a form (for token requests). */
  form: URLSearchParams;
}

/**
 * Starts an msw server for the test file (unhandled requests fail the test) and returns the
 * list of recorded requests plus `use(...handlers)` to answer them per test.
 */
export function mockProviders() {
  const requests: RecordedRequest[] = [];
  const server = setupServer();
  server.events.on('request:start', async ({ request }) => {
    const body = await request.clone().text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
      form: new URLSearchParams(body),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    requests,
    use: (...handlers: HttpHandler[]) => server.use(...handlers),
    /** The recorded requests to one URL (ignoring the query). */
    to: (url: string) => requests.filter((r) => `${r.url.origin}${r.url.pathname}` === url),
  };
}

export { HttpResponse } from 'msw';
export { http };

/** The standard arguments of an authorization-URL test. */
export const AUTHORIZATION_INPUT = {
  state: 'state-0123456789abcdef0123456789ab',
  codeVerifier: 'v'.repeat(128),
  redirectURI: 'http://localhost:3000/api/auth/callback/test',
} as const;

/**
 * Exchanges a code with `provider` (whose token endpoint the test made answer an error body) and
 * asserts the failure is an `OAuthRequestError` of kind `oauth` carrying `code`.
 */
export async function expectCodeExchangeOAuthError(
  provider: Pick<OAuthProvider<any>, 'validateAuthorizationCode'>,
  code: string,
): Promise<void> {
  const error = await provider
    .validateAuthorizationCode({ code: 'x', codeVerifier: 'y', redirectURI: 'z' })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OAuthRequestError);
  expect(error).toMatchObject({ kind: 'oauth', details: { code } });
}
