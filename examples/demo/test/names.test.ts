/**
 * Names in real Chromium (issue 31, defects 5 and 6): a user who signs up by magic link has no
 * name, so the account page asks "What should we call you?" (a blank answer is refused, the
 * address heads the page meanwhile); a name with an emoji gives the same well-formed initials in
 * the header and on the account card; the profile form refuses a name of only spaces.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  readOutbox,
  shown,
} from './support/demo-in-browser.js';

const EMAIL = `zoe.${randomBytes(4).toString('hex')}@example.com`;
const NAME = 'Zoë 🚀';

/** Whether a string is well-formed UTF-16 with no lone combining mark at its start. */
const wellFormed = (text: string) => !/\p{Cs}/u.test(text) && !/^\p{M}/u.test(text);

describe('names and initials (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });

  afterAll(() => demo?.close());

  const prompt = () => page.getByRole('form', { name: 'What should we call you?' });

  it('asks a magic-link newcomer for a name, refusing a blank one', async () => {
    await page.goto(demo.server.url);
    await page.getByRole('button', { name: 'Sign in with an email link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByRole('button', { name: 'Email me a link' }).click();
    await shown(form.getByRole('status'));
    await expect
      .poll(async () => (await readOutbox(demo.server.url)).some((e) => e.to === EMAIL), {
        timeout: 5000,
      })
      .toBe(true);
    const link = (await readOutbox(demo.server.url)).find((e) => e.to === EMAIL);
    await page.goto(link?.url ?? '');

    // No name yet: the address heads the page instead of an empty heading.
    await shown(page.getByRole('heading', { name: EMAIL, level: 1 }));
    await shown(prompt());
    expect(await seriousViolations(page, 'name-prompt')).toEqual([]);

    await prompt().getByLabel('Name').fill('    ');
    await prompt().getByRole('button', { name: 'Save' }).click();
    await shown(prompt().getByText('Enter a name, or skip for now.'));
    expect(await prompt().getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

    await prompt().getByLabel('Name').fill(` ${NAME} `);
    await prompt().getByRole('button', { name: 'Save' }).click();
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
    expect(await prompt().count()).toBe(0);
  });

  it('shows the same well-formed initials in the header and on the account card', async () => {
    const header = page.getByRole('banner').getByRole('button', { name: NAME, exact: true });
    await shown(header);
    const headerInitials = await header.locator('[aria-hidden="true"]').first().textContent();
    const cardInitials = await page.locator('.account-header .avatar').textContent();
    expect(headerInitials).toBe('Z');
    expect(cardInitials).toBe('Z');
    expect(wellFormed(headerInitials ?? '')).toBe(true);
    expect(wellFormed(cardInitials ?? '')).toBe(true);
  });

  it('refuses a name of only spaces in the profile form', async () => {
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Name', { exact: true }).fill('   ');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await shown(profile.getByText('Enter your name.'));
    expect(await profile.getByRole('status').count()).toBe(0);
    await page.reload();
    await shown(page.getByRole('heading', { name: NAME, level: 1 }));
  });
});
