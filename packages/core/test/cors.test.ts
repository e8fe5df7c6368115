import { describe, expect, it } from 'vitest';
import { bearer } from '../src/index.js';
import { resolveCorsOptions } from '../src/security/cors.js';
import { createTestAuth, user } from './helpers.js';

const SPA = 'http://localhost:5173';
const EVIL = 'https://evil.example';

function preflight(auth: { handler: (r: Request) => Promise<Response> }, origin: string) {
  return auth.handler(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'Content-Type, X-Not-Allowed',
      },
    }),
  );
}

describe('advanced.cors', () => {
  it('is off by default: no CORS headers, preflights are unknown routes', async () => {
    const { auth, get } = await createTestAuth({ trustedOrigins: [SPA] });
    const response = await get('/ok', { origin: SPA });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(auth, SPA)).status).toBe(404);
  });

  it('answers preflight for an allowed origin (defaults: trustedOrigins)', async () => {
    const { auth } = await createTestAuth({ trustedOrigins: [SPA], advanced: { cors: true } });
    const response = await preflight(auth, SPA);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('answers preflight to unknown routes under the base path too, not outside it', async () => {
    const { auth } = await createTestAuth({ trustedOrigins: [SPA], advanced: { cors: true } });
    const under = await auth.handler(
      new Request('http://localhost:3000/api/auth/no-such-route', {
        method: 'OPTIONS',
        headers: { origin: SPA, 'access-control-request-method': 'GET' },
      }),
    );
    expect(under.status).toBe(204);
    const outside = await auth.handler(
      new Request('http://localhost:3000/elsewhere', {
        method: 'OPTIONS',
        headers: { origin: SPA, 'access-control-request-method': 'GET' },
      }),
    );
    expect(outside.status).toBe(404);
  });

  it('gives a disallowed origin a 204 preflight without any allow header', async () => {
    const { auth, get } = await createTestAuth({
      trustedOrigins: [SPA],
      advanced: { cors: true },
    });
    const response = await preflight(auth, EVIL);
    expect(response.status).toBe(204);
    for (const name of [
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'access-control-allow-methods',
      'access-control-allow-headers',
    ]) {
      expect(response.headers.get(name)).toBeNull();
    }
    const actual = await get('/ok', { origin: EVIL });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    expect(actual.headers.get('vary')).toContain('Origin');
  });

  it('adds the CORS headers to actual responses, merging exposed headers with plugins', async () => {
    const { post } = await createTestAuth({
      trustedOrigins: [SPA],
      plugins: [bearer()],
      advanced: { cors: { exposeHeaders: ['X-Request-Id'] } },
    });
    const response = await post('/sign-up/email', user, { origin: SPA });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const exposed = response.headers
      .get('access-control-expose-headers')!
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(exposed).toEqual(
      expect.arrayContaining(['set-auth-token', 'set-auth-jwt', 'x-request-id']),
    );
    expect(new Set(exposed).size).toBe(exposed.length);
    expect(response.headers.get('set-auth-token')).toBeTruthy();
  });

  it('adds the CORS headers to error responses and 404s as well', async () => {
    const { post, get } = await createTestAuth({
      trustedOrigins: [SPA],
      advanced: { cors: true },
    });
    const invalid = await post('/sign-in/email', { email: 'nope' }, { origin: SPA });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe(SPA);
    const missing = await get('/nope', { origin: SPA });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(SPA);
  });

  it('honours origins, credentials, maxAge and allowHeaders', async () => {
    const other = 'https://other.example';
    const { auth } = await createTestAuth({
      trustedOrigins: [SPA],
      advanced: {
        cors: {
          origins: [other],
          credentials: false,
          maxAge: 60,
          allowHeaders: ['Content-Type', 'X-Not-Allowed'],
        },
      },
    });
    expect((await preflight(auth, SPA)).headers.get('access-control-allow-origin')).toBeNull();
    const response = await preflight(auth, other);
    expect(response.headers.get('access-control-allow-origin')).toBe(other);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-max-age')).toBe('60');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, x-not-allowed',
    );
  });

  it('is resolved once, with defaults, and rejects a bad maxAge', () => {
    expect(resolveCorsOptions(undefined, [SPA])).toBeUndefined();
    expect(resolveCorsOptions(false, [SPA])).toBeUndefined();
    expect(resolveCorsOptions(true, [SPA])).toEqual({
      origins: [SPA],
      credentials: true,
      maxAge: 600,
      allowHeaders: ['content-type', 'authorization'],
      exposeHeaders: ['set-auth-token', 'set-auth-jwt'],
    });
    expect(() => resolveCorsOptions({ maxAge: -1 }, [])).toThrow(/maxAge/);
  });
});
