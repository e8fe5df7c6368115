import { errors } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET, tempDatabasePath } from '../../../test/helpers.js';
import { kidOf, signedIn, verifyWith } from '../../../test/kit/jwt-test-kit.js';
import { generateKeyRow, readPrivateJWK, readPublicJWK } from './keys.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('private keys at rest', () => {
  it('are encrypted with a key derived from the secret, bound to their public key', async () => {
    const { fetchToken, jwksRows } = await signedIn();
    await fetchToken();
    const [row] = await jwksRows();
    const publicJwk = JSON.parse(row!.publicKey);
    expect(publicJwk).not.toHaveProperty('d');
    expect(publicJwk.alg).toBe('EdDSA');

    expect(row!.privateKey).toMatch(/^pcx\.v1\./);
    const privateJwk = await readPrivateJWK(SECRET, row as never);
    expect(privateJwk.x).toBe(publicJwk.x);
    expect(privateJwk.d).toMatch(/^[\w-]{43}$/);
    expect(row!.privateKey).not.toContain(privateJwk.d);
    expect(row!.privateKey).not.toContain('"d"');

    await expect(
      readPrivateJWK('another-secret-with-at-least-32-characters', row as never),
    ).rejects.toThrow(/does not decrypt/);
    // Sealed under one public key, it does not open beside another.
    const other = await generateKeyRow({
      alg: 'EdDSA',
      modulusLength: undefined,
      secret: SECRET,
      encrypt: true,
    });
    await expect(
      readPrivateJWK(SECRET, { ...row, publicKey: other.publicKey } as never),
    ).rejects.toThrow(/does not decrypt/);
  });

  it('are stored as plain JWK JSON with disablePrivateKeyEncryption, and still sign', async () => {
    const { fetchToken, fetchKeys, jwksRows } = await signedIn({
      jwks: { disablePrivateKeyEncryption: true },
    });
    const token = await fetchToken();
    const [row] = await jwksRows();
    const stored = JSON.parse(row!.privateKey);
    expect(stored).toMatchObject({ kty: 'OKP', crv: 'Ed25519', d: expect.any(String) });
    expect(await verifyWith(await fetchKeys(), token)).toBeTruthy();
  });

  it('refuses a plain private key that does not belong to the row', async () => {
    const a = await generateKeyRow({
      alg: 'ES256',
      modulusLength: undefined,
      secret: SECRET,
      encrypt: false,
    });
    const b = await generateKeyRow({
      alg: 'ES256',
      modulusLength: undefined,
      secret: SECRET,
      encrypt: false,
    });
    await expect(
      readPrivateJWK(SECRET, { id: 'k', publicKey: a.publicKey, privateKey: b.privateKey }),
    ).rejects.toThrow(/mismatched/);
  });

  it('one that no longer decrypts (secret changed) fails /token loudly, get-session without the header', async () => {
    const database = tempDatabasePath();
    const first = await signedIn(undefined, { database });
    await first.fetchToken();
    const log = vi.fn();
    const changed = await signedIn(undefined, {
      database,
      secret: 'another-secret-with-at-least-32-characters',
      logger: { log },
    });
    const token = await changed.get('/token', { cookie: changed.cookie });
    expect(token.status).toBe(500);
    const session = await changed.get('/get-session', { cookie: changed.cookie });
    expect(session.status).toBe(200);
    expect((await session.json()).user.id).toBe(changed.userId);
    expect(session.headers.get('set-auth-jwt')).toBeNull();
    const logged = log.mock.calls.map(([, message, error]) => `${message}: ${error?.message}`);
    expect(logged).toEqual([
      expect.stringMatching(/Unhandled error.*does not decrypt\. Was the secret changed/),
      expect.stringMatching(/set-auth-jwt.*does not decrypt/),
    ]);
  });
});

// A row Better Auth 1.2.7's jwt plugin wrote on its first `/token` (secret: SECRET): its public JWK
// has no `alg`, its private JWK is `JSON.stringify(await symmetricEncrypt({ key: secret, data }))`.
const BETTER_AUTH_ROW = {
  id: '7gZyQzsUW3fLd5H8hiM9oXZsC3Trzb1E',
  publicKey: '{"crv":"Ed25519","x":"g92fdM8IxjWz6WkOOT6vQ2aGN50L95EVYLljtmvjY6U","kty":"OKP"}',
  privateKey:
    '"da17efcb5029fb06309da7f8c791261ba225af62ce112fc61830fc61d03fe999fd7df97d17409d9867cf29a39e30c6955434ad84257fb72382eea2160091281a45c08ee77d77ec1c2ffbc2b17f44f4ec18ad0ffffd91c1751325a9bbd951e758268debf33567369972dd8060ca47a944bd661e0c79cbd3a3039b742b06f977bd8a0ee513b71fd126c3c09d973ad7cb60c7ea168c0aba876081a1c41c6a06e9bed25e5a2f166c309525"',
};

