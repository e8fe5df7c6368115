import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, SECRET, setCookies, user } from '../../../test/helpers.js';
import { signCookieValue } from '../../plugin/index.js';
import { type BearerOptions, bearer } from './index.js';

async function signedUp(options?: BearerOptions) {
  const t = await createTestAuth({ plugins: [bearer(options)] });
  const response = await t.post('/sign-up/email', user);
  const { token } = await response.clone().json();
  return { ...t, response, token: token as string, cookie: cookieHeader(response) };
}

const authorization = (value: string) => ({ authorization: `Bearer ${value}` });

describe('set-auth-token', () => {
  it('carries the signed session token on sign-up and sign-in, exposed to CORS readers', async () => {
    const { post, response, token } = await signedUp();
    expect(response.headers.get('set-auth-token')).toBe(
      encodeURIComponent(signCookieValue(token, SECRET)),
    );
    expect(response.headers.get('access-control-expose-headers')).toBe('set-auth-token');

    const signIn = await post('/sign-in/email', user);
    const { token: second } = await signIn.json();
    const header = signIn.headers.get('set-auth-token')!;
    // The cookie's value, signed and percent-encoded (`%3D` for '='), as Better Auth 1.2.7 sends.
    expect(header).toBe(encodeURIComponent(signCookieValue(second, SECRET)));
    expect(header.endsWith('%3D')).toBe(true);
    expect(setCookies(signIn)['portcullis.session_token']!.value).toBe(header);
  });

  it('is absent when no session cookie is set (sign-out, failed sign-in, anonymous reads)', async () => {
    const { post, get, token } = await signedUp();
    const signOut = await post(
      '/sign-out',
      undefined,
      authorization(signCookieValue(token, SECRET)),
    );
    expect(signOut.headers.get('set-auth-token')).toBeNull();
    const failed = await post('/sign-in/email', { email: user.email, password: 'wrong-password' });
    expect(failed.headers.get('set-auth-token')).toBeNull();
    expect((await get('/get-session')).headers.get('set-auth-token')).toBeNull();
  });

  it('appends to Access-Control-Expose-Headers set earlier instead of replacing it', async () => {
    const t = await createTestAuth({
      hooks: {
        before: (ctx) => {
          ctx.setHeader('access-control-expose-headers', 'x-request-id');
        },
      },
      plugins: [bearer()],
    });
    const response = await t.post('/sign-up/email', user);
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'x-request-id, set-auth-token',
    );
  });
});

