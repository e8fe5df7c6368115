import { describe, expect, it } from 'vitest';
import { assertTrustedOrigin } from './origin-check.js';
import { createOriginMatcher } from './trusted-origins.js';

const origins = createOriginMatcher(['http://localhost:3000']);
const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/auth/sign-out', { method: 'POST', headers });
const check = (request: Request) => () => assertTrustedOrigin(request, origins);

describe('assertTrustedOrigin', () => {
  it('lets through cookie POSTs from a trusted Origin or Referer', () => {
    expect(check(post({ cookie: 'a=1', origin: 'http://localhost:3000' }))).not.toThrow();
    expect(check(post({ cookie: 'a=1', referer: 'http://localhost:3000/page' }))).not.toThrow();
  });

  it('lets through requests without cookies and GETs', () => {
    expect(check(post({ origin: 'https://evil.example' }))).not.toThrow();
    const get = new Request('http://localhost:3000/api/auth/get-session', {
      headers: { cookie: 'a=1', origin: 'https://evil.example' },
    });
    expect(check(get)).not.toThrow();
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ referer: 'https://evil.example/page' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{}],
    [{ origin: 'http://localhost:3000.evil.example' }],
  ])('refuses cookie POSTs with %j (403 Invalid origin)', (headers) => {
    expect(check(post({ cookie: 'a=1', ...headers }))).toThrowError(
      expect.objectContaining({
        status: 403,
        body: { code: 'INVALID_ORIGIN', message: 'Invalid origin' },
      }),
    );
  });
});
