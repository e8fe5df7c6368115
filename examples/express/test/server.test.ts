import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../server.js';

const dir = mkdtempSync(join(tmpdir(), 'portcullis-express-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function start(jsonBodyParser: boolean) {
  // baseURL's port is irrelevant to the flow; Origin must match it for cookie POSTs (CSRF).
  const baseURL = 'http://localhost:3000';
  const { app } = await createApp({
    database: join(dir, `auth-${jsonBodyParser ? 'json' : 'raw'}.db`),
    baseURL,
    secret: 'example-test-secret-with-at-least-32-characters',
    jsonBodyParser,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, origin: baseURL };
}

describe.each([true, false])('Express example (express.json(): %s)', (jsonBodyParser) => {
  it('signs up, reads /me, signs out, and /me is then 401', async () => {
    const { url, origin } = await start(jsonBodyParser);
    const headers = { 'content-type': 'application/json', origin };

    expect((await fetch(`${url}/me`)).status).toBe(401);

    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: 'ada@example.com',
        password: 'correct horse battery',
        name: 'Ada',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((raw) => raw.split(';')[0])
      .join('; ');
    expect(cookie).toContain('portcullis.session_token=');

    const me = await fetch(`${url}/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });

    const signOut = await fetch(`${url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);

    const after = await fetch(`${url}/me`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('answers validation errors as JSON and unknown auth routes with 404', async () => {
    const { url, origin } = await start(jsonBodyParser);
    const invalid = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
    expect((await fetch(`${url}/api/auth/nope`)).status).toBe(404);
  });
});

it('serves the API reference page through Express', async () => {
  const { url } = await start(true);
  const page = await fetch(`${url}/api/reference`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('swagger-ui');
  const doc = await fetch(`${url}/api/auth/open-api/generate-schema`);
  expect((await doc.json()).paths['/api/auth/sign-in/email']).toBeDefined();
});
