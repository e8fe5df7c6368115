import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { OutboxEmail } from '../../server/mailer.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { buildUi } from './build-ui.js';
import { type SpawnedDemo, spawnDemo } from './spawn-demo.js';

/** The demo built, running on a fresh database and outbox, and a Chromium page for it. */
export interface DemoInBrowser {
  server: SpawnedDemo;
  browser: TestBrowser;
  /** The browser's first page. */
  page: Page;
  /** Closes the browser, stops the server and deletes its data folder. */
  close(): Promise<void>;
}

/**
 * Builds the UI, starts the demo on `127.0.0.1` with a random port and secret and its database
 * and outbox in a new temporary folder (`env` adds or overrides variables), and launches
 * headless Chromium.
 */
export async function openDemoInBrowser(env: Record<string, string> = {}): Promise<DemoInBrowser> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-'));
  let server: SpawnedDemo | undefined;
  let browser: TestBrowser | undefined;
  const close = async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await buildUi();
    server = await spawnDemo({
      PORT: '0',
      HOST: '127.0.0.1',
      PORTCULLIS_DB: join(dataDir, 'auth.db'),
      PORTCULLIS_OUTBOX: join(dataDir, 'outbox.jsonl'),
      PORTCULLIS_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    });
    browser = await launchBrowser();
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    return { server, browser, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * One demo for a test file: opens it ({@link openDemoInBrowser}, `env` as there) in the file's
 * `beforeAll` and closes it in its `afterAll`. Call it at the top of a `describe`; the returned
 * function gives the running demo inside tests.
 */
export function useDemoInBrowser(env: Record<string, string> = {}): () => DemoInBrowser {
  let demo: DemoInBrowser | undefined;
  beforeAll(async () => {
    demo = await openDemoInBrowser(env);
  });
  afterAll(() => demo?.close());
  return () => {
    if (!demo) throw new Error('The demo is not running: its beforeAll failed.');
    return demo;
  };
}

/** Waits until the locator is visible; Playwright's own timeout message names the locator. */
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

/** Who {@link signUpThroughScreen} signs up; `username` only where the test fills that field. */
export interface DemoSignUp {
  name: string;
  email: string;
  password: string;
  username?: string;
}

/**
 * Opens the signed-out page's "Create account" tab, fills the kit's SignUp screen and submits it.
 * Waits for nothing after the click: each test waits for the outcome it expects.
 */
export async function signUpThroughScreen(page: Page, user: DemoSignUp): Promise<void> {
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name', { exact: true }).fill(user.name);
  if (user.username !== undefined) {
    await form.getByLabel('Username', { exact: true }).fill(user.username);
  }
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** The emails in the demo's outbox (`GET /dev/outbox`), oldest first. */
export async function readOutbox(serverURL: string): Promise<OutboxEmail[]> {
  const response = await fetch(`${serverURL}/dev/outbox`);
  return (await response.json()) as OutboxEmail[];
}
