import { randomUUID } from 'node:crypto';
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
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      // A client still uploading a refused body keeps its connection open: end it now.
      server.closeAllConnections();
    }),
);

async function start() {
  // baseURL's port is irrelevant to the flow; Origin must match it for cookie POSTs (CSRF).
  const baseURL = 'http://localhost:3000';
  const { app } = await createApp({
    database: join(dir, `auth-${randomUUID()}.db`),
    baseURL,
    secret: 'example-test-secret-with-at-least-32-characters',
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, origin: baseURL };
}

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada' };

/** Signs Ada up and returns her session cookie as a Cookie request header. */
async function signUp(url: string, origin: string) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ada),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .join('; ');
}

describe('Express example', () => {
  it('signs up, reads /me, signs out, and /me is then 401', async () => {
    const { url, origin } = await start();
    expect((await fetch(`${url}/me`)).status).toBe(401);

    const cookie = await signUp(url, origin);
    expect(cookie).toContain('portcullis.session_token=');

    const me = await fetch(`${url}/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: ada.email, name: ada.name });

    const signOut = await fetch(`${url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);

    const after = await fetch(`${url}/me`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('answers validation errors as JSON and unknown auth routes with 404', async () => {
    const { url, origin } = await start();
    const invalid = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
    expect((await fetch(`${url}/api/auth/nope`)).status).toBe(404);
  });

  // express.json() must not run on /api/auth/*: it would answer both with its HTML error page
  // (a stack trace in development), and refuse bodies over its own 100 KB limit.
  it.each([
    { body: '{"email": "ada@example.com",', status: 400, code: 'VALIDATION_ERROR' },
    {
      body: JSON.stringify({ email: ada.email, password: 'x'.repeat(2 * 1024 * 1024) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
  ])(
    'answers a bad auth body with Portcullis JSON: $status $code',
    async ({ body, status, code }) => {
      const { url, origin } = await start();
      const response = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body,
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
      expect((await response.json()).code).toBe(code);
    },
  );

  it("parses JSON for the app's own routes: PATCH /me renames the user", async () => {
    const { url, origin } = await start();
    const cookie = await signUp(url, origin);
    const headers = { 'content-type': 'application/json', cookie };

    const renamed = await fetch(`${url}/me`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'Ada King' }),
    });
    expect(renamed.status).toBe(200);
    const me = await fetch(`${url}/me`, { headers: { cookie } });
    expect((await me.json()).user.name).toBe('Ada King');

    // auth.api's refusal reaches the client with its status and code.
    const invalid = await fetch(`${url}/me`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 42 }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
  });
});

it('serves the API reference page through Express', async () => {
  const { url } = await start();
  const page = await fetch(`${url}/api/reference`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('swagger-ui');
  const doc = await fetch(`${url}/api/auth/open-api/generate-schema`);
  expect((await doc.json()).paths['/api/auth/sign-in/email']).toBeDefined();
});
