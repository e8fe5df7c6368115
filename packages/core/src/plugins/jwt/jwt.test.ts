import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  BASE_URL,
  createCountingHasher,
  SECRET,
  tempDatabasePath,
  user,
} from '../../../test/helpers.js';
import { kidOf, signedIn, verifyWith } from '../../../test/kit/jwt-test-kit.js';
import { createPortcullis, migrate } from '../../portcullis.js';
import { bearer } from '../bearer/index.js';
import { jwt } from './index.js';
import type { JwtAlgorithm } from './options.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /jwks and GET /token', () => {
  it('round-trips: /token verifies with jose against /jwks, with the default claims', async () => {
    const { fetchToken, fetchKeys, userId } = await signedIn();
    const token = await fetchToken();
    const keys = await fetchKeys();
    const { payload, protectedHeader } = await verifyWith(keys, token);

    expect(protectedHeader).toEqual({ alg: 'EdDSA', kid: keys.keys[0]!.kid, typ: 'JWT' });
    expect(payload.sub).toBe(userId);
    expect(payload.iss).toBe(BASE_URL);
    expect(payload.aud).toBe(BASE_URL);
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(payload).toMatchObject({ id: userId, email: user.email, name: user.name });
  });

  it('publishes public keys only, as a JWK Set with kid (as Better Auth 1.2.7), cacheable', async () => {
    const { get, fetchToken, jwksRows } = await signedIn();
    await fetchToken();
    const response = await get('/jwks');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = await response.json();
    const [row] = await jwksRows();
    // The kid made with the key, stored in its public JWK (see keys.test.ts, "kid").
    const { kid } = JSON.parse(row!.publicKey);
    expect(keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid }]);
  });

  it('makes the key on first need, from /jwks as well', async () => {
    const { fetchKeys, jwksRows } = await signedIn();
    expect(await jwksRows()).toHaveLength(0);
    expect((await fetchKeys()).keys).toHaveLength(1);
    expect(await jwksRows()).toHaveLength(1);
  });

  it('answers /token with no-store, and 401 without a session', async () => {
    const { get, cookie } = await signedIn();
    expect((await get('/token', { cookie })).headers.get('cache-control')).toBe('no-store');
    const anonymous = await get('/token');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is callable on the server as auth.api.getToken and auth.api.getJwks, typed', async () => {
    const auth = createPortcullis({
      baseURL: BASE_URL,
      secret: SECRET,
      database: tempDatabasePath(),
      logger: { disabled: true },
      emailAndPassword: { enabled: true, password: createCountingHasher().hasher },
      plugins: [jwt()],
    });
    await migrate(auth);
    const { headers } = await auth.api.signUpEmail({ body: user, returnHeaders: true });
    const cookie = headers
      .getSetCookie()
      .map((raw) => raw.split(';')[0])
      .join('; ');
    const { token } = await auth.api.getToken({ headers: { cookie } });
    const keys = await auth.api.getJwks();
    expectTypeOf(token).toEqualTypeOf<string>();
    expect((await verifyWith(keys, token)).payload.email).toBe(user.email);
  });

  it('refuses a token checked for another issuer or audience', async () => {
    const { fetchToken, fetchKeys } = await signedIn();
    const token = await fetchToken();
    const keys = await fetchKeys();
    await expect(verifyWith(keys, token, { issuer: 'https://evil.example' })).rejects.toThrow(
      errors.JWTClaimValidationFailed,
    );
    await expect(verifyWith(keys, token, { audience: 'https://api.example' })).rejects.toThrow(
      errors.JWTClaimValidationFailed,
    );
  });

  it('refuses a token once it has expired (15 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const { fetchToken, fetchKeys } = await signedIn();
    const token = await fetchToken();
    const keys = await fetchKeys();
    vi.setSystemTime(new Date('2030-01-01T00:14:59Z'));
    await expect(verifyWith(keys, token)).resolves.toBeTruthy();
    vi.setSystemTime(new Date('2030-01-01T00:15:00Z'));
    await expect(verifyWith(keys, token)).rejects.toThrow(errors.JWTExpired);
  });

  it('takes issuer, audience, lifetime, payload and subject from the options', async () => {
    const { fetchToken, fetchKeys, userId } = await signedIn({
      jwt: {
        issuer: 'https://id.example',
        audience: ['https://api.example', 'https://files.example'],
        expirationTime: 60,
        definePayload: ({ user: u, session }) => ({
          role: 'reader',
          email: u.email,
          sid: session.id,
          // Registered claims are the plugin's: these are overwritten.
          exp: 9_999_999_999,
          iss: 'https://forged.example',
        }),
        getSubject: ({ user: u }) => `user:${u.id}`,
      },
    });
    const token = await fetchToken();
    const { payload } = await verifyWith(await fetchKeys(), token, {
      issuer: 'https://id.example',
      audience: 'https://files.example',
    });
    expect(payload).toMatchObject({
      role: 'reader',
      email: user.email,
      sub: `user:${userId}`,
      iss: 'https://id.example',
      aud: ['https://api.example', 'https://files.example'],
    });
    expect(payload.sid).toBeTypeOf('string');
    expect(payload).not.toHaveProperty('name');
    expect(payload.exp! - payload.iat!).toBe(60);
  });
});

