/**
 * The demo's account page (`UserProfile`) and organization page (`OrganizationProfile`) in real
 * Chromium (issue 22): axe-core (WCAG 2.1 A and AA rules) finds no critical or serious violation
 * on either page in the light and the dark theme, and the section links work with the keyboard
 * alone (Tab reaches them, Enter moves focus to the section's heading, Tab continues from
 * there). Screenshots go to test-results/.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { type DemoInBrowser, openDemoInBrowser, shown } from './support/demo-in-browser.js';

const NAME = 'Dorothy Vaughan';
const EMAIL = `dorothy.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'fortran-west-computing-1949';
const ORGANIZATION = 'Langley Computing';

describe('UserProfile and OrganizationProfile in the demo (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
    await page.goto(demo.server.url);
    // Signed up through the API from the page (the sign-in screen has its own tests); the
    // session cookie lands in the browser.
    const status = await page.evaluate(
      async (user) =>
        (
          await fetch('/api/auth/sign-up/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(user),
          })
        ).status,
      { name: NAME, email: EMAIL, password: PASSWORD },
    );
    expect(status).toBe(200);
    await page.reload();
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
  });

  afterAll(() => demo?.close());

  /** The focused element's tag, id and text, e.g. "H2 account-sessions Sessions". */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName} ${element.id} ${element.textContent ?? ''}`.trim() : '';
    });

  /** The critical and serious axe-core violations on the page, in both colour schemes. */
  const violations = (name: string) => seriousViolations(page, name);

  /** Presses Tab until the link `name` of the navigation `nav` has the focus (at most 60 times). */
  const tabTo = async (nav: string, name: string) => {
    const link = page.getByRole('navigation', { name: nav }).getByRole('link', { name });
    for (let i = 0; i < 60; i++) {
      if (await link.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached the "${name}" link`);
  };

  it('account page: every section, no critical or serious axe-core violation in either theme', async () => {
    const nav = page.getByRole('navigation', { name: 'Account sections' });
    await shown(nav);
    for (const section of [
      'Profile',
      'Email',
      'Password',
      'Two-factor authentication',
      'Passkeys',
      'Sessions',
      'Security activity',
      'Danger zone',
    ]) {
      await shown(nav.getByRole('link', { name: section, exact: true }));
      await shown(page.getByRole('region', { name: section, exact: true }));
    }
    await shown(page.getByRole('list', { name: 'Active sessions' }).getByText('This device'));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await violations('account-page')).toEqual([]);
  });

  it('account page: the section links work with the keyboard alone', async () => {
    await page.locator('body').focus();
    await tabTo('Account sections', 'Sessions');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('H2 account-sessions Sessions');
    expect(new URL(page.url()).hash).toBe('#account-sessions');
    // Tab continues from the section (the next control after its heading), not from the top.
    await page.keyboard.press('Tab');
    const afterHeading = await page.evaluate(() => {
      const heading = document.getElementById('account-sessions');
      const element = document.activeElement;
      return Boolean(
        heading &&
          element &&
          heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
          element.closest('.portcullis-profile-sections'),
      );
    });
    expect(afterHeading).toBe(true);
  });

  it('account page: an error shown and the delete confirmation open, no critical or serious violation', async () => {
    const password = page.getByRole('region', { name: 'Password', exact: true });
    const form = password.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password', { exact: true });
    await current.fill('not-the-password-at-all');
    await form.getByLabel('New password', { exact: true }).fill('another-long-passphrase-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    // The server's refusal shows beside the field (or as the form's alert).
    await expect
      .poll(
        async () =>
          (await current.getAttribute('aria-invalid')) === 'true' ||
          (await form.getByRole('alert').count()) > 0,
      )
      .toBe(true);
    const danger = page.getByRole('region', { name: 'Danger zone' });
    await danger.getByRole('button', { name: 'Delete account' }).click();
    await shown(danger.getByRole('form', { name: 'Delete account' }));
    expect(await violations('account-page-states')).toEqual([]);
    await danger.getByRole('button', { name: 'Cancel' }).click();
  });

  it('organization page: every section for the owner, no critical or serious violation', async () => {
    const created = await page.evaluate(async (name) => {
      const response = await fetch('/api/auth/organization/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, slug: `langley-${Date.now()}` }),
      });
      return response.status;
    }, ORGANIZATION);
    expect(created).toBe(200);
    await page.goto(`${demo.server.url}/organizations`);
    await shown(page.getByRole('heading', { name: ORGANIZATION, level: 1 }));
    const nav = page.getByRole('navigation', { name: 'Organization sections' });
    for (const section of ['General', 'Members', 'Invitations', 'Teams', 'Danger zone']) {
      await shown(nav.getByRole('link', { name: section, exact: true }));
    }
    await shown(page.getByRole('table', { name: 'Members' }).getByRole('rowheader'));
    await shown(page.getByRole('button', { name: 'Send invitation' }));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await violations('organization-page')).toEqual([]);
  });

  it('organization page: section links by keyboard, and the leave confirmation with Escape', async () => {
    await page.locator('body').focus();
    await tabTo('Organization sections', 'Danger zone');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('H2 organization-danger Danger zone');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('BUTTON  Leave organization');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('BUTTON  Cancel');
    expect(await violations('organization-leave')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('BUTTON  Leave organization');
  });
});
