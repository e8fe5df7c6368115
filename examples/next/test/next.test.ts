import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The example is built with `next build` and served by `next start` (production mode, as
// deployed), then driven over HTTP only. `@portcullis/core` comes from its built `dist`.
const EXAMPLE_DIR = fileURLToPath(new URL('..', import.meta.url));
const NEXT_BIN = join(
  dirname(createRequire(import.meta.url).resolve('next/package.json')),
  'dist/bin/next',
);
const user = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };

const dataDir = mkdtempSync(join(tmpdir(), 'portcullis-next-'));
let server: ChildProcess | undefined;
let output = '';
let baseURL = '';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** Runs the Next CLI (no npx wrapper, so a kill reaches the server itself). */
function next(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd: EXAMPLE_DIR,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return child;
}

beforeAll(async () => {
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env = {
    PORTCULLIS_DB: join(dataDir, 'auth.db'),
    PORTCULLIS_URL: baseURL,
    PORTCULLIS_SECRET: randomBytes(32).toString('base64url'),
  };
  const build = next(['build'], env);
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`next build failed (exit ${code}):\n${output}`);

  output = '';
  server = next(['start', '--port', String(port), '--hostname', '127.0.0.1'], env);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`next start did not answer:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/auth/ok`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const timer = setTimeout(() => server?.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .join('; ');

const get = (path: string, cookie?: string) =>
  fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

/**
 * Submits a page's `<form action={serverAction}>` the way a browser without JavaScript does:
 * multipart POST to the page with the form's hidden `$ACTION_ID_…` field (Next.js's progressive
 * enhancement), from the site's own origin.
 */
async function submitForm(
  page: string,
  formLabel: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const html = await (await get(page, cookie)).text();
  const form = html.split(`aria-label="${formLabel}"`)[1];
  const actionId = form?.match(/name="(\$ACTION_ID_[0-9a-f]+)"/)?.[1];
  if (!actionId) throw new Error(`No server action form "${formLabel}" on ${page}:\n${html}`);
  const body = new FormData();
  body.set(actionId, '');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(`${baseURL}${page}`, {
    method: 'POST',
    headers: { origin: baseURL, ...(cookie ? { cookie } : {}) },
    body,
    redirect: 'manual',
  });
}

const signInAction = () =>
  submitForm('/sign-in', 'Sign in', { email: user.email, password: user.password });

describe('Next.js example (next build + next start)', () => {
  let apiCookie = '';

  it('signs up through the route handler and reads the session back', async () => {
    const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify(user),
    });
    expect(signUp.status).toBe(200);
    apiCookie = cookieOf(signUp);
    expect(apiCookie).toMatch(/^portcullis\.session_token=/);

    const session = await get('/api/auth/get-session', apiCookie);
    expect((await session.json()).user).toMatchObject({ email: user.email, name: user.name });
    expect((await get('/api/auth/nope')).status).toBe(404);
  });

  it('answers bad input with 400, cross-site cookie POSTs with 403', async () => {
    const invalid = await fetch(`${baseURL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
    const crossSite = await fetch(`${baseURL}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: apiCookie },
    });
    expect(crossSite.status).toBe(403);
  });

  it('renders the signed-in user in a server component only with the cookie', async () => {
    const signedIn = await (await get('/', apiCookie)).text();
    expect(signedIn).toContain(`Signed in as <strong data-testid="user-email">${user.email}`);
    const anonymous = await (await get('/')).text();
    expect(anonymous).toContain('Not signed in');
    expect(anonymous).not.toContain(user.email);
  });

  it('redirects /dashboard to /sign-in without a session cookie (proxy) or with a bad one (page)', async () => {
    for (const cookie of [undefined, 'portcullis.session_token=forged.value']) {
      const response = await get('/dashboard', cookie);
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe('/sign-in');
      expect(await response.text()).not.toContain(user.email);
    }
    const dashboard = await get('/dashboard', apiCookie);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(`data-testid="user-email">${user.email}`);
  });

  it('signs in with a server action: the session cookie comes back with the redirect', async () => {
    const response = await signInAction();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^portcullis\.session_token=[^;]+;/);
    // nextCookies() keeps the attributes Portcullis set.
    expect(setCookie).toMatch(/; Max-Age=604800/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=lax/i);

    const cookie = cookieOf(response);
    expect(cookie).not.toBe(apiCookie);
    const dashboard = await get('/dashboard', cookie);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(`data-testid="user-email">${user.email}`);
    const session = await (await get('/api/auth/get-session', cookie)).json();
    expect(session.user.email).toBe(user.email);
  });

  it('signs up with a server action: the new user lands on the dashboard signed in', async () => {
    const grace = { name: 'Grace', email: 'grace@example.com', password: 'another long password' };
    const response = await submitForm('/sign-in', 'Create account', grace);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dashboard');
    const dashboard = await get('/dashboard', cookieOf(response));
    expect(await dashboard.text()).toContain(`data-testid="user-email">${grace.email}`);

    const again = await submitForm('/sign-in', 'Create account', grace);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get('location')).toMatch(/^\/sign-in\?error=/);
  });

  it('a failed server-action sign-in sets no cookie and shows the error', async () => {
    const response = await submitForm('/sign-in', 'Sign in', {
      email: user.email,
      password: 'not the password',
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual([]);
    const location = response.headers.get('location')!;
    expect(location).toBe('/sign-in?error=Invalid%20email%20or%20password');
    expect(await (await get(location)).text()).toContain(
      '<p role="alert">Invalid email or password</p>',
    );
  });

  it('signs out with a server action: the cookie is deleted and the session revoked', async () => {
    const cookie = cookieOf(await signInAction());
    const response = await submitForm('/dashboard', 'Sign out', {}, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in');
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /^portcullis\.session_token=;.*Max-Age=0/m,
    );
    expect(await (await get('/api/auth/get-session', cookie)).json()).toBeNull();
    // The session signed in through the API is untouched.
    expect((await (await get('/api/auth/get-session', apiCookie)).json()).user.email).toBe(
      user.email,
    );
  });
});