describe('set-auth-jwt on get-session', () => {
  it('carries a fresh JWT when there is a session, exposed to browsers', async () => {
    const { get, cookie, fetchKeys, userId } = await signedIn();
    const response = await get('/get-session', { cookie });
    expect((await response.json()).user.id).toBe(userId);
    const token = response.headers.get('set-auth-jwt');
    expect(token).toBeTruthy();
    expect((await verifyWith(await fetchKeys(), token!)).payload.sub).toBe(userId);
    expect(response.headers.get('access-control-expose-headers')).toBe('set-auth-jwt');
  });

  it('is absent without a session, and on other routes', async () => {
    const { get, cookie } = await signedIn();
    const anonymous = await get('/get-session');
    expect(await anonymous.json()).toBeNull();
    expect(anonymous.headers.get('set-auth-jwt')).toBeNull();
    expect(anonymous.headers.get('access-control-expose-headers')).toBeNull();
    const listed = await get('/list-sessions', { cookie });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('set-auth-jwt')).toBeNull();
  });

  it('appends to Access-Control-Expose-Headers set before it', async () => {
    const { get, cookie } = await signedIn(undefined, {
      hooks: {
        before: (ctx) => {
          ctx.setHeader('access-control-expose-headers', 'x-request-id');
        },
      },
    });
    const response = await get('/get-session', { cookie });
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'x-request-id, set-auth-jwt',
    );
  });

  it('sits beside the bearer plugin: a refreshing get-session exposes both headers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const { get, cookie } = await signedIn(undefined, { extraPlugins: [bearer()] });
    // Past updateAge (1 day): get-session extends the session and sets the cookie again.
    vi.setSystemTime(new Date('2030-01-02T00:00:01Z'));
    const response = await get('/get-session', { cookie });
    expect(response.headers.get('set-auth-token')).toBeTruthy();
    expect(response.headers.get('set-auth-jwt')).toBeTruthy();
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'set-auth-token, set-auth-jwt',
    );
  });

  it('reaches server calls that ask for headers', async () => {
    const { auth, cookie, userId } = await signedIn();
    const { headers } = await auth.api.getSession({ headers: { cookie }, returnHeaders: true });
    expect(decodeJwt(headers.get('set-auth-jwt')!).sub).toBe(userId);
  });
});

describe('algorithms', () => {
  it.each<[JwtAlgorithm, string, number | undefined]>([
    ['EdDSA', 'OKP', undefined],
    ['ES256', 'EC', undefined],
    ['RS256', 'RSA', 2048],
    ['PS256', 'RSA', undefined],
  ])('%s tokens verify against /jwks', async (alg, kty, modulusLength) => {
    const { fetchToken, fetchKeys, userId } = await signedIn({
      jwks: { keyPairConfig: { alg, modulusLength } },
    });
    const token = await fetchToken();
    const keys = await fetchKeys();
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty, kid: kidOf(token) });
    expect(keys.keys[0]).not.toHaveProperty('d');
    expect(keys.keys[0]).not.toHaveProperty('use');
    // Only RSA keys name their algorithm: the key type cannot tell RS256 from PS256.
    if (kty === 'RSA') expect(keys.keys[0]!.alg).toBe(alg);
    else expect(keys.keys[0]).not.toHaveProperty('alg');
    if (kty === 'RSA') {
      expect(Buffer.from(keys.keys[0]!.n!, 'base64url').length * 8).toBe(2048);
    }
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(keys), {
      issuer: BASE_URL,
      audience: BASE_URL,
      algorithms: [alg],
    });
    expect(protectedHeader.alg).toBe(alg);
    expect(payload.sub).toBe(userId);
  });

  it('a change of algorithm makes a new key of the new kind; the old one stays published', async () => {
    const database = tempDatabasePath();
    const first = await signedIn(undefined, { database });
    const before = await first.fetchToken();
    const second = await signedIn({ jwks: { keyPairConfig: { alg: 'ES256' } } }, { database });
    const after = await second.fetchToken();
    expect(decodeProtectedHeader(after).alg).toBe('ES256');
    const keys = await second.fetchKeys();
    expect(keys.keys.map((key) => key.crv).sort()).toEqual(['Ed25519', 'P-256']);
    await expect(verifyWith(keys, before)).resolves.toBeTruthy();
  });
});

describe('start-up checks', () => {
  it('refuses RSA keys under 2048 bits', () => {
    expect(() => jwt({ jwks: { keyPairConfig: { alg: 'RS256', modulusLength: 1024 } } })).toThrow(
      /at least 2048 bits/,
    );
    expect(() => jwt({ jwks: { keyPairConfig: { alg: 'PS256', modulusLength: 2047 } } })).toThrow(
      /at least 2048 bits/,
    );
  });

  it.each([
    ['an unknown algorithm', { jwks: { keyPairConfig: { alg: 'HS256' as never } } }, /alg must be/],
    [
      'a modulus for EdDSA',
      { jwks: { keyPairConfig: { modulusLength: 4096 } } },
      /RS256 and PS256/,
    ],
    ['a zero lifetime', { jwt: { expirationTime: 0 } }, /expirationTime/],
    ['a fractional rotation', { jwks: { rotationInterval: 1.5 } }, /rotationInterval/],
    ['an empty issuer', { jwt: { issuer: '' } }, /issuer/],
  ])('refuses %s', (_label, options, message) => {
    expect(() => jwt(options)).toThrow(message);
  });

  it('accepts RSA keys of 2048 bits and more, and Better Auth’s crv option', () => {
    expect(() =>
      jwt({ jwks: { keyPairConfig: { alg: 'RS256', modulusLength: 3072 } } }),
    ).not.toThrow();
    expect(() => jwt({ jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } } })).not.toThrow();
  });
});
