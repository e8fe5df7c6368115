import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDemo, startDemo } from '../server/start.js';

describe('startDemo (in process)', () => {
  let demo: RunningDemo;
  let dataDir: string;
  const previousSecret = process.env.PORTCULLIS_SECRET;
  // Never the demo's own .data/outbox.jsonl: sign-up sends a verification email.
  const start = () =>
    startDemo({
      port: 0,
      hostname: '127.0.0.1',
      dbPath: ':memory:',
      outboxPath: join(dataDir, 'outbox.jsonl'),
    });

  beforeAll(async () => {
    // Core reads the secret from the environment; a real one keeps its warning out of the log.
    process.env.PORTCULLIS_SECRET = randomBytes(32).toString('base64url');
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-start-'));
    demo = await start();
  });
  afterAll(async () => {
    await demo?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (previousSecret === undefined) delete process.env.PORTCULLIS_SECRET;
    else process.env.PORTCULLIS_SECRET = previousSecret;
  });

  it('listens on a free loopback port and derives the URL from it', async () => {
    expect(demo.port).toBeGreaterThan(0);
    expect(demo.url).toBe(`http://127.0.0.1:${demo.port}`);
    const response = await fetch(`${demo.url}/api/auth/ok`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves the API reference page and its Swagger UI assets', async () => {
    const page = await fetch(`${demo.url}/api/reference`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui" data-url="/api/auth/open-api/generate-schema">');
    const bundle = await fetch(`${demo.url}/api/auth/open-api/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect(await (await fetch(`${demo.url}/api/config`)).json()).toMatchObject({
      apiReference: '/api/reference',
    });
  });

  it('has migrated the database: sign-up works at once', async () => {
    const response = await fetch(`${demo.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: demo.url },
      body: JSON.stringify({ name: 'Lin', email: 'lin@example.com', password: 'a-long-password' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/session_token=/);
  });

  it('sends the verification email of a sign-up to the outbox', async () => {
    await expect
      .poll(async () => (await fetch(`${demo.url}/dev/outbox`)).json())
      .toEqual([
        expect.objectContaining({
          type: 'verify-email',
          to: 'lin@example.com',
          subject: 'Verify your email address',
          url: expect.stringContaining(`${demo.url}/api/auth/verify-email?token=`),
        }),
      ]);
  });

  it('rejects a taken port without leaving anything listening', async () => {
    await expect(
      startDemo({ port: demo.port, hostname: '127.0.0.1', dbPath: ':memory:' }),
    ).rejects.toThrow(/EADDRINUSE/);
  });

  it('close() stops the server and can be called twice', async () => {
    const other = await start();
    await Promise.all([other.close(), other.close()]);
    const probe = createServer();
    // The port is free again once close() resolved.
    await new Promise<void>((resolve, reject) => {
      probe
        .once('error', reject)
        .listen(other.port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });
});
