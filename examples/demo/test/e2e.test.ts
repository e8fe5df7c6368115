import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { buildUi } from './support/build-ui.js';
import { DEMO_DIR } from './support/paths.js';
import { type SpawnedDemo, spawnDemo } from './support/spawn-demo.js';

const SCREENSHOTS = join(DEMO_DIR, 'test-results');
const NAME = 'Ada Lovelace';
const EMAIL = `ada.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'analytical-engine-1843';

/** Waits until the locator is visible; Playwright's own timeout message names the locator. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

describe('demo end to end (Chromium)', () => {
  let dataDir: string;
  let server: SpawnedDemo;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-'));
    await buildUi();
    server = await spawnDemo({
      PORT: '0',
      HOST: '127.0.0.1',
      PORTCULLIS_DB: join(dataDir, 'auth.db'),
      PORTCULLIS_OUTBOX: join(dataDir, 'outbox.jsonl'),
      PORTCULLIS_SECRET: randomBytes(32).toString('base64url'),
    });
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const signedInHeading = () => page.getByRole('heading', { name: NAME });
  const signInForm = () => page.getByRole('form', { name: 'Sign in' });

  it('signs up and lands on the signed-in card', async () => {
    await page.goto(server.url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill(NAME);
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();

    await shown(signedInHeading());
    await shown(page.getByText(EMAIL));
    await shown(page.getByText('Session expires'));
    await page.screenshot({ path: join(SCREENSHOTS, 'signed-in.png'), fullPage: true });
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await shown(signedInHeading());
  });

  it('signs out and shows the forms again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await shown(signInForm());
    expect(await signedInHeading().count()).toBe(0);
  });

  it('signs in again with the same credentials', async () => {
    const form = signInForm();
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(signedInHeading());
  });

  it('rejects a wrong password with "Invalid email or password"', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    const form = signInForm();
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-wrong`);
    await form.getByRole('button', { name: 'Sign in' }).click();

    await shown(form.getByRole('alert').filter({ hasText: 'Invalid email or password' }));
    expect(await signedInHeading().count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'sign-in-error.png'), fullPage: true });
  });

  it('serves the dev outbox as JSON', async () => {
    const response = await fetch(`${server.url}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  });
});