describe('keys Better Auth 1.2.7 wrote', () => {
  it('decrypts its private key with the same secret, and knows the key is EdDSA without `alg`', async () => {
    const privateJwk = await readPrivateJWK(SECRET, BETTER_AUTH_ROW);
    expect(privateJwk).toMatchObject({
      kty: 'OKP',
      crv: 'Ed25519',
      x: 'g92fdM8IxjWz6WkOOT6vQ2aGN50L95EVYLljtmvjY6U',
      d: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(readPublicJWK(BETTER_AUTH_ROW)).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: 'g92fdM8IxjWz6WkOOT6vQ2aGN50L95EVYLljtmvjY6U',
      kid: BETTER_AUTH_ROW.id,
      alg: 'EdDSA',
    });
  });

  it('refuses it under another secret, tampered with, or beside another public key', async () => {
    await expect(
      readPrivateJWK('another-secret-with-at-least-32-characters', BETTER_AUTH_ROW),
    ).rejects.toThrow(/does not decrypt\. Was the secret changed/);
    const hex = BETTER_AUTH_ROW.privateKey.slice(1, -1);
    const flipped = `"${hex.slice(0, 70)}${hex[70] === '0' ? '1' : '0'}${hex.slice(71)}"`;
    await expect(
      readPrivateJWK(SECRET, { ...BETTER_AUTH_ROW, privateKey: flipped }),
    ).rejects.toThrow(/does not decrypt/);
    await expect(
      readPrivateJWK(SECRET, { ...BETTER_AUTH_ROW, privateKey: '"not hex"' }),
    ).rejects.toThrow(/does not decrypt/);
    const other = await generateKeyRow({
      alg: 'EdDSA',
      modulusLength: undefined,
      secret: SECRET,
      encrypt: false,
    });
    await expect(
      readPrivateJWK(SECRET, { ...BETTER_AUTH_ROW, publicKey: other.publicKey }),
    ).rejects.toThrow(/mismatched/);
  });

  it('signs /token with it (same kid), publishes it on /jwks, and makes no key of its own', async () => {
    const database = tempDatabasePath();
    const seed = await signedIn(undefined, { database });
    await seed.auth.$context.adapter.create({
      model: 'jwks',
      data: { ...BETTER_AUTH_ROW, createdAt: new Date() },
    });
    const t = await signedIn(undefined, { database });
    const token = await t.fetchToken();
    expect(kidOf(token)).toBe(BETTER_AUTH_ROW.id);
    const keys = await t.fetchKeys();
    expect(keys.keys.map((key) => key.kid)).toEqual([BETTER_AUTH_ROW.id]);
    const { payload } = await verifyWith(keys, token);
    expect(payload.sub).toBe(t.userId);
    expect(await t.jwksRows()).toHaveLength(1);
  });

  it('under another secret, /token fails as for a pcx.v1 key: a 500 without details, logged', async () => {
    const database = tempDatabasePath();
    const log = vi.fn();
    const t = await signedIn(undefined, { database, logger: { log } });
    await t.auth.$context.adapter.create({
      model: 'jwks',
      data: { ...BETTER_AUTH_ROW, createdAt: new Date() },
    });
    const changed = await signedIn(undefined, {
      database,
      secret: 'another-secret-with-at-least-32-characters',
      logger: { log },
    });
    const response = await changed.get('/token', { cookie: changed.cookie });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('at ');
    expect(body).not.toContain(BETTER_AUTH_ROW.id);
    const logged = log.mock.calls.map(([, message, error]) => `${message}: ${error?.message}`);
    expect(logged).toEqual([
      expect.stringMatching(/Unhandled error.*does not decrypt\. Was the secret changed/),
    ]);
  });
});

describe('key generation and cache', () => {
  it('generates one key under ten concurrent first requests', async () => {
    const { fetchToken, jwksRows } = await signedIn();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => fetchToken()));
    expect(await jwksRows()).toHaveLength(1);
    expect(new Set(tokens.map(kidOf)).size).toBe(1);
  });

  it('does not read the jwks table again once the keys are cached', async () => {
    const { auth, fetchToken, fetchKeys, get, cookie } = await signedIn();
    const { adapter } = auth.$context;
    const findMany = vi.spyOn(adapter, 'findMany');
    const findOne = vi.spyOn(adapter, 'findOne');
    const jwksReads = () =>
      [...findMany.mock.calls, ...findOne.mock.calls].filter(([args]) => args.model === 'jwks');
    await fetchToken();
    // Read, made, read again to adopt the newest key: the spies see the jwks table.
    expect(jwksReads()).toHaveLength(2);

    findMany.mockClear();
    findOne.mockClear();
    const sessionReads = vi.spyOn(adapter as Required<typeof adapter>, 'findOneWithReference');
    await fetchToken();
    await fetchKeys();
    await get('/get-session', { cookie });
    expect(jwksReads()).toHaveLength(0);
    // The session itself is still read from the database, as it should be.
    expect(sessionReads).toHaveBeenCalledWith(expect.objectContaining({ model: 'session' }));
  });
});

