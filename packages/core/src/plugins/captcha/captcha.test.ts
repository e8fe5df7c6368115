import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAuth, user } from '../../../test/helpers.js';
import { toErrorCode } from '../../plugin/index.js';
import { CAPTCHA_ERROR_CODES, type CaptchaErrorCode } from './error-codes.js';
import { type CaptchaOptions, captcha } from './index.js';
import { SITE_VERIFY_URLS } from './site-verify.js';

const SECRET_KEY = 'test-secret-key-0000';

/** Every siteverify request msw saw: URL, content type and form fields. */
const seen: Array<{ url: string; contentType: string | null; form: Record<string, string> }> = [];
const server = setupServer();
server.events.on('request:start', async ({ request }) => {
  seen.push({
    url: request.url,
    contentType: request.headers.get('content-type'),
    form: Object.fromEntries(new URLSearchParams(await request.clone().text())),
  });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** A siteverify endpoint: `good` and `v3-*` tokens pass; `v3-low` scores 0.3, `v3-high` 0.9. */
const siteVerify = (url: string) =>
  http.post(url, async ({ request }) => {
    const token = new URLSearchParams(await request.text()).get('response');
    if (token === 'good') return HttpResponse.json({ success: true, hostname: 'localhost' });
    if (token === 'v3-low') return HttpResponse.json({ success: true, score: 0.3, action: 'x' });
    if (token === 'v3-high') return HttpResponse.json({ success: true, score: 0.9, action: 'x' });
    return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] });
  });

const error = (code: CaptchaErrorCode) => ({ code, message: CAPTCHA_ERROR_CODES[code] });

const setup = (options: CaptchaOptions) => createTestAuth({ plugins: [captcha(options)] });
const signIn =
  (post: (p: string, b: unknown, h?: Record<string, string>) => Promise<Response>) =>
  (headers: Record<string, string> = {}) =>
    post('/sign-in/email', { email: user.email, password: user.password }, headers);

const PROVIDERS = ['cloudflare-turnstile', 'google-recaptcha', 'hcaptcha'] as const;

describe('CAPTCHA_ERROR_CODES', () => {
  it('keeps every code equal to its message upper-cased (SPEC §8)', () => {
    for (const [code, message] of Object.entries(CAPTCHA_ERROR_CODES)) {
      expect(toErrorCode(message)).toBe(code);
    }
  });
});

