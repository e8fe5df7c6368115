import { genericOAuthProvider } from '@portcullis/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer, storedMethod } from './test-server.js';

// The provider's token and userinfo endpoints, answered in-process; the handler itself is
// called directly by the test browser, never through the global fetch.
const IDP = 'https://idp.test';
const grace = { sub: 'idp-grace', email: 'grace@example.com', email_verified: true, name: 'Grace' };

function stubProvider() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    if (url === `${IDP}/token`) {
      return Response.json({
        access_token: 'access-token',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    if (url === `${IDP}/userinfo`) return Response.json(grace);
    return new Response('not found', { status: 404 });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

describe('lastLoginMethod(): social sign-in', () => {
  it("records the provider's id after the OAuth callback, and nothing for a failed one", async () => {
    const calls = stubProvider();
    const { database, browser } = await startServer({
      socialProviders: {
        idp: genericOAuthProvider({
          id: 'idp',
          name: 'Test IdP',
          clientId: 'client-id',
          clientSecret: 'client-secret',
          authorizationURL: `${IDP}/authorize`,
          tokenURL: `${IDP}/token`,
          userInfoURL: `${IDP}/userinfo`,
        }),
      },
    });

    const refused = await browser.get('/callback/idp?code=stolen&state=forged');
    expect(refused.status).toBe(302);
    expect(storedMethod(database, grace.email)).toBeUndefined();

    const start = await browser.post('/sign-in/social', { provider: 'idp', callbackURL: '/' });
    const { url } = (await start.json()) as { url: string };
    const state = new URL(url).searchParams.get('state');
    const callback = await browser.get(`/callback/idp?code=the-code&state=${state}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    expect(calls).toEqual([`${IDP}/token`, `${IDP}/userinfo`]);

    expect(storedMethod(database, grace.email)).toBe('idp');
    const me = await browser.get('/last-login-method');
    expect(await me.json()).toEqual({ method: 'idp' });
  });
});
