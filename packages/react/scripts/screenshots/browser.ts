import { type LaunchedChromium, launchChromium } from '../../../../scripts/chromium.js';

/**
 * A desktop Chrome on macOS, so "This device" in the sessions list reads like a reader's own
 * browser rather than "HeadlessChrome".
 */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/** The address the browser's requests claim to come from (a documentation range, RFC 5737). */
export const DESKTOP_IP = '198.51.100.23';

/** A headless Chromium with a throwaway profile; `close()` also deletes the profile. */
export type ShotBrowser = LaunchedChromium;

/**
 * Launches headless Chromium with a fresh `--user-data-dir` and everything that changes pixels
 * pinned: a 1024×768 viewport at device scale factor 1, light colour scheme, `en-US` and UTC (so
 * dates read the same on every machine).
 */
export const launchShotBrowser = (): Promise<ShotBrowser> =>
  launchChromium('docs', {
    viewport: { width: 1024, height: 768 },
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    userAgent: DESKTOP_USER_AGENT,
    extraHTTPHeaders: { 'x-forwarded-for': DESKTOP_IP },
  });
