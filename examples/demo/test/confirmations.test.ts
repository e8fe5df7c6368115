/**
 * Confirmations (issue 31, defect 11), in real Chromium: revoking another device's session asks
 * first (Cancel keeps it, Revoke signs it out), and a role change in the members table announces
 * its result with a polite status. Deleting a passkey asks first too: passkeys.test.ts (it needs
 * a virtual authenticator and a localhost origin).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';
import { createOrganizationWith } from './support/join-organization.js';

const tag = randomBytes(3).toString('hex');
const OWNER = {
  name: 'Ada Lovelace',
  email: `ada.${tag}@example.com`,
  password: 'analytical-engine-1843',
};
const MEMBER = {
  name: 'Charles Babbage',
  email: `charles.${tag}@example.com`,
  password: OWNER.password,
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('confirmations (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('asks before revoking a session: Cancel keeps it, Revoke signs that device out', async () => {
    const { page, server } = demo();
    await page.goto(server.url);
    await signUpThroughScreen(page, OWNER);
    await shown(page.getByRole('heading', { name: OWNER.name, level: 1 }));
    // A second session, from a phone.
    const phone = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'user-agent': IPHONE },
      body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
    });
    expect(phone.status).toBe(200);
    await page.reload();
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    const iphone = sessions.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await shown(iphone);

    await iphone.getByRole('button', { name: 'Revoke' }).click();
    const confirm = iphone.getByRole('form', { name: /^Revoke Safari on iOS/ });
    await shown(
      confirm.getByText(/^Sign out Safari on iOS.*\? That device will have to sign in again\.$/),
    );
    // The focus starts on Cancel, so a stray Enter revokes nothing.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Cancel');
    expect(await seriousViolations(page, 'session-revoke-confirm')).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Revoke');
    await page.reload();
    await shown(iphone);
    expect(await sessions.getByRole('listitem').count()).toBe(2);

    await iphone.getByRole('button', { name: 'Revoke' }).click();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await iphone.waitFor({ state: 'detached' });
    await page.reload();
    await shown(sessions.getByText('This device'));
    expect(await sessions.getByRole('listitem').count()).toBe(1);
  });

  it('announces a role change in the members table', async () => {
    const { page, server } = demo();
    await createOrganizationWith(page, server.url, 'Difference Engines', MEMBER);
    await page.reload();
    const role = page.getByRole('combobox', { name: 'Role of Charles Babbage' });
    await shown(role);
    await role.selectOption({ label: 'Admin' });
    await shown(
      page.getByRole('status').filter({ hasText: 'Role updated: Charles Babbage is now Admin.' }),
    );
    expect(await role.inputValue()).toBe('admin');
    expect(await seriousViolations(page, 'member-role-updated')).toEqual([]);
  });
});
