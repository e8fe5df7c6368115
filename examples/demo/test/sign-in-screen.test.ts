/**
 * The demo's sign-in tab is the kit's composed `SignIn` screen (issue 22), in real Chromium:
 * axe-core (WCAG 2.1 A and AA rules) finds no critical or serious violation in any of its views
 * (password, error shown, email link, email code, forgot password), switching views moves the
 * focus to the new view's heading, and a user signs in with the keyboard alone (Tab, typing,
 * Enter). Screenshots go to test-results/.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  shown,
  signUpThroughScreen,
} from './support/demo-in-browser.js';

const NAME = 'Dorothy Vaughan';
const EMAIL = `dorothy.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'fortran-ibm-7090-1961';

describe('SignIn screen in the demo (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
    // The user signs up through the demo's SignUp screen, then signs out.
    await page.goto(demo.server.url);
    await signUpThroughScreen(page, { name: NAME, email: EMAIL, password: PASSWORD });
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await shown(signInForm());
  });

  afterAll(() => demo?.close());

  const signInForm = () => page.getByRole('form', { name: 'Sign in' });
  const screen = () => page.getByRole('region', { name: /^Sign in|^Reset your password/ });

  /**
   * The critical and serious WCAG 2.1 A/AA violations axe-core finds in the SignIn screen, in the
   * light and the dark theme (`prefers-color-scheme`).
   */
  const violations = (view: string) =>
    seriousViolations(page, `sign-in-screen-${view}`, {
      include: '.portcullis-screen',
      fullPage: false,
    });

  /** The accessible name of the focused element's tag and text, e.g. "H1 Sign in". */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName} ${element.textContent ?? ''}`.trim() : '';
    });

  it('has no critical or serious axe-core violation in any view, and focus follows the view', async () => {
    await page.goto(demo.server.url);
    await shown(signInForm());
    expect(await violations('password')).toEqual([]);

    // An error shown: a wrong password.
    await signInForm().getByLabel('Email or username', { exact: true }).fill(EMAIL);
    await signInForm().getByLabel('Password', { exact: true }).fill('not-the-password');
    await signInForm().getByRole('button', { name: 'Sign in' }).click();
    await shown(signInForm().getByRole('alert').filter({ hasText: 'Invalid email or password' }));
    expect(await violations('error')).toEqual([]);

    const others = page.getByRole('group', { name: 'or continue with' });
    await others.getByRole('button', { name: 'Sign in with an email link' }).click();
    await shown(page.getByRole('form', { name: 'Email me a sign-in link' }));
    await expect.poll(focused).toBe('H1 Sign in with an email link');
    expect(await violations('magic-link')).toEqual([]);

    await others.getByRole('button', { name: 'Sign in with an email code' }).click();
    const code = page.getByRole('form', { name: 'Sign in with an email code' });
    await shown(code);
    await expect.poll(focused).toBe('H1 Sign in with an email code');
    expect(await violations('email-code')).toEqual([]);
    await code.getByLabel('Email', { exact: true }).fill(EMAIL);
    await code.getByRole('button', { name: 'Email me a code' }).click();
    await shown(code.getByLabel('Code', { exact: true }));
    expect(await violations('email-code-sent')).toEqual([]);

    await others.getByRole('button', { name: 'Sign in with a password' }).click();
    await shown(signInForm());
    await expect.poll(focused).toBe('H1 Sign in');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await shown(forgot);
    await expect.poll(focused).toBe('H1 Reset your password');
    expect(await violations('forgot-password')).toEqual([]);
    await forgot.getByLabel('Email', { exact: true }).fill(EMAIL);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await shown(forgot.getByRole('status').filter({ hasText: 'If an account exists' }));
    expect(await violations('forgot-password-sent')).toEqual([]);

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await shown(signInForm());
    await expect.poll(focused).toBe('H1 Sign in');
    expect(await screen().count()).toBe(1);
  });

  it('signs in with the keyboard alone: Tab to the fields, type, Enter (forgot password and back on the way)', async () => {
    await page.goto(demo.server.url);
    await shown(signInForm());
    const identifier = signInForm().getByLabel('Email or username', { exact: true });
    const isFocused = (locator: typeof identifier) =>
      locator.evaluate((element) => element === document.activeElement);
    let presses = 0;
    while (!(await isFocused(identifier))) {
      expect(presses++, 'Tab reaches the email field').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    expect(await isFocused(signInForm().getByLabel('Password', { exact: true }))).toBe(true);
    await page.keyboard.type(PASSWORD);
    // Tab on to "Forgot password?" and back with Enter alone, then submit from the password field.
    const forgot = page.getByRole('button', { name: 'Forgot password?' });
    while (!(await isFocused(forgot))) {
      expect(presses++, 'Tab reaches "Forgot password?"').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('H1 Reset your password');
    const back = page.getByRole('button', { name: 'Back to sign in' });
    while (!(await isFocused(back))) {
      expect(presses++, 'Tab reaches "Back to sign in"').toBeLessThan(40);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('H1 Sign in');
    await page.keyboard.press('Tab');
    expect(await isFocused(identifier)).toBe(true);
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
  });
});
