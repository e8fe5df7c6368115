/**
 * Issue 31, defect 11 (the invitation page), in real Chromium with two browsers: an invitation
 * opened by another signed-in account has a heading, says it was sent to another address and
 * offers "Sign out and switch account", which leads to the sign-in card on the same page.
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
import { useSecondBrowser } from './support/second-browser.js';

const PASSWORD = 'mercury-orbit-equations-1962';
const OWNER = { name: 'Mary Owner', email: `mary.${randomBytes(4).toString('hex')}@example.com` };
const INVITED = `invited.${randomBytes(4).toString('hex')}@example.com`;
const OTHER = { name: 'Otto Other', email: `otto.${randomBytes(4).toString('hex')}@example.com` };
const ORGANIZATION = 'Langley Flight';

describe('an invitation opened by the wrong account (Chromium, two browsers)', () => {
  const demo = useDemoInBrowser();
  const secondBrowser = useSecondBrowser();

  it('says so under a heading and offers to switch account', async () => {
    const { page: a, server } = demo();
    const b = secondBrowser();
    await a.goto(server.url);
    await signUpThroughScreen(a, { ...OWNER, password: PASSWORD });
    await shown(a.getByRole('heading', { name: OWNER.name, level: 1 }));
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Organizations' })
      .click();
    const create = a.getByRole('region', { name: 'New organization' });
    await create.getByRole('textbox', { name: 'Organization name' }).fill(ORGANIZATION);
    await create.getByRole('button', { name: 'Create organization' }).click();
    await shown(a.getByRole('heading', { name: ORGANIZATION, level: 1 }));
    const invitations = a.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('textbox', { name: 'Email' }).fill(INVITED);
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await shown(
      invitations.getByRole('status').filter({ hasText: `Invitation sent to ${INVITED}.` }),
    );
    let url: string | undefined;
    await expect
      .poll(
        async () => {
          url = (await readOutbox(server.url)).find((email) => email.to === INVITED)?.url;
          return url;
        },
        { timeout: 5000 },
      )
      .toMatch(/\/accept-invitation\/[^/]+$/);

    await b.goto(server.url);
    await signUpThroughScreen(b, { ...OTHER, password: PASSWORD });
    await shown(b.getByRole('heading', { name: OTHER.name, level: 1 }));
    await b.goto(url!);
    await shown(b.getByRole('heading', { name: 'Invitation', level: 1 }));
    await shown(b.getByText('This invitation was sent to another address.'));
    await shown(b.getByText(`You are signed in as ${OTHER.email}.`));
    expect(await seriousViolations(b, 'invitation-wrong-account')).toEqual([]);

    await b.getByRole('button', { name: 'Sign out and switch account' }).click();
    await shown(b.getByRole('form', { name: 'Sign in' }));
    await shown(b.getByText('Sign in with the invited address to answer this invitation.'));
    expect(new URL(b.url()).pathname).toBe(new URL(url!).pathname);
  });
});
