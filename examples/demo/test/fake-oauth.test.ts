import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFakeOAuth,
  createFakeProvider,
  FAKE_USER,
  isLoopback,
} from '../server/fake-oauth.js';

const REDIRECT_URI = 'http://localhost:3000/api/auth/callback/fake';
const VERIFIER = 'a'.repeat(64);
const challenge = createHash('sha256').update(VERIFIER).digest('base64url');
const client = { client_id: 'portcullis-demo', client_secret: 'portcullis-demo-secret' };

/** What Portcullis sends the browser to, as the fake provider's own factory builds it. */
async function authorizationURL(extra: Record<string, string> = {}) {
  const url = await createFakeProvider('http://localhost:3000').createAuthorizationURL({
    state: 'the-state',
    codeVerifier: VERIFIER,
    redirectURI: REDIRECT_URI,
  });
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url;
}

describe('fake OAuth provider', () => {
  const app = createFakeOAuth();
  const authorize = async (extra: Record<string, string> = {}) => {
    const url = await authorizationURL(extra);
    const response = await app.request(`/authorize${url.search}`);
    return { response, back: new URL(response.headers.get('location') ?? 'about:blank') };
  };
  const token = (form: Record<string, string>) =>
    app.request('/token', { method: 'POST', body: new URLSearchParams({ ...client, ...form }) });
  const userinfo = (accessToken: string) =>
    app.request('/userinfo', { headers: { authorization: `Bearer ${accessToken}` } });

  it('approves at once: back to redirect_uri with a code and the state', async () => {
    const { response, back } = await authorize();
    expect(response.status).toBe(302);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('the-state');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{32}$/);
    expect(new URL(await authorizationURL()).searchParams.get('code_challenge')).toBe(challenge);
  });

  it('exchanges a code once, with the PKCE verifier, for tokens that read the profile', async () => {
    const { back } = await authorize();
    const code = back.searchParams.get('code')!;
    const grant = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI };
    const response = await token({ ...grant, code_verifier: VERIFIER });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

    const profile = await (await userinfo(tokens.access_token as string)).json();
    expect(profile).toEqual({
      sub: expect.stringMatching(/^fake-/),
      email: FAKE_USER.email,
      email_verified: true,
      name: FAKE_USER.name,
    });
    // Single use.
    const replay = await token({ ...grant, code_verifier: VERIFIER });
    expect(await replay.json()).toEqual({ error: 'invalid_grant' });

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token as string,
    });
    expect(refreshed.status).toBe(200);
  });

  it('refuses a wrong verifier, redirect_uri or client', async () => {
    const wrongVerifier = (await authorize()).back.searchParams.get('code')!;
    const refused = await token({
      grant_type: 'authorization_code',
      code: wrongVerifier,
      redirect_uri: REDIRECT_URI,
      code_verifier: 'b'.repeat(64),
    });
    expect(refused.status).toBe(400);

    const wrongRedirect = (await authorize()).back.searchParams.get('code')!;
    const elsewhere = await token({
      grant_type: 'authorization_code',
      code: wrongRedirect,
      redirect_uri: 'http://localhost:3000/elsewhere',
      code_verifier: VERIFIER,
    });
    expect(elsewhere.status).toBe(400);

    const badClient = await app.request('/token', {
      method: 'POST',
      body: new URLSearchParams({ ...client, client_secret: 'nope', grant_type: 'refresh_token' }),
    });
    expect(badClient.status).toBe(401);
    expect((await userinfo('made-up')).status).toBe(401);
  });

  it('signs in whoever login_hint names', async () => {
    const { back } = await authorize({ login_hint: 'Grace@Example.com' });
    const response = await token({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: VERIFIER,
    });
    const { access_token } = (await response.json()) as { access_token: string };
    expect(await (await userinfo(access_token)).json()).toMatchObject({
      email: 'grace@example.com',
      name: 'grace',
    });
  });

  it('answers loopback clients only', async () => {
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    const url = await authorizationURL();
    expect((await app.request(`/authorize${url.search}`, {}, from('192.168.1.20'))).status).toBe(
      403,
    );
    expect(
      (await app.request(`/authorize${url.search}`, {}, from('::ffff:127.0.0.1'))).status,
    ).toBe(302);
    expect([isLoopback('127.0.0.1'), isLoopback('::1'), isLoopback('10.0.0.1')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
