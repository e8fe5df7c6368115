/**
 * @module scripts/smoke-readme
 *
 * Runs the commands the READMEs promise work on a fresh clone without a package build, exactly
 * as a new user types them, and checks what that user would see:
 *
 * - `npm run demo` (the README's first command): the server answers `GET /api/auth/ok`, and the
 *   demo's index page, loaded in headless Chromium, renders the sign-in form with no console
 *   error and no uncaught page error;
 * - `npm start -w portcullis-example-hono` and `-w portcullis-example-express` (their READMEs):
 *   `GET /api/auth/ok` answers `{"ok":true}` and the protected route answers 401 without a session.
 *
 * Each command runs in its own process group on a free loopback port and is stopped by its group
 * (npm, tsx and the server alike). Afterwards `git status --porcelain` must be empty: running the
 * READMEs' commands leaves nothing behind that git would see. CI (`.ci/run`) runs this right
 * after `npm ci`, before anything is built, so a missing alias or a dependency on `dist/` fails
 * here. A failure names the command and prints the last lines of its output.
 *
 * Usage: `npx tsx scripts/smoke-readme.ts [demo|hono|express …]` (default: all three).
 * Exits 0 when every check passed, 1 otherwise.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** How long a command may take to answer its first request (npm, a Vite build, tsx). */
const START_TIMEOUT_MS = 240_000;
/** How long the page may take to show the sign-in form once loaded. */
const RENDER_TIMEOUT_MS = 30_000;
/** Lines of a failed command's output shown. */
const LOG_TAIL_LINES = 40;

interface Smoke {
  /** The command as the README gives it. */
  command: string[];
  /** The checks once `/api/auth/ok` answered. */
  check(origin: string): Promise<void>;
}

const SMOKES: Record<string, Smoke> = {
  demo: { command: ['npm', 'run', 'demo'], check: checkDemoPage },
  hono: {
    command: ['npm', 'start', '-w', 'portcullis-example-hono'],
    check: (origin) => expectStatus(`${origin}/api/me`, 401),
  },
  express: {
    command: ['npm', 'start', '-w', 'portcullis-example-express'],
    check: (origin) => expectStatus(`${origin}/me`, 401),
  },
};

/** A port the OS says is free on loopback now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function expectStatus(url: string, status: number): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== status) {
    throw new Error(`GET ${url} answered ${response.status}, expected ${status}`);
  }
}

/** Polls `/api/auth/ok` until it answers `{"ok":true}`, the command exits, or time runs out. */
async function waitForOk(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the command exited (${child.exitCode ?? child.signalCode}) before answering`,
      );
    }
    try {
      const response = await fetch(`${origin}/api/auth/ok`, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (response.status === 200 && body === '{"ok":true}') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`GET ${origin}/api/auth/ok did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** The demo's index page in Chromium: the sign-in form renders, nothing is logged as an error. */
async function checkDemoPage(origin: string): Promise<void> {
  const browser = await launchChromium('smoke-readme');
  try {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    const response = await page.goto(origin);
    if (response?.status() !== 200)
      throw new Error(`GET ${origin}/ answered ${response?.status()}`);
    await page
      .getByRole('form', { name: 'Sign in' })
      .getByRole('button', { name: 'Sign in' })
      .waitFor({ state: 'visible', timeout: RENDER_TIMEOUT_MS });
    // Let late requests (the session fetch, fonts, the favicon) settle and report.
    await page.waitForLoadState('networkidle');
    if (errors.length > 0) throw new Error(`the page logged errors:\n  ${errors.join('\n  ')}`);
  } finally {
    await browser.close();
  }
}

/** Stops the command's whole process group: npm, the shell it runs, tsx and the server. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group is gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  // Whatever of the group outlived npm (a server that ignored SIGTERM).
  signal('SIGKILL');
}

async function runSmoke(name: string, smoke: Smoke): Promise<boolean> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const shown = smoke.command.join(' ');
  console.log(`› ${shown} (PORT=${port})`);
  const started = Date.now();
  const child = spawn(smoke.command[0] as string, smoke.command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitForOk(origin, child);
    const firstAnswerMs = Date.now() - started;
    await smoke.check(origin);
    console.log(`  ok: first answer after ${(firstAnswerMs / 1000).toFixed(1)} s, checks passed`);
    return true;
  } catch (error) {
    // Stack frames left out: the error's own message is what the reader needs to see.
    const tail = log
      .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
      .slice(-LOG_TAIL_LINES);
    console.error(`✗ ${name}: \`${shown}\` failed: ${(error as Error).message}`);
    console.error(`  last ${tail.length} lines of its output (stack frames left out):`);
    for (const line of tail) console.error(`  | ${line}`);
    return false;
  } finally {
    await stopGroup(child);
  }
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const selected = names.length > 0 ? names : Object.keys(SMOKES);
  let ok = true;
  for (const name of selected) {
    const smoke = SMOKES[name];
    if (!smoke)
      throw new Error(`unknown smoke '${name}' (known: ${Object.keys(SMOKES).join(', ')})`);
    ok = (await runSmoke(name, smoke)) && ok;
  }
  const status = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
  if (status.trim() !== '') {
    console.error('✗ the commands left files git sees (git status --porcelain):');
    console.error(status.trimEnd());
    ok = false;
  }
  if (!ok) process.exit(1);
  console.log('  git status --porcelain: clean');
}

await main();
