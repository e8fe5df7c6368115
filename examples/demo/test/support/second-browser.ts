import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.js';

/**
 * A second Chromium (its own cookies: another person, or another device) for a test file:
 * launched in the file's `beforeAll`, closed in its `afterAll`. Call it at the top of a
 * `describe`, beside `useDemoInBrowser`; the returned function gives its page inside tests.
 */
export function useSecondBrowser(): () => Page {
  let browser: TestBrowser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });
  afterAll(() => browser?.close());
  return () => {
    if (!page) throw new Error('The second browser is not running: its beforeAll failed.');
    return page;
  };
}
