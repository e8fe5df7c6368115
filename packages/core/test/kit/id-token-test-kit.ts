/**
 * Test helpers for ID-token verification (not exported from the package): keys generated with
 * jose, a JWKS served by msw at the provider's key-set URL, and the standard set of forged or
 * stale tokens every OIDC provider must refuse.
 *
 * `oauth/id-token.ts` caches one remote key set per URL for the whole test file, so the JWKS
 * holds every key the tests may need and is served before each test.
 */
import { exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { OAuthProvider } from '../../src/providers/types.js';
import { HttpResponse, http, type mockProviders } from './provider-test-kit.js';

type Alg = 'RS256' | 'ES256';

/** Keys for signing test ID tokens; call inside a describe block (uses beforeAll). */
export function idTokenKeys(alg: Alg = 'RS256') {
  let keys: {
    known: CryptoKeyPair;
    unknown: CryptoKeyPair;
    jwks: { keys: Record<string, unknown>[] };
    publicPem: string;
  };
  beforeAll(async () => {
    const known = await generateKeyPair(alg, { extractable: true });
    const unknown = await generateKeyPair(alg, { extractable: true });
    const jwk = { ...(await exportJWK(known.publicKey)), kid: 'known-key', alg, use: 'sig' };
    keys = { known, unknown, jwks: { keys: [jwk] }, publicPem: await exportSPKI(known.publicKey) };
  });
  const now = () => Math.floor(Date.now() / 1000);
  return {
    get jwks() {
      return keys.jwks;
    },
    /** A token signed with the published key (or, with `key: 'unknown'`, an unpublished one). */
    sign(claims: JWTPayload, options: { key?: 'known' | 'unknown'; kid?: string } = {}) {
      const key = options.key ?? 'known';
      return new SignJWT({ iat: now(), exp: now() + 600, ...claims })
        .setProtectedHeader({ alg, kid: options.kid ?? `${key}-key` })
        .sign(keys[key].privateKey);
    },
    /** An unsigned token (`alg: none`). */
    unsigned(claims: JWTPayload) {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iat: now(), exp: now() + 600, ...claims })}.`;
    },
    /** HS256 with the provider's public key as the HMAC secret (algorithm confusion). */
    hmacWithPublicKey(claims: JWTPayload) {
      return new SignJWT({ iat: now(), exp: now() + 600, ...claims })
        .setProtectedHeader({ alg: 'HS256', kid: 'known-key' })
        .sign(new TextEncoder().encode(keys.publicPem));
    },
    now,
  };
}

/**
 * The standard ID-token verification tests: a valid token passes; wrong audience, wrong issuer,
 * expired, wrong nonce, forged signature, `alg: none` and HS256-with-the-public-key fail; an
 * unknown `kid` fails (or, with `unknownKey: 'throws'`, rejects with what `expectUnknownKey`
 * checks).
 */
export function itVerifiesIdTokens(config: {
  provider: () => OAuthProvider<any>;
  mock: ReturnType<typeof mockProviders>;
  jwksURL: string;
  issuer: string;
  audience: string;
  alg?: Alg;
  expectUnknownKey?: (outcome: Promise<boolean>) => Promise<void>;
}) {
  const keys = idTokenKeys(config.alg);
  const valid = { iss: config.issuer, aud: config.audience, sub: 'user-1', nonce: 'nonce-1' };
  const verify = (token: string, nonce?: string) => config.provider().verifyIdToken!(token, nonce);
  beforeEach(() => {
    config.mock.use(http.get(config.jwksURL, () => HttpResponse.json(keys.jwks)));
  });

  it('accepts a valid ID token, fetching the key set from the provider', async () => {
    await expect(verify(await keys.sign(valid), 'nonce-1')).resolves.toBe(true);
    expect(config.mock.to(config.jwksURL).map((r) => r.method)).toEqual(['GET']);
  });
  it('refuses a wrong audience', async () => {
    await expect(verify(await keys.sign({ ...valid, aud: 'someone-else' }))).resolves.toBe(false);
  });
  it('refuses a wrong issuer', async () => {
    await expect(verify(await keys.sign({ ...valid, iss: 'https://evil.example' }))).resolves.toBe(
      false,
    );
  });
  it('refuses an expired token', async () => {
    const token = await keys.sign({ ...valid, iat: keys.now() - 600, exp: keys.now() - 60 });
    await expect(verify(token)).resolves.toBe(false);
  });
  it('refuses a wrong nonce', async () => {
    await expect(verify(await keys.sign(valid), 'other-nonce')).resolves.toBe(false);
  });
  it('refuses a token signed by another key under a published kid', async () => {
    const token = await keys.sign(valid, { key: 'unknown', kid: 'known-key' });
    await expect(verify(token, 'nonce-1')).resolves.toBe(false);
  });
  it('refuses alg none', async () => {
    await expect(verify(keys.unsigned(valid), 'nonce-1')).resolves.toBe(false);
  });
  it('refuses HS256 signed with the public key', async () => {
    await expect(verify(await keys.hmacWithPublicKey(valid), 'nonce-1')).resolves.toBe(false);
  });
  it('refuses a token whose kid is not in the key set', async () => {
    const outcome = verify(await keys.sign(valid, { key: 'unknown' }), 'nonce-1');
    if (config.expectUnknownKey) await config.expectUnknownKey(outcome);
    else await expect(outcome).resolves.toBe(false);
  });
  return keys;
}
