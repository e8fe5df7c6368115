import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium; the test uses the system browser rather than a downloaded one. */
const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
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
export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with a fresh `--user-data-dir`, so no cookie or cache survives from
 * an earlier run or from the machine's own profile.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const profileDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
