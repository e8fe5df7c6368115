/**
 * Issue 31, defect 4, in real Chromium: a magic link followed a second time lands on the sign-in
 * card saying the link was used or expired (not that a provider failed), with the email-link form
 * open and prefilled, and a new link from it signs in.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import {
  readOutbox,
  shown,
  signUpThroughScreen,
  useDemoInBrowser,
} from './support/demo-in-browser.js';

const USER = {
  name: 'Annie Easley',
  email: `annie.${randomBytes(4).toString('hex')}@example.com`,
  password: 'centaur-upper-stage-1963',
};

describe('a magic link used twice (Chromium)', () => {
  const demo = useDemoInBrowser();

  const magicLinks = async () =>
    (await readOutbox(demo().server.url)).filter(
      (email) => email.type === 'magic-link' && email.to === USER.email,
    );

  it('says the link was used, and sends a new one from a prefilled form', async () => {
    const { page, server } = demo();
    const signedIn = page.getByRole('heading', { name: USER.name, level: 1 });
    const signOut = async () => {
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      await shown(page.getByRole('form', { name: 'Sign in' }));
    };
    await page.goto(server.url);
    await signUpThroughScreen(page, USER);
    await shown(signedIn);
    await signOut();

    await page.getByRole('button', { name: 'Sign in with an email link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email', { exact: true }).fill(USER.email);
    await form.getByRole('button', { name: 'Email me a link' }).click();
    await shown(form.getByRole('status'));
    await expect.poll(async () => (await magicLinks()).length, { timeout: 5000 }).toBe(1);
    const [first] = await magicLinks();
    await page.goto(first!.url);
    await shown(signedIn);
    await signOut();

    await page.goto(first!.url);
    await page.waitForURL((url) => url.searchParams.get('error') === 'INVALID_TOKEN');
    const again = page.getByRole('form', { name: 'Email me a sign-in link' });
    await shown(again.getByRole('alert').filter({ hasText: 'This sign-in link was already used' }));
    expect(await page.getByText('did not complete').count()).toBe(0);
    expect(await page.getByText('INVALID_TOKEN').count()).toBe(0);
    expect(await again.getByLabel('Email', { exact: true }).inputValue()).toBe(USER.email);
    expect(await seriousViolations(page, 'magic-link-used')).toEqual([]);

    await again.getByRole('button', { name: 'Email me a link' }).click();
    await shown(again.getByRole('status'));
    await expect.poll(async () => (await magicLinks()).length, { timeout: 5000 }).toBe(2);
    const [, second] = await magicLinks();
    await page.goto(second!.url);
    await shown(signedIn);
  });
});
