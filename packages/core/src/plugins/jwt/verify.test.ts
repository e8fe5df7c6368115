import { SignJWT } from 'jose';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAuth, SECRET, tempDatabasePath } from '../../../test/helpers.js';
import { kidOf, signedIn } from '../../../test/kit/jwt-test-kit.js';
import { generateKeyRow } from './keys.js';
import { verifyJWT } from './verify.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Serves an instance's routes at its baseURL over msw, as a resource server would reach it. */
function serve(auth: { handler: (request: Request) => Promise<Response> }, origin: string) {
  const requests: string[] = [];
  server.use(
    http.get(`${origin}/api/auth/*`, ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return auth.handler(request);
    }),
  );
  return requests;
}

describe('verifyJWT({ jwksURL }) on a resource server', () => {
  it('returns the claims of a valid token, fetching /jwks once', async () => {
    const origin = 'https://issuer-one.example';
    const { auth, fetchToken, userId } = await signedIn(undefined, { baseURL: origin });
    const requests = serve(auth, origin);
    const jwksURL = `${origin}/api/auth/jwks`;
    const token = await fetchToken();

    const claims = await verifyJWT<{ email: string }>(token, { jwksURL });
    expect(claims?.sub).toBe(userId);
    expect(claims?.email).toBe('ada@example.com');
    expect(await verifyJWT(await fetchToken(), { jwksURL: new URL(jwksURL) })).not.toBeNull();
    expect(requests).toEqual(['/api/auth/jwks']);
  });

  it('returns null for another issuer or audience, a tampered token, or garbage', async () => {
    const origin = 'https://issuer-two.example';
    const { auth, fetchToken } = await signedIn(undefined, { baseURL: origin });
    serve(auth, origin);
    const jwksURL = `${origin}/api/auth/jwks`;
    const token = await fetchToken();
    expect(await verifyJWT(token, { jwksURL, issuer: 'https://other.example' })).toBeNull();
    expect(await verifyJWT(token, { jwksURL, audience: 'https://api.example' })).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    expect(await verifyJWT(`${header}.${forged}.${signature}`, { jwksURL })).toBeNull();
    expect(await verifyJWT('not-a-jwt', { jwksURL })).toBeNull();
  });

  it('refuses an HMAC token that names a published kid (no algorithm confusion)', async () => {
    const origin = 'https://issuer-three.example';
    const { auth, fetchToken, fetchKeys } = await signedIn(undefined, { baseURL: origin });
    serve(auth, origin);
    await fetchToken();
    const [key] = (await fetchKeys()).keys;
    const forged = await new SignJWT({ sub: 'admin' })
      .setProtectedHeader({ alg: 'HS256', kid: key!.kid })
      .setIssuer(origin)
      .setAudience(origin)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(key!.x));
    expect(await verifyJWT(forged, { jwksURL: `${origin}/api/auth/jwks` })).toBeNull();
  });

  it('checks the configured issuer and audience when told them', async () => {
    const origin = 'https://issuer-four.example';
    const { auth, fetchToken } = await signedIn(
      { jwt: { issuer: 'https://id.example', audience: 'https://api.example' } },
      { baseURL: origin },
    );
    serve(auth, origin);
    const jwksURL = `${origin}/api/auth/jwks`;
    const token = await fetchToken();
    // The defaults (the origin of the URL) do not match: closed, not open.
    expect(await verifyJWT(token, { jwksURL })).toBeNull();
    const claims = await verifyJWT(token, {
      jwksURL,
      issuer: 'https://id.example',
      audience: 'https://api.example',
    });
    expect(claims?.iss).toBe('https://id.example');
  });
});

describe('verifyJWT({ auth }) in the same process', () => {
  it('verifies with the cached keys and the instance defaults, null once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const { auth, fetchToken, userId } = await signedIn();
    const token = await fetchToken();
    expect((await verifyJWT(token, { auth }))?.sub).toBe(userId);
    expect(await verifyJWT(token, { auth, audience: 'https://api.example' })).toBeNull();
    vi.setSystemTime(new Date('2030-01-01T00:15:00Z'));
    expect(await verifyJWT(token, { auth })).toBeNull();
  });

  it('learns a key another instance made (re-reading at most every 30 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const database = tempDatabasePath();
    const b = await signedIn(undefined, { database });
    const first = kidOf(await b.fetchToken());
    // Another instance raced b at start and stored a newer key, which it signs with.
    const row = await generateKeyRow({
      alg: 'EdDSA',
      modulusLength: undefined,
      secret: SECRET,
      encrypt: true,
    });
    await b.auth.$context.adapter.create({
      model: 'jwks',
      data: { ...row, createdAt: new Date('2030-01-01T00:00:01Z') },
    });
    const a = await signedIn(undefined, { database });
    const token = await a.fetchToken();
    expect(kidOf(token)).not.toBe(first);

    vi.setSystemTime(new Date('2030-01-01T00:00:20Z'));
    expect(await verifyJWT(token, { auth: b.auth })).toBeNull();
    vi.setSystemTime(new Date('2030-01-01T00:00:31Z'));
    expect(await verifyJWT(token, { auth: b.auth })).not.toBeNull();
    // And b now signs with the newest key too.
    expect(kidOf(await b.fetchToken())).toBe(kidOf(token));
  });

  it('throws for an instance without the plugin, or without jwksURL or auth', async () => {
    const { auth } = await createTestAuth();
    await expect(verifyJWT('x.y.z', { auth })).rejects.toThrow(/no jwt\(\) plugin/);
    await expect(verifyJWT('x.y.z', {} as never)).rejects.toThrow(/jwksURL/);
    await expect(verifyJWT('x.y.z', { jwksURL: 'not a url' })).rejects.toThrow();
  });
});
