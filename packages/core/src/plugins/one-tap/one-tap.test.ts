import type { JWTPayload } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { idTokenKeys } from '../../../test/kit/id-token-test-kit.js';
import { HttpResponse, http, mockProviders } from '../../../test/kit/provider-test-kit.js';
import { createTestServer, TEST_ORIGIN, type TestBrowser } from '../../../test/kit/test-server.js';
import { GOOGLE_JWKS_URL, type OneTapOptions, oneTap } from './index.js';

const BASE = `${TEST_ORIGIN}/api/auth`;
const CLIENT_ID = 'one-tap-client.apps.googleusercontent.com';
const mock = mockProviders();
const keys = idTokenKeys('RS256');

beforeEach(() => {
  mock.use(http.get(GOOGLE_JWKS_URL, () => HttpResponse.json(keys.jwks)));
});

const claims = (extra: JWTPayload = {}): JWTPayload => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  sub: 'g-1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada',
  picture: 'https://lh3.example/ada.png',
  ...extra,
});

function setup(options: OneTapOptions = { clientId: CLIENT_ID }, extra = {}) {
  return createTestServer({ plugins: [oneTap(options)], ...extra });
}

const tap = (browser: TestBrowser, idToken: string) =>
  browser.fetch(`${BASE}/one-tap/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });

const invalid = { code: 'INVALID_ID_TOKEN', message: 'invalid id token' };

describe('oneTap: /one-tap/callback', () => {
  it('signs up with a verified Google ID token: { token, user }, session cookie, google account', async () => {
    const server = await setup();
    const response = await tap(server, await keys.sign(claims()));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body.user)).toEqual([
      'id',
      'email',
      'emailVerified',
      'name',
      'image',
      'createdAt',
      'updatedAt',
    ]);
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada',
      image: 'https://lh3.example/ada.png',
    });
    expect(typeof body.token).toBe('string');
    const session = await (await server.fetch(`${BASE}/get-session`)).json();
    expect(session.user.id).toBe(body.user.id);
    const accounts = await (await server.fetch(`${BASE}/list-accounts`)).json();
    expect(accounts).toMatchObject([{ provider: 'google', accountId: 'g-1' }]);
    expect(mock.to(GOOGLE_JWKS_URL).length).toBeGreaterThan(0);
  });

  it('signs the same Google user in again, and accepts the issuer without https://', async () => {
    const server = await setup();
    const first = await (await tap(server, await keys.sign(claims()))).json();
    const again = await tap(
      server.newBrowser(),
      await keys.sign(claims({ iss: 'accounts.google.com' })),
    );
    expect(again.status).toBe(200);
    expect((await again.json()).user.id).toBe(first.user.id);
  });

  it('takes the audience from socialProviders.google.clientId', async () => {
    const server = await setup(
      {},
      {
        socialProviders: { google: { clientId: CLIENT_ID, clientSecret: 'x' } },
      },
    );
    expect((await tap(server, await keys.sign(claims()))).status).toBe(200);
  });

  it('disableSignup: 502 User not found for a new email', async () => {
    const server = await setup({ clientId: CLIENT_ID, disableSignup: true });
    const response = await tap(server, await keys.sign(claims()));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it('a token without email: 200 { error }', async () => {
    const server = await setup();
    const response = await tap(server, await keys.sign(claims({ email: undefined })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: 'Email not available in token' });
  });

  it('links to an existing user when Google verified the email; refuses an unverified one (401)', async () => {
    const server = await setup();
    const signUp = await server.fetch(`${BASE}/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bo@example.com',
        password: 'correct-horse-battery-9',
        name: 'Bo',
      }),
    });
    expect(signUp.status).toBe(200);
    const unverified = await tap(
      server.newBrowser(),
      await keys.sign(claims({ sub: 'g-2', email: 'bo@example.com', email_verified: false })),
    );
    expect(unverified.status).toBe(401);
    expect((await unverified.json()).message).toBe("Google sub doesn't match");
  });
});

describe('oneTap: what an attacker tries', () => {
  const refused: [string, () => Promise<string>][] = [
    ['a wrong audience', () => keys.sign(claims({ aud: 'attacker-client' }))],
    ['a wrong issuer', () => keys.sign(claims({ iss: 'https://evil.example' }))],
    ['an expired token', () => keys.sign(claims({ iat: keys.now() - 7200, exp: keys.now() - 60 }))],
    ['alg none', async () => keys.unsigned(claims())],
    ['HS256 with the public key', () => keys.hmacWithPublicKey(claims())],
    ['a key not in the JWKS', () => keys.sign(claims(), { key: 'unknown' })],
    [
      'another key under a published kid',
      () => keys.sign(claims(), { key: 'unknown', kid: 'known-key' }),
    ],
    ['garbage', async () => 'not-a-jwt'],
  ];
  for (const [name, token] of refused) {
    it(`refuses ${name}: 400 invalid id token, no session`, async () => {
      const server = await setup();
      const response = await tap(server, await token());
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalid);
      expect(response.headers.getSetCookie()).toEqual([]);
    });
  }

  it('refuses every token when no Google client id is configured (no audience to check)', async () => {
    const server = await setup({});
    const response = await tap(server, await keys.sign(claims()));
    expect(response.status).toBe(400);
  });

  it('a missing or non-string idToken: 400 VALIDATION_ERROR', async () => {
    const server = await setup();
    const response = await server.fetch(`${BASE}/one-tap/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: 1 }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_ERROR');
  });
});
