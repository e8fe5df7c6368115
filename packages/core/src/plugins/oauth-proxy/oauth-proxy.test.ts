import { describe, expect, it } from 'vitest';
import { approveAtProvider, createTestProvider } from '../../../test/kit/test-provider.js';
import { createTestServer, TEST_ORIGIN, type TestBrowser } from '../../../test/kit/test-server.js';
import { encryptBetterAuthSymmetric, type HookContext } from '../../plugin/index.js';
import { forwardCallbackCookies } from './hooks.js';
import { type OAuthProxyOptions, oAuthProxy } from './index.js';
import { openCookies, sealCookies } from './proxy-cookies.js';

const PREVIEW = 'https://preview.example';
const BASE = `${TEST_ORIGIN}/api/auth`;
const SECRET = 'a'.repeat(32);

// One server plays both deployments: the sign-in starts "on the preview" (currentURL), the
// provider returns to the production callback, and the browser is then sent to the preview's
// /oauth-proxy-callback, which the same handler serves.
async function setup(options: OAuthProxyOptions = { currentURL: PREVIEW }, trusted = [PREVIEW]) {
  return createTestServer({
    socialProviders: { idtest: createTestProvider() },
    trustedOrigins: trusted,
    plugins: [oAuthProxy(options)],
  });
}

async function signIn(browser: TestBrowser, callbackURL?: string) {
  const response = await browser.fetch(`${BASE}/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'idtest', ...(callbackURL ? { callbackURL } : {}) }),
  });
  return response;
}

/** The preview URL's path and query, served by the same handler. */
const onThisServer = (url: string) => {
  const parsed = new URL(url);
  return `${TEST_ORIGIN}${parsed.pathname}${parsed.search}`;
};

describe('oAuthProxy: a sign-in started on a preview deployment', () => {
  it('goes through production and lands on the preview with the session', async () => {
    const server = await setup();
    const started = await signIn(server, '/dashboard');
    expect(started.status).toBe(200);
    const { url } = await started.json();
    const callback = await approveAtProvider(server, url);
    expect(callback.status).toBe(302);
    const location = callback.headers.get('location')!;
    const proxy = new URL(location);
    expect(proxy.origin).toBe(PREVIEW);
    expect(proxy.pathname).toBe('/api/auth/oauth-proxy-callback');
    expect(proxy.searchParams.get('callbackURL')).toBe('/dashboard');
    // The production origin gets no session cookie: it goes, sealed, to the preview.
    expect(callback.headers.getSetCookie()).toEqual([]);
    const sealed = openCookies(SECRET, proxy.searchParams.get('cookies')!);
    expect(sealed?.cookies.some((line) => line.startsWith('portcullis.session_token='))).toBe(true);

    const landed = await server.fetch(onThisServer(location));
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const session = await (await server.fetch(`${BASE}/get-session`)).json();
    expect(session.user.email).toBe('ada@example.com');
  });

  it('is not proxied on the production deployment (productionURL = baseURL)', async () => {
    const server = await setup({ currentURL: PREVIEW, productionURL: TEST_ORIGIN });
    const { url } = await (await signIn(server, '/dashboard')).json();
    const callback = await approveAtProvider(server, url);
    expect(callback.headers.get('location')).toBe('/dashboard');
  });

  it('a proxy URL on this very server goes straight to its callbackURL', async () => {
    const server = await setup({ currentURL: TEST_ORIGIN });
    const { url } = await (await signIn(server, '/dashboard')).json();
    const callback = await approveAtProvider(server, url);
    expect(callback.headers.get('location')).toBe('/dashboard');
  });

  it('defaults the final callbackURL to the base URL', async () => {
    const server = await setup();
    const { url } = await (await signIn(server)).json();
    const callback = await approveAtProvider(server, url);
    expect(new URL(callback.headers.get('location')!).searchParams.get('callbackURL')).toBe(BASE);
  });
});

describe('oAuthProxy: no open redirect', () => {
  const attacks = [
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    `${PREVIEW}@evil.example/`,
    'https://preview.example.evil.example/',
    'javascript:alert(1)',
    '/%5Cevil.example',
  ];

  for (const target of attacks) {
    it(`refuses callbackURL ${target} at the proxy callback and at sign-in (403)`, async () => {
      const server = await setup();
      const sealed = sealCookies(SECRET, { cookies: [], state: 's' });
      const query = new URLSearchParams({ callbackURL: target, cookies: sealed });
      const response = await server.fetch(`${BASE}/oauth-proxy-callback?${query}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'INVALID_CALLBACKURL',
        message: 'Invalid callbackURL',
      });
      expect(response.headers.get('location')).toBeNull();
      expect((await signIn(server, target)).status).toBe(403);
    });
  }

  it('a forged current URL (an untrusted preview origin) is refused at sign-in', async () => {
    const server = await setup({ currentURL: 'https://evil.example' });
    expect((await signIn(server, '/dashboard')).status).toBe(403);
  });

  it('production sends no cookies to a proxy origin it does not trust', async () => {
    // The state was made where the preview is trusted; this callback's server trusts nothing.
    const server = await setup({ currentURL: PREVIEW }, []);
    const headers = new Headers({ 'set-cookie': 'portcullis.session_token=abc; Path=/' });
    const redirect = (location: string) => ({ __redirect: true, location, status: 302 }) as const;
    const ctx = {
      path: '/callback/:id',
      query: { state: 's' },
      context: server.auth.$context,
      responseHeaders: headers,
      redirect,
    } as unknown as HookContext;
    const proxyURL = `${PREVIEW}/api/auth/oauth-proxy-callback?callbackURL=%2Fdashboard`;
    const result = forwardCallbackCookies()(ctx, redirect(proxyURL));
    expect(result).toEqual(redirect(`${BASE}/error?error=invalid_callback_url`));
  });
});

describe('oAuthProxy: the sealed cookies', () => {
  async function proxied(server: Awaited<ReturnType<typeof setup>>) {
    const { url } = await (await signIn(server, '/dashboard')).json();
    const callback = await approveAtProvider(server, url);
    return callback.headers.get('location')!;
  }

  it('are set only in the browser that started the sign-in (login CSRF)', async () => {
    const server = await setup();
    const location = await proxied(server);
    const victim = server.newBrowser();
    const response = await victim.fetch(onThisServer(location));
    expect(response.headers.get('location')).toBe(`${BASE}/error?error=please_restart_the_process`);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses forged, tampered, foreign-secret, Better Auth-shaped and expired payloads: 400', async () => {
    const server = await setup();
    const location = new URL(await proxied(server));
    const good = location.searchParams.get('cookies')!;
    const flipped = `${good.slice(0, -2)}${good.endsWith('00') ? '11' : '00'}`;
    const payloads = [
      'not-hex',
      flipped,
      sealCookies('b'.repeat(32), { cookies: ['x=1'], state: 's' }),
      encryptBetterAuthSymmetric(SECRET, 'portcullis.session_token=abc; Path=/'),
      sealCookies(SECRET, { cookies: ['x=1'], state: 's' }, Date.now() - 61_000),
    ];
    for (const cookies of payloads) {
      const query = new URLSearchParams({ callbackURL: '/dashboard', cookies });
      const response = await server.fetch(`${BASE}/oauth-proxy-callback?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'INVALID_COOKIES',
        message: 'Invalid cookies',
      });
    }
    const missing = await server.fetch(`${BASE}/oauth-proxy-callback?callbackURL=%2F`);
    expect(missing.status).toBe(400);
  });
});
