import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';

/** Debian's Chromium: tests and docs screenshots drive the system browser, never a download. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Headless, and no background traffic: this machine's network is closed, and Chromium's own
 * update, sync and QUIC probes would otherwise fail at every start.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium with a throwaway profile; `close()` also deletes the profile. */
export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with a fresh `--user-data-dir` (named after `name`), so no cookie or
 * cache survives from an earlier run or from the machine's own profile. `options` are Playwright's
 * context options (viewport, locale, user agent…); default viewport 1024×720 at scale 1.
 */
export async function launchChromium(
  name: string,
  options: BrowserContextOptions = {},
): Promise<LaunchedChromium> {
  const profileDir = await mkdtemp(join(tmpdir(), `portcullis-${name}-chromium-`));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
