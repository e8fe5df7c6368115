import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium: the screenshots come from the system browser, not a downloaded one. */
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

/**
 * A desktop Chrome on macOS, so "This device" in the sessions list reads like a reader's own
 * browser rather than "HeadlessChrome".
 */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/** The address the browser's requests claim to come from (a documentation range, RFC 5737). */
export const DESKTOP_IP = '198.51.100.23';

/** A headless Chromium with a throwaway profile; `close()` also deletes the profile. */
export interface ShotBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with a fresh `--user-data-dir` and everything that changes pixels
 * pinned: a 1024×768 viewport at device scale factor 1, light colour scheme, `en-US` and UTC (so
 * dates read the same on every machine).
 */
export async function launchShotBrowser(): Promise<ShotBrowser> {
  const profileDir = await mkdtemp(join(tmpdir(), 'portcullis-docs-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    userAgent: DESKTOP_USER_AGENT,
    extraHTTPHeaders: { 'x-forwarded-for': DESKTOP_IP },
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}