describe('Authorization: Bearer', () => {
  it('is a session without any cookie: get-session answers with it', async () => {
    const { get, token } = await signedUp();
    const response = await get('/get-session', authorization(signCookieValue(token, SECRET)));
    const body = await response.json();
    expect(body.session.token).toBe(token);
    expect(body.user.email).toBe(user.email);
  });

  it('accepts the value percent-encoded once (as copied from the cookie)', async () => {
    const { get, token } = await signedUp();
    const encoded = encodeURIComponent(signCookieValue(token, SECRET));
    expect(encoded).toContain('%3D');
    const body = await (await get('/get-session', authorization(encoded))).json();
    expect(body.session.token).toBe(token);
  });

  it('works with the set-auth-token header as given or decoded, on routes that require a session', async () => {
    const { get, response } = await signedUp();
    const header = response.headers.get('set-auth-token')!;
    for (const value of [header, decodeURIComponent(header)]) {
      const listed = await get('/list-sessions', authorization(value));
      expect(listed.status).toBe(200);
      expect(await listed.json()).toHaveLength(1);
    }
  });

  it.each([
    [
      'a tampered signature',
      (token: string) => signCookieValue(token, 'another-secret-of-32-characters!!'),
    ],
    [
      'a signature of another token',
      (token: string) => `${token}.${signCookieValue('x'.repeat(32), SECRET).slice(33)}`,
    ],
    ['a truncated signature', (token: string) => signCookieValue(token, SECRET).slice(0, -2)],
    ['a malformed percent-encoding', (token: string) => `${token}.%E0%A4%A`],
  ])('refuses %s', async (_label, make) => {
    for (const options of [undefined, { requireSignature: false }]) {
      const { get, token } = await signedUp(options);
      const response = await get('/get-session', authorization(make(token)));
      expect(response.status).toBe(200);
      expect(await response.json()).toBeNull();
    }
  });

  it('refuses the raw unsigned token by default', async () => {
    const { get, post, token } = await signedUp();
    expect(await (await get('/get-session', authorization(token))).json()).toBeNull();
    expect((await post('/revoke-sessions', undefined, authorization(token))).status).toBe(401);
  });

  it('accepts the raw token with requireSignature: false', async () => {
    const { get, token } = await signedUp({ requireSignature: false });
    const body = await (await get('/get-session', authorization(token))).json();
    expect(body.session.token).toBe(token);
  });

  it('ignores other schemes', async () => {
    const { get, token } = await signedUp({ requireSignature: false });
    const response = await get('/get-session', { authorization: `Basic ${token}` });
    expect(await response.json()).toBeNull();
  });

  it('is exempt from the Origin check, while the same POST with the cookie is refused', async () => {
    const { post, token, cookie, auth } = await signedUp();
    const foreign = { origin: 'https://evil.example' };
    const withCookie = await post('/revoke-other-sessions', undefined, { ...foreign, cookie });
    expect(withCookie.status).toBe(403);
    expect((await withCookie.json()).code).toBe('INVALID_ORIGIN');

    const signed = signCookieValue(token, SECRET);
    const withBearer = await post('/revoke-other-sessions', undefined, {
      ...foreign,
      ...authorization(signed),
    });
    expect(withBearer.status).toBe(200);
    expect(await withBearer.json()).toEqual({ status: true });
    expect(await auth.$context.store.findSession(token)).not.toBeNull();
  });

  it('signs out: sign-out with the bearer token deletes its session', async () => {
    const { post, get, token, auth } = await signedUp();
    const signed = signCookieValue(token, SECRET);
    const response = await post('/sign-out', undefined, authorization(signed));
    expect(await response.json()).toEqual({ success: true });
    expect(await auth.$context.store.findSession(token)).toBeNull();
    expect(await (await get('/get-session', authorization(signed))).json()).toBeNull();
  });

  it('works for server calls', async () => {
    const { auth, token } = await signedUp();
    const found = await auth.api.getSession({
      headers: authorization(signCookieValue(token, SECRET)),
    });
    expect(found?.session.token).toBe(token);
    const { headers } = await auth.api.signInEmail({ body: user, returnHeaders: true });
    expect(headers.get('set-auth-token')).toMatch(/^[A-Za-z0-9]{32}\.[A-Za-z0-9%_-]{43,}%3D$/);
  });
});

describe('an invalid bearer header', () => {
  it('means no session: it never falls back to the cookie', async () => {
    const { get, cookie } = await signedUp();
    const withBadBearer = await get('/get-session', { cookie, ...authorization('forged.token') });
    expect(await withBadBearer.json()).toBeNull();
    const withCookieOnly = await get('/get-session', { cookie });
    expect((await withCookieOnly.json()).user.email).toBe(user.email);
  });

  it('does not exempt a cookie POST from the Origin check when the plugin is not installed', async () => {
    const { post, token, auth } = await createTestAuth().then(async (t) => {
      const response = await t.post('/sign-up/email', user);
      return {
        ...t,
        token: (await response.json()).token as string,
        cookie: cookieHeader(response),
      };
    });
    const cookie = `portcullis.session_token=${encodeURIComponent(signCookieValue(token, SECRET))}`;
    const response = await post(
      '/sign-out',
      {},
      {
        cookie,
        origin: 'https://evil.example',
        ...authorization('anything'),
      },
    );
    expect(response.status).toBe(403);
    expect(await auth.$context.store.findSession(token)).not.toBeNull();
  });
});
