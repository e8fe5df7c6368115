/**
 * Issue 31, defect 3, in real Chromium: a new session has no active organization (as in Better
 * Auth 1.2.7), yet the Organizations page lists the user's organizations, marks none active and
 * opens one on "Open".
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';

const USER = {
  name: 'Dorothy Vaughan',
  email: `dorothy.${randomBytes(4).toString('hex')}@example.com`,
  password: 'fortran-west-computing-1949',
};
const ORGANIZATION = 'West Computing';

describe('the Organizations page after signing in again (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('lists the organization the user owns in a new session, and opens it', async () => {
    const { page, server } = demo();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(server.url);
    await signUpThroughScreen(page, USER);
    await shown(page.getByRole('heading', { name: USER.name, level: 1 }));
    await nav.getByRole('link', { name: 'Organizations' }).click();
    const create = page.getByRole('region', { name: 'New organization' });
    await create.getByRole('textbox', { name: 'Organization name' }).fill(ORGANIZATION);
    await create.getByRole('button', { name: 'Create organization' }).click();
    await shown(page.getByRole('heading', { name: ORGANIZATION, level: 1 }));

    await nav.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await shown(signIn);
    await signIn.getByLabel('Email or username', { exact: true }).fill(USER.email);
    await signIn.getByLabel('Password', { exact: true }).fill(USER.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('heading', { name: USER.name, level: 1 }));

    await nav.getByRole('link', { name: 'Organizations' }).click();
    const list = page.getByRole('list', { name: 'Your organizations' });
    const item = list.getByRole('listitem').filter({ hasText: ORGANIZATION });
    await shown(item);
    expect(await seriousViolations(page, 'organization-list')).toEqual([]);
    await item.getByRole('button', { name: `Open ${ORGANIZATION}` }).click();
    await shown(page.getByRole('heading', { name: ORGANIZATION, level: 1 }));
    // Now the active one, and marked so in the list.
    await shown(item.getByText('Active', { exact: true }));
    expect(await item.getByRole('button', { name: `Open ${ORGANIZATION}` }).count()).toBe(0);
  });
});