describe('kid', () => {
  const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);

  /** The kid of `/token`, of `set-auth-jwt` and of every key `/jwks` publishes. */
  async function kidsOf(t: Awaited<ReturnType<typeof signedIn>>) {
    const token = await t.fetchToken();
    const session = await t.get('/get-session', { cookie: t.cookie });
    const header = session.headers.get('set-auth-jwt');
    const keys = await t.fetchKeys();
    await verifyWith(keys, token);
    await verifyWith(keys, header!);
    return { token: kidOf(token), header: kidOf(header!), published: keys.keys.map((k) => k.kid) };
  }

  it('is random: two deployments with one secret on two databases publish different kids', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const kidA = kidOf(await a.fetchToken());
    const kidB = kidOf(await b.fetchToken());
    expect(kidA).toMatch(/^[\w-]{32}$/);
    expect(kidB).toMatch(/^[\w-]{32}$/);
    expect(kidA).not.toBe(kidB);
    // Stored in the key's public JWK, where it cannot follow from the secret.
    const [row] = await a.jwksRows();
    expect(JSON.parse(row!.publicKey).kid).toBe(kidA);
  });

  it('is new for the key made after the rows were deleted, and /token, set-auth-jwt and /jwks agree on it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const database = tempDatabasePath();
    const a = await signedIn(undefined, { database });
    const b = await signedIn(undefined, { database });
    const before = await kidsOf(a);
    expect(before).toEqual({
      token: before.token,
      header: before.token,
      published: [before.token],
    });
    expect(await kidsOf(b)).toEqual(before);

    await a.auth.$context.adapter.deleteMany({ model: 'jwks', where: [] });
    // Past the key cache: both instances read the empty table, and one new key is made.
    vi.setSystemTime(at(61));
    const after = await kidsOf(a);
    expect(after.token).not.toBe(before.token);
    expect(after).toEqual({ token: after.token, header: after.token, published: [after.token] });
    expect(await kidsOf(b)).toEqual(after);
    expect(await a.jwksRows()).toHaveLength(1);
  });

  it('of a row without one in its JWK (Better Auth, earlier Portcullis) is the row id', () => {
    const publicKey = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'abc', alg: 'EdDSA' });
    expect(readPublicJWK({ id: 'row-id-1', publicKey })?.kid).toBe('row-id-1');
    const withKid = JSON.stringify({ ...JSON.parse(publicKey), kid: 'kid-1' });
    expect(readPublicJWK({ id: 'row-id-1', publicKey: withKid })?.kid).toBe('kid-1');
  });
});

describe('rotation', () => {
  const HOUR = 3600;
  const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);

  it('a new key signs after rotationInterval; the old one is published until its tokens expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const { fetchToken, fetchKeys, jwksRows } = await signedIn({
      jwks: { rotationInterval: HOUR },
    });
    const first = kidOf(await fetchToken());

    // The last token the first key signs, just before it is due.
    vi.setSystemTime(at(HOUR - 1));
    const lastOfFirst = await fetchToken();
    expect(kidOf(lastOfFirst)).toBe(first);

    vi.setSystemTime(at(HOUR));
    const rotated = await fetchToken();
    const second = kidOf(rotated);
    expect(second).not.toBe(first);
    expect(await jwksRows()).toHaveLength(2);
    let keys = await fetchKeys();
    expect(keys.keys.map((key) => key.kid)).toEqual([second, first]);
    await expect(verifyWith(keys, lastOfFirst)).resolves.toBeTruthy();
    await expect(verifyWith(keys, rotated)).resolves.toBeTruthy();

    // 15 minutes after the first key stopped signing, its last token is expired...
    vi.setSystemTime(at(HOUR - 1 + 900));
    await expect(verifyWith(keys, lastOfFirst)).rejects.toThrow(errors.JWTExpired);
    // ...and at rotationInterval + expirationTime the key leaves /jwks.
    vi.setSystemTime(at(HOUR + 900 - 1));
    expect((await fetchKeys()).keys.map((key) => key.kid)).toEqual([second, first]);
    vi.setSystemTime(at(HOUR + 900));
    keys = await fetchKeys();
    expect(keys.keys.map((key) => key.kid)).toEqual([second]);
    expect(kidOf(await fetchToken())).toBe(second);
  });

  it('instances sharing a database rotate to the same key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const database = tempDatabasePath();
    const options = { jwks: { rotationInterval: HOUR } };
    const a = await signedIn(options, { database });
    const b = await signedIn(options, { database });
    const first = kidOf(await a.fetchToken());
    expect(kidOf(await b.fetchToken())).toBe(first);

    vi.setSystemTime(at(HOUR + 1));
    const second = kidOf(await a.fetchToken());
    expect(second).not.toBe(first);
    expect(kidOf(await b.fetchToken())).toBe(second);
    expect(await a.jwksRows()).toHaveLength(2);
  });

  it('without rotationInterval, one key signs for ever', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const { fetchToken, jwksRows } = await signedIn();
    const first = kidOf(await fetchToken());
    vi.setSystemTime(at(5 * 86400));
    expect(kidOf(await fetchToken())).toBe(first);
    expect(await jwksRows()).toHaveLength(1);
  });
});
