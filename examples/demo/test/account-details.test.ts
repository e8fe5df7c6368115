/**
 * Issue 31, defect 12 (the kit's parts), in real Chromium on one demo: the sessions list and the
 * audit log show IP addresses (the demo server hands Portcullis the connection's address), the
 * audit log names users, a corrected field loses its old error, the reset page keeps no hint
 * after success, and the sign-in card has one heading per view.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../server/mailer.js';
import { seriousViolations } from './support/axe.js';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  readOutbox,
  shown,
  signUpThroughScreen,
} from './support/demo-in-browser.js';

const NAME = 'Dorothy Vaughan';
const EMAIL = `dorothy.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'fortran-ibm-7090-1961';
const NEW_PASSWORD = 'west-area-computing-1943';

describe('account details (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });

  afterAll(() => demo?.close());

  const signedInHeading = () => page.getByRole('heading', { name: NAME, level: 1 });

  /** The newest email of `type` to the user, once there are `count` of them. */
  const nthEmail = async (type: OutboxEmail['type'], count: number) => {
    let found: OutboxEmail[] = [];
    await expect
      .poll(
        async () => {
          found = (await readOutbox(demo.server.url)).filter(
            (email) => email.type === type && email.to === EMAIL,
          );
          return found.length;
        },
        { timeout: 10_000 },
      )
      .toBe(count);
    return found.at(-1)!;
  };

  it('a corrected field loses its error as soon as it is edited (d)', async () => {
    await page.goto(demo.server.url);
    await signUpThroughScreen(page, { name: NAME, email: EMAIL, password: PASSWORD });
    await shown(signedInHeading());
    await page.getByRole('button', { name: 'Sign out' }).click();

    // The same address again: the server's refusal shows beside Email.
    await signUpThroughScreen(page, { name: NAME, email: EMAIL, password: PASSWORD });
    const form = page.getByRole('form', { name: 'Sign up' });
    const email = form.getByLabel('Email', { exact: true });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby'))?.match(/\S+-error/)?.[0];
    expect(errorId).toBeTruthy();
    const error = page.locator(`[id="${errorId}"]`);
    await shown(error);
    const message = (await error.textContent()) ?? '';
    expect(message).not.toBe('');

    await email.press('End');
    await email.pressSequentially('x');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
    expect(await error.count()).toBe(0);
    expect(await form.getByText(message, { exact: true }).count()).toBe(0);
    // The other fields keep their values; signing in again continues the tests.
    await page.getByRole('tab', { name: 'Sign in' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email or username', { exact: true }).fill(EMAIL);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await shown(signedInHeading());
  });

  it('the sessions list shows the IP address (a)', async () => {
    const list = page.getByRole('list', { name: 'Active sessions' });
    await shown(list);
    await shown(list.getByText(/IP address 127\.0\.0\.1/));
    expect(await seriousViolations(page, 'account-details-sessions')).toEqual([]);
  });

  it('the audit log shows the IP address of each event (a)', async () => {
    // The first user to sign up is the demo's admin.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' })
      .click();
    const table = page.getByRole('table', { name: 'Audit log' });
    await shown(table);
    const cells = table.locator('td.portcullis-audit-ip');
    await expect.poll(() => cells.count()).toBeGreaterThan(0);
    const addresses = await cells.allTextContents();
    expect(addresses.filter((address) => address === '—')).toEqual([]);
    expect(addresses).toContain('127.0.0.1');
  });

  it('the audit log names users instead of showing their ids (b)', async () => {
    const table = page.getByRole('table', { name: 'Audit log' });
    await shown(table.getByRole('cell', { name: NAME }).first());
    const cell = table.getByRole('cell', { name: NAME }).first();
    expect(await cell.locator('[title]').first().getAttribute('title')).toContain(EMAIL);
    expect(await cell.locator('code.portcullis-id').count()).toBe(0);
    expect(await seriousViolations(page, 'account-details-audit-log')).toEqual([]);
  });

  it('the reset page keeps only the message and a sign-in link after success (e)', async () => {
    await page.goto(demo.server.url);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await forgot.getByLabel('Email', { exact: true }).fill(EMAIL);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    const email = await nthEmail('reset-password', 1);
    await page.goto(email.url);
    const reset = page.getByRole('form', { name: 'Reset password' });
    await shown(reset);
    await shown(page.getByText('It must be at least 8 characters long.'));
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'Your password has been reset' }));
    expect(await page.getByText(/at least 8 characters/i).count()).toBe(0);
    await shown(page.getByRole('link', { name: 'Sign in' }));
    expect(await page.getByRole('link', { name: 'Back to sign in' }).count()).toBe(0);
    expect(await seriousViolations(page, 'account-details-reset-done')).toEqual([]);
  });

  it('the sign-in card has one heading per view, and no Forgot password tab (f)', async () => {
    await page.goto(demo.server.url);
    const card = page.getByRole('region', { name: 'Welcome' });
    await shown(card.getByRole('form', { name: 'Sign in' }));
    expect(await card.getByRole('heading').allTextContents()).toEqual(['Sign in']);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Sign in']);
    expect(await card.getByRole('tab').allTextContents()).toEqual(['Sign in', 'Create account']);
    expect(await card.getByText('Welcome', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page, 'account-details-sign-in-card')).toEqual([]);

    await card.getByRole('button', { name: 'Forgot password?' }).click();
    await shown(card.getByRole('form', { name: 'Forgot password' }));
    expect(await card.getByRole('heading').allTextContents()).toEqual(['Reset your password']);
    await card.getByRole('tab', { name: 'Create account' }).click();
    await shown(card.getByRole('form', { name: 'Sign up' }));
    expect(await card.getByRole('heading').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});
