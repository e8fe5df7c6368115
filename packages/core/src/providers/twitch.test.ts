import { decodeJwt, exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { twitch } from './twitch.js';

const USERINFO_URL = 'https://id.twitch.tv/oauth2/userinfo';
const JWKS_URL = 'https://id.twitch.tv/oauth2/keys';

const provider = twitch({ clientId: 'tw-client', clientSecret: 'tw-secret' });
const mock = mockProviders();

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: { keys: Record<string, unknown>[] };
let publicPem: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'tw-key', alg: 'RS256' }] };
});

beforeEach(() => {
  mock.use(http.get(JWKS_URL, () => HttpResponse.json(jwks)));
});

function idToken(
  claims: JWTPayload & Record<string, unknown> = {},
  {
    key = signingKey,
    expiresIn = '15m',
    kid = 'tw-key',
  }: { key?: CryptoKey; expiresIn?: string | number; kid?: string } = {},
) {
  return new SignJWT({
    iss: 'https://id.twitch.tv/oauth2',
    aud: 'tw-client',
    sub: '713936733',
    azp: 'tw-client',
    preferred_username: 'glitchy',
    email: 'glitchy@example.com',
    email_verified: true,
    picture: 'https://static-cdn.jtvnw.net/user-default-pictures/glitchy.png',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/** The claims of `token` unsigned (`alg: none`) or HMAC-signed with the public key as secret. */
async function forge(token: string, alg: 'none' | 'HS256') {
  const payload = decodeJwt(token);
  if (alg === 'HS256') {
    return new SignJWT(payload)
      .setProtectedHeader({ alg, kid: 'tw-key' })
      .sign(new TextEncoder().encode(publicPem));
  }
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('twitch provider', () => {
  it('requests configured claims and maps prompt to force_verify', async () => {
    const url = await twitch({
      clientId: 'tw-client',
      claims: ['preferred_username'],
      prompt: 'consent',
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    const only = { preferred_username: null };
    expect(JSON.parse(url.searchParams.get('claims')!)).toEqual({ id_token: only, userinfo: only });
    expect(url.searchParams.get('force_verify')).toBe('true');
  });

  describe('getUserInfo', () => {
    it('falls back to the userinfo endpoint with a Bearer token', async () => {
      mock.use(
        http.get(USERINFO_URL, () =>
          HttpResponse.json({
            aud: 'tw-client',
            iss: 'https://id.twitch.tv/oauth2',
            sub: '713936733',
            preferred_username: 'glitchy',
            email: 'glitchy@example.com',
            email_verified: false,
          }),
        ),
      );
      const info = await provider.getUserInfo({ accessToken: 'tw-access', scopes: [], raw: {} });
      expect(info?.user).toEqual({
        id: '713936733',
        name: 'glitchy',
        email: 'glitchy@example.com',
        emailVerified: false,
        image: null,
      });
      const [request] = mock.to(USERINFO_URL);
      expect(request?.method).toBe('GET');
      expect(request?.headers.get('authorization')).toBe('Bearer tw-access');
    });
  });

  describe('verifyIdToken', () => {
    it('accepts a valid token, with or without a matching nonce', async () => {
      expect(await provider.verifyIdToken!(await idToken())).toBe(true);
      expect(await provider.verifyIdToken!(await idToken({ nonce: 'n-1' }), 'n-1')).toBe(true);
      expect(mock.to(JWKS_URL).length).toBeLessThanOrEqual(1);
    });

    it('refuses a wrong audience, issuer or nonce, an expired token and forged signatures', async () => {
      expect(await provider.verifyIdToken!(await idToken({ aud: 'other-client' }))).toBe(false);
      expect(await provider.verifyIdToken!(await idToken({ iss: 'https://id.twitch.tv' }))).toBe(
        false,
      );
      expect(await provider.verifyIdToken!(await idToken({ nonce: 'n-1' }), 'n-2')).toBe(false);
      const expired = Math.floor(Date.now() / 1000) - 60;
      expect(await provider.verifyIdToken!(await idToken({}, { expiresIn: expired }))).toBe(false);
      expect(await provider.verifyIdToken!(await idToken({}, { key: otherKey }))).toBe(false);
      // Unknown kid, `alg: none`, HS256 keyed with the public key.
      const unknownKid = await idToken({}, { key: otherKey, kid: 'rotated-away' });
      expect(await provider.verifyIdToken!(unknownKid)).toBe(false);
      expect(await provider.verifyIdToken!(await forge(await idToken(), 'none'))).toBe(false);
      expect(await provider.verifyIdToken!(await forge(await idToken(), 'HS256'))).toBe(false);
      // The untouched token still passes: the refusals above are about the forgeries.
      expect(await provider.verifyIdToken!(await idToken())).toBe(true);
    });
  });
});
