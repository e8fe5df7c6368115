import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import type { PasswordHasher } from '@portcullis/core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../server.js';

const dir = mkdtempSync(join(tmpdir(), 'portcullis-hono-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// scrypt costs ~80 ms and 32 MiB per call; the flow under test doesn't depend on it.
const sha256 = (value: string) => createHash('sha256').update(value).digest();
const cheapHasher: PasswordHasher = {
  hash: async (password) => sha256(password).toString('hex'),
  verify: async ({ hash, password }) => {
    const expected = Buffer.from(hash, 'hex');
    const actual = sha256(password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

let server: ServerType | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

let databases = 0;
async function start() {
  // baseURL's port is irrelevant to the flow; Origin must match it for cookie POSTs (CSRF).
  const origin = 'http://localhost:3000';
  const { app } = await createApp({
    database: join(dir, `auth-${++databases}.db`),
    baseURL: origin,
    secret: 'example-test-secret-with-at-least-32-characters',
    password: cheapHasher,
  });
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    );
  });
  return { url: `http://127.0.0.1:${port}`, origin };
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .join('; ');

async function signUp(url: string, origin: string) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: 'ada@example.com',
      password: 'correct horse battery',
      name: 'Ada',
    }),
  });
  expect(response.status).toBe(200);
  const cookie = cookieOf(response);
  expect(cookie).toContain('portcullis.session_token=');
  return cookie;
}

describe('Hono example', () => {
  it('signs up, reads /api/me with the cookie, signs out, and /api/me is then 401', async () => {
    const { url, origin } = await start();

    const anonymous = await fetch(`${url}/api/me`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in first' });

    const cookie = await signUp(url, origin);

    const me = await fetch(`${url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    expect(body.session.id).toEqual(expect.any(String));
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // Same session through the auth routes themselves.
    const session = await fetch(`${url}/api/auth/get-session`, { headers: { cookie } });
    expect((await session.json()).session.id).toBe(body.session.id);

    const signOut = await fetch(`${url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: '{}',
    });
    expect(signOut.status).toBe(200);

    const after = await fetch(`${url}/api/me`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it('puts the user on the context of public routes, null when signed out', async () => {
    const { url, origin } = await start();
    expect(await (await fetch(`${url}/`)).json()).toEqual({ user: null });
    const cookie = await signUp(url, origin);
    const home = await fetch(`${url}/`, { headers: { cookie } });
    expect((await home.json()).user).toMatchObject({ email: 'ada@example.com' });
  });

  it('signs in again with the password after signing out', async () => {
    const { url, origin } = await start();
    await signUp(url, origin);
    const headers = { 'content-type': 'application/json', origin };
    const wrong = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ada@example.com', password: 'wrong password!' }),
    });
    expect(wrong.status).toBe(401);
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery' }),
    });
    expect(signIn.status).toBe(200);
    const me = await fetch(`${url}/api/me`, { headers: { cookie: cookieOf(signIn) } });
    expect((await me.json()).user.name).toBe('Ada');
  });

  it('answers bad input with 4xx: invalid body, forged cookie, unknown routes', async () => {
    const { url, origin } = await start();
    const invalid = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');

    const notJson = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: '{not json',
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);

    const forged = await fetch(`${url}/api/me`, {
      headers: { cookie: 'portcullis.session_token=forged.signature' },
    });
    expect(forged.status).toBe(401);

    expect((await fetch(`${url}/api/auth/nope`)).status).toBe(404);
    const unknown = await fetch(`${url}/nope`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('NOT_FOUND');
  });

  it('serves the API reference page through Hono', async () => {
    const { url } = await start();
    const page = await fetch(`${url}/api/reference`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
  });
});
