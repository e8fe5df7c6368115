/**
 * The demo's header `UserButton` (issue 22) in real Chromium: axe-core (WCAG 2.1 A and AA rules)
 * finds no violation in the open menu (its account switcher included, issue 32), in the light and the dark theme; the menu works with the
 * keyboard alone (ArrowDown opens it on its first item, the arrows move, Escape closes it onto
 * the button, Enter on "Sign out" signs out). Screenshots go to test-results/.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WCAG_21_AA } from './support/axe.js';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  shown,
  signUpThroughScreen,
} from './support/demo-in-browser.js';
import { DEMO_DIR } from './support/paths.js';

const SCREENSHOTS = join(DEMO_DIR, 'test-results');
const NAME = 'Katherine Johnson';
const EMAIL = `katherine.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'friendship-7-orbit-1962';

describe('UserButton in the demo header (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
    await page.goto(demo.server.url);
    await signUpThroughScreen(page, { name: NAME, email: EMAIL, password: PASSWORD });
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
  });

  afterAll(() => demo?.close());

  const trigger = () => page.getByRole('banner').getByRole('button', { name: NAME, exact: true });
  const menu = () => page.getByRole('menu', { name: NAME });
  /** The focused element's tag and text, e.g. "BUTTON Sign out". */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName} ${element.textContent ?? ''}`.trim() : '';
    });

  it('opens with the keyboard and passes axe-core in both themes', async () => {
    await shown(trigger());
    await trigger().focus();
    expect(await trigger().getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await shown(menu());
    expect(await trigger().getAttribute('aria-expanded')).toBe('true');
    expect(await focused()).toBe('BUTTON Manage account');
    await shown(page.getByRole('group', { name: 'Organization' }));
    // multiSession(): the browser's accounts (one here) and "Add account", checked by axe too.
    await shown(page.getByRole('group', { name: 'Accounts' }));
    await shown(page.getByRole('menuitemradio', { name: new RegExp(NAME) }));
    await expect(page.locator('.portcullis-user-button-popover').textContent()).resolves.toContain(
      EMAIL,
    );

    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: join(SCREENSHOTS, `user-button-menu-${colorScheme}.png`) });
      const results = await new AxeBuilder({ page })
        .include('.portcullis-user-button')
        .withTags(WCAG_21_AA)
        .analyze();
      expect(results.passes.length, 'axe-core checked something').toBeGreaterThan(0);
      found.push(
        ...results.violations.map(
          (violation) =>
            `${colorScheme}: ${violation.id} (${violation.nodes.length}) ${violation.help}`,
        ),
      );
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(found).toEqual([]);
  });

  it('moves with the arrows, closes with Escape onto the button, and signs out with Enter', async () => {
    if (!(await menu().isVisible())) {
      await trigger().focus();
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('BUTTON Personal account');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('BUTTON Sign out');
    await page.keyboard.press('Escape');
    await menu().waitFor({ state: 'hidden' });
    expect(await focused()).toBe(`BUTTON ${initials(NAME)}${NAME}`);

    await page.keyboard.press('Enter');
    await shown(menu());
    await page.keyboard.press('End');
    expect(await focused()).toBe('BUTTON Sign out');
    await page.keyboard.press('Enter');
    await shown(page.getByRole('form', { name: 'Sign in' }));
    expect(await trigger().count()).toBe(0);
  });
});

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');
