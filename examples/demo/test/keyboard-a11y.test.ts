/**
 * Keyboard-only use of the demo in real Chromium (issue 22): Tab walks every control of the
 * sign-in screen once, in the order they are on the page; Escape closes the UserButton menu and
 * every confirmation step the account, organization and admin pages open (delete account,
 * delete organization, ban a user), each time returning focus to the button that opened it.
 * The UserButton's arrow keys and the section links are in user-button and
 * profile-screens.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shown, useDemoInBrowser } from './support/demo-in-browser.js';

const NAME = 'Annie Easley';
const EMAIL = `annie.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'centaur-upper-stage-1963';
const OTHER = `someone.${randomBytes(4).toString('hex')}@example.com`;

describe('keyboard only (Chromium)', () => {
  const demo = useDemoInBrowser();
  let page: Page;
  let url: string;

  beforeAll(() => {
    page = demo().page;
    url = demo().server.url;
  });

  /** Whether the locator's element has the focus. */
  const isFocused = (locator: Locator) =>
    locator.evaluate((element) => element === document.activeElement);

  /** A POST to the demo's auth API from the page, with its session cookie. */
  const postFromPage = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) =>
        (
          await fetch(`/api/auth${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { path, body },
    );

  /**
   * Presses Tab until `opener` has the focus, Enter to open what it opens, checks `opened` shows,
   * then Escape: `opened` goes away and the focus is back on `opener`.
   */
  const escapeReturnsFocus = async (opener: Locator, opened: Locator) => {
    await page.locator('body').focus();
    for (let presses = 0; !(await isFocused(opener)); presses++) {
      expect(presses, 'Tab reaches the opener').toBeLessThan(80);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await shown(opened);
    // The focus moved into what opened: Escape is pressed where the user now is.
    await expect
      .poll(() => opened.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => isFocused(opener)).toBe(true);
  };

  it('Tab reaches every control of the sign-in screen once, in page order', async () => {
    await page.goto(url);
    const screen = page.locator('.portcullis-screen');
    await shown(screen.getByRole('form', { name: 'Sign in' }));
    /** Every control a keyboard user can reach in the screen, in document order. */
    const controls = await screen.evaluate((root) => {
      const selector = 'a[href], button, input, select, textarea, [tabindex]';
      return [...root.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (element) =>
            element.tabIndex >= 0 &&
            !(element as HTMLButtonElement).disabled &&
            element.getClientRects().length > 0 &&
            getComputedStyle(element).visibility !== 'hidden',
        )
        .map((element, index) => {
          element.dataset.tabIndexInScreen = String(index);
          return `${element.tagName} ${element.getAttribute('type') ?? ''} ${element.textContent?.trim() || element.getAttribute('aria-label') || element.getAttribute('name') || ''}`.trim();
        });
    });
    expect(controls.length).toBeGreaterThanOrEqual(8);

    await page.locator('body').focus();
    const reached: string[] = [];
    let left = false;
    for (let presses = 0; presses < 80 && !left; presses++) {
      await page.keyboard.press('Tab');
      const index = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        return element.closest('.portcullis-screen')
          ? Number(element.dataset.tabIndexInScreen ?? -1)
          : null;
      });
      if (index === null) left = reached.length > 0;
      else reached.push(index < 0 ? 'an unlisted control' : controls[index]!);
    }
    expect(left, 'Tab leaves the screen after its last control').toBe(true);
    expect(reached).toEqual(controls);
  });

  it('Escape closes the UserButton menu opened with Enter, and focus returns to the button', async () => {
    await page.evaluate(
      async (user) =>
        fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(user),
        }),
      { name: NAME, email: EMAIL, password: PASSWORD },
    );
    await page.goto(url);
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
    await escapeReturnsFocus(
      page.getByRole('banner').getByRole('button', { name: NAME, exact: true }),
      page.getByRole('menu', { name: NAME }),
    );
  });

  it('Escape closes the account page’s delete confirmation', async () => {
    const danger = page.getByRole('region', { name: 'Danger zone' });
    await escapeReturnsFocus(
      danger.getByRole('button', { name: 'Delete account' }),
      danger.getByRole('form', { name: 'Delete account' }),
    );
  });

  it('Escape closes the organization’s delete confirmation', async () => {
    const status = await postFromPage('/organization/create', {
      name: 'Lewis Research Center',
      slug: `lewis-${randomBytes(3).toString('hex')}`,
    });
    expect(status).toBe(200);
    await page.goto(`${url}/organizations`);
    await shown(page.getByRole('heading', { name: 'Lewis Research Center', level: 1 }));
    const opener = page.getByRole('button', { name: 'Delete organization' });
    await shown(opener);
    await escapeReturnsFocus(
      opener,
      page.getByRole('group', { name: /^Delete Lewis Research Center\?/ }),
    );
  });

  it('Escape closes the admin area’s ban step', async () => {
    const status = await page.evaluate(
      async (email) =>
        (
          await fetch('/api/auth/admin/create-user', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, name: 'Someone Else', password: 'a-long-password-1' }),
          })
        ).status,
      OTHER,
    );
    expect(status).toBe(200);
    await page.goto(`${url}/admin`);
    // The users table's row: the audit log below names them too.
    const row = page
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: 'Someone Else' });
    await shown(row);
    const manage = row.getByRole('button', { name: 'Manage' });
    await manage.click();
    const ban = page.getByRole('button', { name: 'Ban', exact: true });
    await shown(ban);
    await escapeReturnsFocus(ban, page.getByRole('form', { name: 'Ban Someone Else' }));
  });
});
