import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../server/app.js';
import { createDevMailer } from '../server/mailer.js';

describe('demo app routing', () => {
  let dir: string;
  let distDir: string;
  let outboxPath: string;
  const seen: string[] = [];
  // Stands in for Portcullis: records what reached the handler.
  const auth = {
    handler: async (request: Request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json({ ok: true });
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portcullis-demo-app-'));
    distDir = join(dir, 'dist');
    outboxPath = join(dir, 'outbox.jsonl');
    await mkdir(join(distDir, 'assets'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>demo</title>');
    await writeFile(join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const app = (devRoutes = true) => createDemoApp({ auth, distDir, outboxPath, devRoutes });

  it('hands GET and POST under /api/auth to the Portcullis handler, untouched', async () => {
    await app().request('/api/auth/get-session');
    await app().request('/api/auth/sign-in/email', { method: 'POST', body: '{}' });
    expect(seen).toEqual(['GET /api/auth/get-session', 'POST /api/auth/sign-in/email']);
  });

  it('answers unknown API paths with a JSON 404, not the page', async () => {
    const response = await app().request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
  });

  it('serves the outbox at /dev/outbox', async () => {
    const mailer = createDevMailer({ outboxPath, print: () => {} });
    await mailer.sendEmail({
      type: 'verify-email',
      to: 'a@b.co',
      subject: 's',
      url: 'http://x/',
      token: 'k',
    });
    const response = await app().request('/dev/outbox');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([{ to: 'a@b.co', token: 'k' }]);
  });

  it('has no /dev routes when devRoutes is off (production)', async () => {
    expect((await app(false).request('/dev/outbox')).status).toBe(404);
  });

  it('tells the UI which providers are on at /api/config', async () => {
    const providers = [{ id: 'github', name: 'GitHub' }];
    const withProviders = createDemoApp({
      auth,
      distDir,
      outboxPath,
      devRoutes: false,
      socialProviders: providers,
    });
    expect(await (await withProviders.request('/api/config')).json()).toEqual({
      socialProviders: providers,
      apiReference: null,
      turnstileSiteKey: null,
    });
    expect(await (await app().request('/api/config')).json()).toEqual({
      socialProviders: [],
      apiReference: null,
      turnstileSiteKey: null,
    });
  });

  it('tells the UI the Turnstile site key when the captcha is on', async () => {
    const withTurnstile = createDemoApp({
      auth,
      distDir,
      outboxPath,
      devRoutes: false,
      turnstileSiteKey: '1x00000000000000000000AA',
    });
    expect(await (await withTurnstile.request('/api/config')).json()).toMatchObject({
      turnstileSiteKey: '1x00000000000000000000AA',
    });
  });

  it('hands the API reference page to the handler and tells the UI where it is', async () => {
    const withReference = createDemoApp({
      auth,
      distDir,
      outboxPath,
      devRoutes: false,
      apiReferencePath: '/api/reference',
    });
    seen.length = 0;
    expect((await withReference.request('/api/reference')).status).toBe(200);
    expect(seen).toEqual(['GET /api/reference']);
    expect(await (await withReference.request('/api/config')).json()).toMatchObject({
      apiReference: '/api/reference',
    });
    // Without the option the path is an unknown API path.
    expect((await app().request('/api/reference')).status).toBe(404);
  });

  it('serves the fake OAuth provider only when asked, and never in production', async () => {
    const path =
      '/dev/fake-oauth/authorize?response_type=code&client_id=portcullis-demo&redirect_uri=http://x/cb';
    const fake = (devRoutes: boolean) =>
      createDemoApp({ auth, distDir, outboxPath, devRoutes, fakeOAuth: true });
    expect((await fake(true).request(path)).status).toBe(302);
    expect((await fake(false).request(path)).status).toBe(404);
    expect((await app().request(path)).status).toBe(404);
  });

  it('serves built files, with long caching for hashed assets', async () => {
    const response = await app().request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to index.html for client-side routes only', async () => {
    const page = await app().request('/account/settings');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>demo</title>');
    expect((await app().request('/logo.png')).status).toBe(404);
  });

  it('explains how to build when dist/ is missing', async () => {
    const unbuilt = createDemoApp({
      auth,
      distDir: join(dir, 'none'),
      outboxPath,
      devRoutes: true,
    });
    const response = await unbuilt.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
