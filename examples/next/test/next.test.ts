import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../../scripts/chromium.js';

// The example is built with `next build` and served by `next start` (production mode, as
// deployed), then driven over HTTP and through a headless Chromium. `@portcullis/core` and
// `@portcullis/react` come from their built `dist`.
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

describe('Next.js example over HTTP (next build + next start)', () => {
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
});

/** Waits until the locator is visible; Playwright's own timeout message names the locator. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

describe('Next.js example in Chromium: the React kit', () => {
  const grace = { name: 'Grace', email: 'grace@example.com', password: 'another long password' };
  let browser: LaunchedChromium;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium('next');
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    // Under the test's own 30 s, so a stuck step fails with Playwright's message.
    page.setDefaultTimeout(10_000);
  });
  afterAll(() => browser?.close());

  const signedInAs = () => page.getByTestId('user-email');
  const sessionEmail = async () => {
    const response = await page.request.get(`${baseURL}/api/auth/get-session`);
    return ((await response.json()) as { user: { email: string } } | null)?.user.email ?? null;
  };

  it('signs up with SignUpForm and shows the signed-in dashboard', async () => {
    await page.goto(`${baseURL}/sign-in`);
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill(grace.name);
    await form.getByLabel('Email', { exact: true }).fill(grace.email);
    await form.getByLabel('Password', { exact: true }).fill(grace.password);
    await form.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(`${baseURL}/dashboard`);
    await shown(signedInAs());
    expect(await signedInAs().textContent()).toBe(grace.email);
    // The kit's account components, loaded in the browser with the new session.
    await shown(page.getByRole('form', { name: 'Profile' }));
    await shown(page.getByRole('form', { name: 'Change password' }));
    await shown(page.getByRole('list', { name: 'Active sessions' }).getByText('This device'));
    await shown(page.getByRole('combobox', { name: 'Organization' }));
  });

  it('creates an organization, and the switcher makes it active', async () => {
    const form = page.getByRole('form', { name: 'Create an organization' });
    await form.getByLabel('Organization name').fill('Analytical Engines');
    await form.getByRole('button', { name: 'Create organization' }).click();
    const switcher = page.getByRole('combobox', { name: 'Organization' });
    await expect
      .poll(() => switcher.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe('Analytical Engines');

    await switcher.selectOption({ label: 'Personal account' });
    await expect.poll(() => switcher.inputValue()).toBe('');
  });

  it('signs out with SignOutButton and lands on the sign-in page', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseURL}/sign-in`);
    await shown(page.getByRole('form', { name: 'Sign in' }));
    expect(await sessionEmail()).toBeNull();
  });

  it('shows a failed sign-in in the form, then signs in with SignInForm', async () => {
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email', { exact: true }).fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(form.getByRole('alert').getByText('Invalid email or password'));
    expect(page.url()).toBe(`${baseURL}/sign-in`);

    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await shown(signedInAs());
    expect(await signedInAs().textContent()).toBe(user.email);
    expect(await sessionEmail()).toBe(user.email);

    // The server component of / reads the same cookie; /sign-in sends a signed-in visitor on.
    await page.goto(baseURL);
    await shown(page.getByText(`Signed in as ${user.email}`));
    await page.goto(`${baseURL}/sign-in`);
    await page.waitForURL(`${baseURL}/dashboard`);
  });
});
