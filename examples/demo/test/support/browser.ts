import { type LaunchedChromium, launchChromium } from '../../../../scripts/chromium.js';

/** A headless Chromium with a throwaway profile; `close()` also deletes the profile. */
export type TestBrowser = LaunchedChromium;

/**
 * Launches headless Chromium with a fresh `--user-data-dir`, so no cookie or cache survives from
 * an earlier run or from the machine's own profile.
 */
export const launchBrowser = (): Promise<TestBrowser> => launchChromium('demo');