describe.each(PROVIDERS)('captcha({ provider: %s })', (provider) => {
  const url = SITE_VERIFY_URLS[provider];
  const options = { provider, secretKey: SECRET_KEY } as CaptchaOptions;

  it('lets a request with a valid token through, sending the secret as form data', async () => {
    server.use(siteVerify(url));
    const { post } = await setup(options);
    const response = await post('/sign-up/email', user, {
      'x-captcha-response': 'good',
      'x-captcha-user-remote-ip': '203.0.113.7',
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      {
        url,
        contentType: 'application/x-www-form-urlencoded',
        form: { secret: SECRET_KEY, response: 'good', remoteip: '203.0.113.7' },
      },
    ]);
  });

  it('answers 400 MISSING_CAPTCHA_RESPONSE without the header, asking nobody', async () => {
    const { post, auth } = await setup(options);
    const response = await post('/sign-up/email', user);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(error('MISSING_CAPTCHA_RESPONSE'));
    expect(seen).toHaveLength(0);
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();
  });

  it('answers 403 CAPTCHA_VERIFICATION_FAILED for a token the provider refuses', async () => {
    server.use(siteVerify(url));
    const { post, auth } = await setup(options);
    const response = await post('/sign-up/email', user, { 'x-captcha-response': 'forged' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(error('CAPTCHA_VERIFICATION_FAILED'));
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();
  });

  it('answers 503 CAPTCHA_SERVICE_UNAVAILABLE, never 500, when the provider fails', async () => {
    const { post } = await setup({ ...options, timeoutMs: 50 });
    const send = signIn(post);
    const cases = [
      http.post(url, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.post(url, () => HttpResponse.error()),
      http.post(url, () => new HttpResponse('<html>maintenance</html>')),
      http.post(url, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return HttpResponse.json({ success: true });
      }),
    ];
    for (const handler of cases) {
      server.use(handler);
      const started = Date.now();
      const response = await send({ 'x-captcha-response': 'good' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(error('CAPTCHA_SERVICE_UNAVAILABLE'));
      expect(Date.now() - started).toBeLessThan(800);
    }
  });
});

describe('captcha() routes', () => {
  const url = SITE_VERIFY_URLS['cloudflare-turnstile'];
  const options = { provider: 'cloudflare-turnstile', secretKey: SECRET_KEY } as const;

  it("protects Better Auth's default routes and no others", async () => {
    const { post, get } = await setup(options);
    for (const path of ['/sign-up/email', '/sign-in/email', '/forget-password']) {
      const response = await post(path, { ...user, redirectTo: '/reset' });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual(error('MISSING_CAPTCHA_RESPONSE'));
    }
    expect((await get('/get-session')).status).toBe(200);
    const other = await post('/send-verification-email', { email: user.email });
    expect(await other.json()).not.toEqual(error('MISSING_CAPTCHA_RESPONSE'));
  });

  it('protects the routes of `endpoints` instead, matched as Better Auth matches (contains)', async () => {
    server.use(siteVerify(url));
    const { post } = await setup({ ...options, endpoints: ['/sign-up'] });
    expect((await post('/sign-up/email', user)).status).toBe(400);
    // Not listed: no header needed.
    expect((await post('/sign-in/email', user)).status).toBe(401);
  });

  it('skips server calls (auth.api), as Better Auth does', async () => {
    const { auth } = await setup(options);
    const result = await auth.api.signUpEmail({ body: user });
    expect(result.user.email).toBe(user.email);
    expect(seen).toHaveLength(0);
  });

  it('checks before the route reads its body or any endpoint hook runs', async () => {
    const { post } = await setup(options);
    const response = await post('/sign-in/email', { email: 'not an email' });
    expect(await response.json()).toEqual(error('MISSING_CAPTCHA_RESPONSE'));
  });

  it('omits remoteip when the caller sends none', async () => {
    server.use(siteVerify(url));
    const { post } = await setup(options);
    await signIn(post)({ 'x-captcha-response': 'good' });
    expect(seen[0]!.form).toEqual({ secret: SECRET_KEY, response: 'good' });
  });

  it('sends to siteVerifyURLOverride when set', async () => {
    server.use(siteVerify('https://captcha-proxy.example.com/verify'));
    const { post } = await setup({
      ...options,
      siteVerifyURLOverride: 'https://captcha-proxy.example.com/verify',
    });
    expect((await signIn(post)({ 'x-captcha-response': 'good' })).status).toBe(401);
    expect(seen[0]!.url).toBe('https://captcha-proxy.example.com/verify');
  });
});

describe('captcha({ provider: google-recaptcha }) scores (v3)', () => {
  const url = SITE_VERIFY_URLS['google-recaptcha'];

  it('refuses a v3 score below minScore (default 0.5) with 403; a v2 answer has no score', async () => {
    server.use(siteVerify(url));
    const { post } = await setup({ provider: 'google-recaptcha', secretKey: SECRET_KEY });
    const send = signIn(post);
    const low = await send({ 'x-captcha-response': 'v3-low' });
    expect(low.status).toBe(403);
    expect(await low.json()).toEqual(error('CAPTCHA_VERIFICATION_FAILED'));
    expect((await send({ 'x-captcha-response': 'v3-high' })).status).toBe(401);
    expect((await send({ 'x-captcha-response': 'good' })).status).toBe(401);
  });

  it('takes minScore', async () => {
    server.use(siteVerify(url));
    const { post } = await setup({
      provider: 'google-recaptcha',
      secretKey: SECRET_KEY,
      minScore: 0.95,
    });
    expect((await signIn(post)({ 'x-captcha-response': 'v3-high' })).status).toBe(403);
    const lenient = await setup({
      provider: 'google-recaptcha',
      secretKey: SECRET_KEY,
      minScore: 0.2,
    });
    expect((await signIn(lenient.post)({ 'x-captcha-response': 'v3-low' })).status).toBe(401);
  });
});

describe('captcha({ provider: hcaptcha, siteKey })', () => {
  it('sends sitekey with the secret', async () => {
    server.use(siteVerify(SITE_VERIFY_URLS.hcaptcha));
    const { post } = await setup({
      provider: 'hcaptcha',
      secretKey: SECRET_KEY,
      siteKey: 'site-1',
    });
    await signIn(post)({ 'x-captcha-response': 'good' });
    expect(seen[0]!.form).toEqual({ secret: SECRET_KEY, response: 'good', sitekey: 'site-1' });
  });
});

describe('captcha() configuration', () => {
  it('refuses a missing secret, an unknown provider, a bad minScore or timeout at start-up', () => {
    expect(() => captcha({ provider: 'hcaptcha', secretKey: '' })).toThrow(/secretKey/);
    expect(() => captcha({ provider: 'other', secretKey: 'x' } as never)).toThrow(/provider/);
    expect(() => captcha({ provider: 'google-recaptcha', secretKey: 'x', minScore: 2 })).toThrow(
      /minScore/,
    );
    expect(() => captcha({ provider: 'hcaptcha', secretKey: 'x', timeoutMs: 0 })).toThrow(
      /timeoutMs/,
    );
  });
});
