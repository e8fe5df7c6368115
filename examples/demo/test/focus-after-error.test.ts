/**
 * Focus after a failed submit, in real Chromium on the demo's sign-in screen: the submit button
 * is disabled while the request runs, which would drop the focus to <body>; after a wrong
 * password the focus is on the form's alert, whether the user clicked "Sign in" or pressed Enter
 * in the password field, so a keyboard or screen reader user lands on the error.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoInBrowser, openDemoInBrowser, shown } from './support/demo-in-browser.js';

const EMAIL = `mary.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'wind-tunnel-langley-1958';

describe('focus after a failed sign-in (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
    // Signed up from Node, so the browser has no session and shows the sign-in screen.
    const response = await fetch(`${demo.server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: demo.server.url },
      body: JSON.stringify({ name: 'Mary Jackson', email: EMAIL, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
  });

  afterAll(() => demo?.close());

  const signInForm = () => page.getByRole('form', { name: 'Sign in' });

  /** The focused element's role attribute, tag and text, e.g. "alert P Invalid email or password". */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element) return '';
      return `${element.getAttribute('role') ?? ''} ${element.tagName} ${element.textContent ?? ''}`.trim();
    });

  it('moves the focus to the alert after a wrong password, by click and by Enter', async () => {
    await page.goto(demo.server.url);
    await shown(signInForm());
    await signInForm().getByLabel('Email or username', { exact: true }).fill(EMAIL);
    const password = signInForm().getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await signInForm().getByRole('button', { name: 'Sign in' }).click();
    await shown(signInForm().getByRole('alert'));
    await expect.poll(focused).toBe('alert P Invalid email or password');

    // From the keyboard: back to the password field, another wrong one, Enter.
    await password.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('still-not-the-password');
    await page.keyboard.press('Enter');
    // The alert is replaced by the new answer's; the focus lands on it again, not on <body>.
    await expect.poll(focused).toBe('alert P Invalid email or password');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

    // Tab from the alert goes on through the form, as from anywhere in it.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
      .not.toBe('');
  });
});
