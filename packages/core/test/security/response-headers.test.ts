import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../src/kernel/endpoint.js';
import type { PortcullisPlugin } from '../../src/kernel/plugin.js';
import { cookieHeader, createTestAuth, user } from '../helpers.js';

/** A plugin with endpoints that throw, and one that sets its own Cache-Control (like /jwks). */
const probe: PortcullisPlugin = {
  id: 'probe',
  endpoints: {
    boom: defineEndpoint('/probe/boom', { method: 'GET' }, () => {
      throw new Error('unexpected');
    }),
    cached: defineEndpoint('/probe/cached', { method: 'GET' }, (ctx) => {
      ctx.setHeader('cache-control', 'public, max-age=600');
      return { keys: [] };
    }),
  },
};

function expectSecurityHeaders(response: Response, cacheControl = 'no-store') {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe(cacheControl);
}

describe('security headers on every response kind', () => {
  it('200 JSON with a session cookie (sign-up, get-session)', async () => {
    const { post, get } = await createTestAuth();
    const signUp = await post('/sign-up/email', user);
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie().length).toBeGreaterThan(0);
    expectSecurityHeaders(signUp);
    const session = await get('/get-session', { cookie: cookieHeader(signUp) });
    expect(session.status).toBe(200);
    expectSecurityHeaders(session);
    expectSecurityHeaders(await get('/ok'));
  });

  it('302 redirect, with Referrer-Policy: no-referrer (the URL may carry a token)', async () => {
    const { get } = await createTestAuth({
      emailAndPassword: { enabled: true, sendResetPassword: () => {} },
    });
    const response = await get('/reset-password/some-token?callbackURL=%2Freset');
    expect(response.status).toBe(302);
    expectSecurityHeaders(response);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('400, 401 and 422 errors', async () => {
    const { post, get } = await createTestAuth();
    const invalid = await post('/sign-up/email', { ...user, email: 'nope' });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid);
    const unauthorized = await post('/sign-in/email', { email: user.email, password: 'wrong-one' });
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized);
    const listed = await get('/list-sessions');
    expect(listed.status).toBe(401);
    expectSecurityHeaders(listed);
  });

  it('404 with no body: unknown route and unparsable URL', async () => {
    const { get, auth } = await createTestAuth();
    const response = await get('/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
    expectSecurityHeaders(response);
    const server = await get('/set-password');
    expect(server.status).toBe(404);
    expectSecurityHeaders(server);
    const bad = await auth.handler({ url: 'not a url', method: 'GET' } as Request);
    expect(bad.status).toBe(404);
    expectSecurityHeaders(bad);
  });

  it('413 for a body over the limit', async () => {
    const { post } = await createTestAuth({ advanced: { maxBodySizeBytes: 64 } });
    const response = await post('/sign-up/email', { ...user, name: 'x'.repeat(200) });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
  });

  it('500 for an unexpected exception', async () => {
    const { get } = await createTestAuth({ plugins: [probe] });
    const response = await get('/probe/boom');
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
  });

  it('the /error HTML page: CSP frame-ancestors none, no-referrer, escaped code', async () => {
    const { get } = await createTestAuth();
    const response = await get('/error?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expectSecurityHeaders(response);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it("keeps a Cache-Control an endpoint set itself (e.g. /jwks's)", async () => {
    const { get } = await createTestAuth({ plugins: [probe] });
    const response = await get('/probe/cached');
    expectSecurityHeaders(response, 'public, max-age=600');
  });

  it('server calls with asResponse get the same headers', async () => {
    const { auth } = await createTestAuth();
    const response = (await auth.api.getSession({ headers: {}, asResponse: true })) as Response;
    expectSecurityHeaders(response);
  });
});
