/**
 * The demo's network-bound checks are opt-in (`PORTCULLIS_DEMO_TURNSTILE=1`,
 * `PORTCULLIS_DEMO_HAVE_I_BEEN_PWNED=1`): off, sign-up works offline with no captcha header; with
 * Turnstile on, the server refuses a sign-in without the widget's token before asking anyone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@portcullis/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoAuth, type DemoAuth, type DemoAuthOptions } from '../server/auth.js';
import { createDevMailer } from '../server/mailer.js';

const BASE_URL = 'http://127.0.0.1:3998';

describe('the demo’s opt-in captcha and breached-password check', () => {
  let dataDir: string;
  const open: DemoAuth[] = [];
  const previousSecret = process.env.PORTCULLIS_SECRET;

  beforeAll(async () => {
    process.env.PORTCULLIS_SECRET = randomBytes(32).toString('base64url');
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-checks-'));
  });
  afterAll(async () => {
    for (const auth of open) {
      await auth.$context.auditLog?.flush();
      await auth.$context.adapter.close?.();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (previousSecret === undefined) delete process.env.PORTCULLIS_SECRET;
    else process.env.PORTCULLIS_SECRET = previousSecret;
  });

  async function demoAuth(options: Partial<DemoAuthOptions>) {
    const mailer = createDevMailer({
      outboxPath: join(dataDir, `outbox-${open.length}.jsonl`),
      print: () => {},
    });
    const auth = createDemoAuth({ baseURL: BASE_URL, dbPath: ':memory:', mailer, ...options });
    open.push(auth);
    await migrate(auth);
    return auth;
  }

  const post = (auth: DemoAuth, path: string, body: object) =>
    auth.handler(
      new Request(`${BASE_URL}/api/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: JSON.stringify(body),
      }),
    );

  it('by default: no captcha, no outbound call', async () => {
    const auth = await demoAuth({});
    const ids = auth.options.plugins.map((plugin) => plugin.id);
    expect(ids).not.toContain('captcha');
    expect(ids).not.toContain('haveIBeenPwned');
    const response = await post(auth, '/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'analytical-engine-1843',
    });
    expect(response.status).toBe(200);
  });

  it('with turnstile: a sign-in without the token answers 400 MISSING_CAPTCHA_RESPONSE', async () => {
    const auth = await demoAuth({ turnstile: true, haveIBeenPwned: true });
    expect(auth.options.plugins.map((plugin) => plugin.id)).toEqual(
      expect.arrayContaining(['captcha', 'haveIBeenPwned']),
    );
    const response = await post(auth, '/sign-in/email', {
      email: 'ada@example.com',
      password: 'analytical-engine-1843',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'MISSING_CAPTCHA_RESPONSE',
      message: 'Missing CAPTCHA response',
    });
  });
});
