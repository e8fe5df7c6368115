/**
 * Better Auth 1.2.7's own `genericOAuthClient`, unchanged, against Portcullis's `genericOAuth()`
 * plugin over real HTTP (issue 32). The provider is the msw one of the differential harness
 * (`GENERIC_IDP`); the browser's leg through it is played by a cookie-keeping fetch.
 * `oneTapClient` needs Google's script in a browser, so only its server route is compared
 * (the one-tap scenario).
 */
import { genericOAuth } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { genericOAuthClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';
import { GENERIC_IDP, startProviderMock } from './support/providers.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}

const CONFIG = [{ providerId: 'idp', ...GENERIC_IDP, scopes: ['openid', 'email'], pkce: true }];

describe('better-auth 1.2.7 genericOAuthClient against Portcullis', () => {
  let server: PortcullisServer;
  const browser = () => {
    const jar = createCookieFetch(server.origin);
    const client = createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: jar.fetch },
      plugins: [genericOAuthClient()],
    });
    return { jar, client };
  };

  beforeAll(async () => {
    await startProviderMock();
    server = await startPortcullisServer({ plugins: () => [genericOAuth({ config: CONFIG })] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signIn.oauth2, then the provider returns to /oauth2/callback: signed in', async () => {
    const { jar, client } = browser();
    const started = (await client.signIn.oauth2({
      providerId: 'idp',
      callbackURL: '/dashboard',
    })) as Result;
    expect(started.error).toBeNull();
    expect(started.data.redirect).toBe(true);
    const url = new URL(started.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(GENERIC_IDP.authorizationUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseURL}/oauth2/callback/idp`);

    const back = new URL(url.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', 'ada');
    back.searchParams.set('state', url.searchParams.get('state')!);
    const callback = await jar.fetch(back, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');

    const session = (await client.getSession()) as Result;
    expect(session.data?.user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });

    const again = (await client.oauth2.link({ providerId: 'idp', callbackURL: '/s' })) as Result;
    expect(again.error).toMatchObject({ status: 400, message: 'Social account already linked' });
  });

  it('signIn.oauth2 with an unknown provider: 400 No config found', async () => {
    const { client } = browser();
    const answer = (await client.signIn.oauth2({ providerId: 'nope' })) as Result;
    expect(answer.error).toMatchObject({
      status: 400,
      message: 'No config found for provider nope',
    });
  });

  it('oauth2.link signed out: 401', async () => {
    const { client } = browser();
    const answer = (await client.oauth2.link({ providerId: 'idp', callbackURL: '/s' })) as Result;
    expect(answer.error).toMatchObject({ status: 401 });
  });
});
