import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORE_USER_KEYS, setCookies } from '../helpers.js';
import { HttpResponse, http, mockProviders } from '../kit/provider-test-kit.js';
import { accountRows, createSocialAuth, type SocialTestAuth } from './helpers.js';

const JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const KID = 'test-key-1';
const mock = mockProviders();

let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let otherKeys: Awaited<ReturnType<typeof generateKeyPair>>;
beforeAll(async () => {
  keys = await generateKeyPair('RS256', { extractable: true });
  otherKeys = await generateKeyPair('RS256', { extractable: true });
});
beforeEach(async () => {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  mock.use(http.get(JWKS_URL, () => HttpResponse.json({ keys: [jwk] })));
});

const CLAIMS = {
  sub: 'google-user-1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada',
  nonce: 'nonce-1',
};

/** A Google-style ID token; `change` alters claims, header or key. */
function idToken(
  change: {
    claims?: JWTPayload;
    issuer?: string;
    audience?: string;
    expires?: string | number;
    kid?: string;
  } = {},
  key = keys.privateKey,
) {
  return new SignJWT({ ...CLAIMS, ...change.claims })
    .setProtectedHeader({ alg: 'RS256', kid: change.kid ?? KID })
    .setIssuer(change.issuer ?? 'https://accounts.google.com')
    .setAudience(change.audience ?? 'google-client')
    .setIssuedAt()
    .setExpirationTime(change.expires ?? '1h')
    .sign(key);
}

function signIn(t: SocialTestAuth, token: string, extra: Record<string, unknown> = {}) {
  return t.post('/sign-in/social', {
    provider: 'google',
    idToken: { token, nonce: 'nonce-1', accessToken: 'ya29.native', ...extra },
  });
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'invalid token' });
}

describe('ID-token sign-in (POST /sign-in/social with idToken)', () => {
  it('signs in with a valid token: session, user and account', async () => {
    const t = await createSocialAuth();
    const token = await idToken();
    const response = await signIn(t, token, { expiresAt: Date.now() + 3_600_000 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      redirect: false,
      user: { email: 'ada@example.com', emailVerified: true },
    });
    // Better Auth 1.2.7's answer: no `url` key, the seven core user fields.
    expect(body).not.toHaveProperty('url');
    expect(Object.keys(body.user)).toEqual(CORE_USER_KEYS);
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(setCookies(response)['portcullis.session_token']).toBeDefined();
    const [account] = await accountRows(t);
    expect(account).toMatchObject({
      providerId: 'google',
      accountId: 'google-user-1',
      idToken: token,
      accessToken: 'ya29.native',
    });
    expect(account!.accessTokenExpiresAt).toBeInstanceOf(Date);
    expect(mock.to(JWKS_URL).length).toBeLessThanOrEqual(1); // fetched once, then cached
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(
      await signIn(await createSocialAuth(), await idToken({ audience: 'someone-else' })),
    );
  });

  it('refuses a token from another issuer', async () => {
    await expectRefused(
      await signIn(await createSocialAuth(), await idToken({ issuer: 'https://evil.example' })),
    );
  });

  it('refuses an expired token', async () => {
    const expired = await idToken({ expires: Math.floor(Date.now() / 1000) - 60 });
    await expectRefused(await signIn(await createSocialAuth(), expired));
  });

  it('refuses a wrong nonce, and a token without one when a nonce is given', async () => {
    const t = await createSocialAuth();
    await expectRefused(await signIn(t, await idToken(), { nonce: 'nonce-2' }));
    await expectRefused(await signIn(t, await idToken({ claims: { nonce: undefined } })));
  });

  it('refuses a token signed by a key the key set does not have (unknown kid)', async () => {
    const t = await createSocialAuth();
    await expectRefused(await signIn(t, await idToken({ kid: 'unknown' }, otherKeys.privateKey)));
    await expectRefused(await signIn(t, await idToken({}, otherKeys.privateKey))); // right kid, wrong key
  });

  it("refuses alg 'none'", async () => {
    const unsigned = new UnsecuredJWT(CLAIMS)
      .setIssuer('https://accounts.google.com')
      .setAudience('google-client')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    await expectRefused(await signIn(await createSocialAuth(), unsigned));
  });

  it('refuses HS256 signed with the public key as the HMAC secret', async () => {
    const publicKeyBytes = new TextEncoder().encode(await exportSPKI(keys.publicKey));
    const forged = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer('https://accounts.google.com')
      .setAudience('google-client')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(publicKeyBytes);
    await expectRefused(await signIn(await createSocialAuth(), forged));
  });

  it('refuses a token that is not a JWT', async () => {
    await expectRefused(await signIn(await createSocialAuth(), 'not-a-jwt'));
  });

  it("answers 404 'id_token not supported' for a provider without ID tokens (Better Auth 1.2.7)", async () => {
    const t = await createSocialAuth();
    const response = await t.post('/sign-in/social', {
      provider: 'github',
      idToken: { token: 'x' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'ID_TOKEN_NOT_SUPPORTED',
      message: 'id_token not supported',
    });
  });

  it("answers 401 'User email not found' for a token without an email", async () => {
    const t = await createSocialAuth();
    const response = await signIn(t, await idToken({ claims: { email: undefined } }));
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('USER_EMAIL_NOT_FOUND');
  });

  it('applies the linking rules: an unverified email does not link to an existing user', async () => {
    const t = await createSocialAuth();
    const signUp = await t.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    await t.auth.$context.store.updateUser((await signUp.json()).user.id, { emailVerified: true });
    const response = await signIn(t, await idToken({ claims: { email_verified: false } }));
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('ACCOUNT_NOT_LINKED');
    const linked = await signIn(t, await idToken());
    expect(linked.status).toBe(200);
  });

  it('respects disableImplicitSignUp (requestSignUp lifts it)', async () => {
    const t = await createSocialAuth({
      socialProviders: {
        google: { clientId: 'google-client', clientSecret: 's', disableImplicitSignUp: true },
      },
    });
    const refused = await signIn(t, await idToken());
    expect((await refused.json()).code).toBe('SIGNUP_DISABLED');
    const allowed = await t.post('/sign-in/social', {
      provider: 'google',
      requestSignUp: true,
      idToken: { token: await idToken(), nonce: 'nonce-1' },
    });
    expect(allowed.status).toBe(200);
  });
});
