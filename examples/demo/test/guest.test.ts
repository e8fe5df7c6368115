/**
 * Guests in the demo (issue 32, `anonymous()`), in real Chromium: "Continue as guest" on the
 * sign-in tab, the guest's home (the upgrade prompt and the sign-up tab) and the UserButton
 * menu for a guest, each without a critical or serious axe-core violation (both themes); then
 * signing up from the guest session ends on the new account's page.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { type DemoInBrowser, openDemoInBrowser, shown } from './support/demo-in-browser.js';

const NAME = 'Katherine Johnson';
const EMAIL = `katherine.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'trajectory-friendship-7-1962';
const NOTICE = "You're browsing as a guest: create an account to keep your data.";

describe('guests in the demo (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });
  afterAll(() => demo?.close());

  const violations = (name: string) => seriousViolations(page, `guest-${name}`);

  it('continues as a guest, prompts for an account, and links it on sign-up', async () => {
    await page.goto(demo.server.url);
    const guestButton = page.getByRole('button', { name: 'Continue as guest' });
    await shown(guestButton);
    await guestButton.click();

    await shown(page.getByText(NOTICE).first());
    await shown(page.getByRole('form', { name: 'Sign up' }));
    expect(await violations('home')).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Guest', exact: true }).click();
    await shown(page.getByRole('menuitem', { name: 'Create an account' }));
    expect(await violations('user-button')).toEqual([]);
    await page.keyboard.press('Escape');

    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill(NAME);
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
    expect(await page.getByText(NOTICE).count()).toBe(0);
  });
});
