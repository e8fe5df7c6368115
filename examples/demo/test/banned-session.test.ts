/**
 * Issue 31, defect 9, in real Chromium with two browsers: an admin bans a user whose page is
 * open; the user's next action (with the cookie cache still vouching for the session) lands on
 * the sign-in screen saying they were signed out, not on a bare "Unauthorized".
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';
import { useSecondBrowser } from './support/second-browser.js';

const PASSWORD = 'ballistic-trajectory-1961';
const ADMIN = { name: 'Ada Admin', email: `ada.${randomBytes(4).toString('hex')}@example.com` };
const MEMBER = {
  name: 'Katherine Member',
  email: `katherine.${randomBytes(4).toString('hex')}@example.com`,
};

describe('a banned user’s open page (Chromium, two browsers)', () => {
  // No PORTCULLIS_ADMIN_EMAILS: the first user to sign up is the admin.
  const demo = useDemoInBrowser();
  const secondBrowser = useSecondBrowser();

  it('shows the signed-out screen with the reason at the next action', async () => {
    const { page: a, server } = demo();
    const b = secondBrowser();
    await a.goto(server.url);
    await signUpThroughScreen(a, { ...ADMIN, password: PASSWORD });
    await shown(a.getByRole('heading', { name: ADMIN.name, level: 1 }));
    await b.goto(server.url);
    await signUpThroughScreen(b, { ...MEMBER, password: PASSWORD });
    await shown(b.getByRole('heading', { name: MEMBER.name, level: 1 }));

    await a.goto(`${server.url}/admin`);
    const row = a.getByRole('table', { name: 'Users' }).getByRole('row').filter({
      hasText: MEMBER.name,
    });
    await shown(row);
    await row.getByRole('button', { name: 'Manage' }).click();
    await a
      .getByRole('group', { name: `Actions for ${MEMBER.name}` })
      .getByRole('button', { name: 'Ban', exact: true })
      .click();
    const ban = a.getByRole('form', { name: `Ban ${MEMBER.name}` });
    // The dialog tells the truth about the open tabs and the cookie cache.
    await shown(ban.getByText(/an open tab notices at its next request/));
    expect(await ban.getByText(/signed out on every device/).count()).toBe(0);
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await shown(a.getByRole('status').filter({ hasText: `${MEMBER.name} is banned.` }));

    // The member's page still shows them signed in (the cookie cache); their next action:
    const profile = b.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Name', { exact: true }).fill('Katherine G. Member');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    const signIn = b.getByRole('region', { name: 'Welcome' });
    await shown(signIn.getByRole('alert').filter({ hasText: 'You have been signed out' }));
    expect(await b.getByText('Unauthorized').count()).toBe(0);
    expect(await b.getByRole('heading', { name: MEMBER.name }).count()).toBe(0);
    expect(await seriousViolations(b, 'session-ended')).toEqual([]);

    // The session cookies are gone too: a reload stays signed out.
    await b.reload();
    await shown(b.getByRole('form', { name: 'Sign in' }));
    expect(await b.getByRole('heading', { name: MEMBER.name }).count()).toBe(0);
  });
});
