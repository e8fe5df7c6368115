import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, user } from '../../test/helpers.js';
import { nextCookies, toNextJsHandler } from './next-js.js';

const request = (url: string, init: RequestInit = {}) => new Request(url, init);

describe('toNextJsHandler', () => {
  it('serves sign-up, get-session and sign-out through the route handlers', async () => {
    const { auth, url } = await createTestAuth();
    const { GET, POST } = toNextJsHandler(auth);
    const origin = auth.options.origin;

    const signUp = await POST(
      request(url('/sign-up/email'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(user),
      }),
    );
    expect(signUp.status).toBe(200);
    const cookie = cookieHeader(signUp);
    expect(cookie).toContain('portcullis.session_token=');

    const session = await GET(request(url('/get-session'), { headers: { cookie } }));
    expect((await session.json()).user.email).toBe(user.email);

    const signOut = await POST(
      request(url('/sign-out'), { method: 'POST', headers: { cookie, origin } }),
    );
    expect(signOut.status).toBe(200);
    const after = await GET(request(url('/get-session'), { headers: { cookie } }));
    expect(await after.json()).toBeNull();
  });

  it('keeps the CSRF origin check, 404s and validation errors of the handler', async () => {
    const { auth, url } = await createTestAuth();
    const { GET, POST } = toNextJsHandler(auth);
    const crossSite = await POST(
      request(url('/sign-up/email'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          cookie: 'portcullis.session_token=x',
        },
        body: JSON.stringify(user),
      }),
    );
    expect(crossSite.status).toBe(403);
    expect((await GET(request(url('/nope')))).status).toBe(404);
    const invalid = await POST(
      request(url('/sign-in/email'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: auth.options.origin },
        body: JSON.stringify({ email: 'not-an-email' }),
      }),
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
  });

  it('answers CORS preflights through OPTIONS and accepts a bare handler', async () => {
    const { auth, url } = await createTestAuth({
      trustedOrigins: ['http://localhost:5173'],
      advanced: { cors: true },
    });
    const handlers = toNextJsHandler(auth.handler);
    const preflight = await handlers.OPTIONS(
      request(url('/sign-in/email'), {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // Every method goes to the one handler, which routes by method itself.
    const methods = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'] as const;
    for (const method of methods) expect(typeof handlers[method]).toBe('function');
    expect((await handlers.DELETE(request(url('/get-session'), { method: 'DELETE' }))).status).toBe(
      404,
    );
  });
});

describe('nextCookies outside a Next.js request', () => {
  it('leaves server calls and HTTP calls working, cookies still on the returned headers', async () => {
    const { auth, post } = await createTestAuth({ plugins: [nextCookies()] });
    // `next` is installed in this workspace, so this runs the real `cookies()`, which throws
    // outside a request scope: the plugin must swallow that.
    const signUp = await auth.api.signUpEmail({ body: user, returnHeaders: true });
    expect(signUp.response.user.email).toBe(user.email);
    expect(signUp.headers.getSetCookie().join()).toContain('portcullis.session_token=');

    const signIn = await post('/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    expect(cookieHeader(signIn)).toContain('portcullis.session_token=');
  });
});
