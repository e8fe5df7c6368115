import { describe, expect, it } from 'vitest';
import { createAuthorizationURL } from '../../src/oauth/authorization-url.js';
import type { OAuthProvider } from '../../src/providers/types.js';
import { BASE_URL } from '../helpers.js';
import { createSocialAuth, startSignIn } from './helpers.js';

/** An Apple-like provider: answers with a form POST; the code is the token, `user` the name. */
function formPostProvider(): OAuthProvider & { seen: Array<Record<string, string> | undefined> } {
  const seen: Array<Record<string, string> | undefined> = [];
  return {
    id: 'formpost',
    name: 'Form Post',
    options: { clientId: 'fp-client' },
    responseMode: 'form_post',
    seen,
    createAuthorizationURL: ({ state, codeVerifier, redirectURI }) =>
      createAuthorizationURL({
        endpoint: 'https://idp.example/authorize',
        clientId: 'fp-client',
        redirectURI,
        state,
        codeVerifier,
        scopes: ['name', 'email'],
        params: { response_mode: 'form_post' },
      }),
    async validateAuthorizationCode({ code, callbackParams }) {
      seen.push(callbackParams);
      return { accessToken: `at-${code}`, scopes: [], raw: {} };
    },
    async getUserInfo() {
      return {
        user: {
          id: 'apple-1',
          name: 'Ada',
          email: 'ada@example.com',
          emailVerified: true,
          image: null,
        },
        data: {},
      };
    },
  };
}

function formPost(
  t: Awaited<ReturnType<typeof createSocialAuth>>,
  fields: Record<string, string>,
  headers = {},
) {
  return t.auth.handler(
    new Request(`${BASE_URL}/api/auth/callback/formpost`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}

describe('form_post callback (Apple)', () => {
  it('answers the POST with a 302 to the GET callback carrying the same parameters', async () => {
    const provider = formPostProvider();
    const t = await createSocialAuth({ socialProviders: { formpost: provider } });
    const flow = await startSignIn(t, { provider: 'formpost', callbackURL: '/app' });
    const user = JSON.stringify({ name: { firstName: 'Ada' } });
    const posted = await formPost(t, { code: 'c1', state: flow.state, user });
    expect(posted.status).toBe(302);
    const location = new URL(posted.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${BASE_URL}/api/auth/callback/formpost`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c1',
      state: flow.state,
      user,
    });
    // The POST used nothing up: the state is still there for the GET.
    expect(await t.auth.$context.store.findVerification(flow.state)).not.toBeNull();

    // The browser follows the redirect as a top-level GET, which carries the Lax state cookie.
    const response = await t.auth.handler(
      new Request(location, { headers: { cookie: flow.cookie } }),
    );
    expect(response.headers.get('location')).toBe('/app');
    expect(provider.seen[0]).toEqual({ code: 'c1', state: flow.state, user });
  });

  it('is exempt from the CSRF origin check: a cross-site POST with cookies is not refused', async () => {
    const t = await createSocialAuth({ socialProviders: { formpost: formPostProvider() } });
    const flow = await startSignIn(t, { provider: 'formpost', callbackURL: '/app' });
    const posted = await formPost(
      t,
      { code: 'c1', state: flow.state },
      { origin: 'https://appleid.apple.com', cookie: flow.cookie },
    );
    expect(posted.status).toBe(302);
  });

  it('still checks the origin of other cookie-carrying POSTs', async () => {
    const t = await createSocialAuth();
    const response = await t.post(
      '/sign-out',
      {},
      { origin: 'https://appleid.apple.com', cookie: 'a=b' },
    );
    expect(response.status).toBe(403);
  });
});
