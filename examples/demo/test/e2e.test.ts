import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailType, OutboxEmail } from '../server/mailer.js';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { type DemoInBrowser, openDemoInBrowser, shown } from './support/demo-in-browser.js';
import { DEMO_DIR } from './support/paths.js';
import { type SpawnedDemo, spawnDemo } from './support/spawn-demo.js';

const SCREENSHOTS = join(DEMO_DIR, 'test-results');
const NAME = 'Ada Lovelace';
const USERNAME = `Ada.${randomBytes(3).toString('hex')}`;
const EMAIL = `ada.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'analytical-engine-1843';
const NEW_PASSWORD = 'difference-engine-1822';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('demo end to end (Chromium)', () => {
  let demo: DemoInBrowser | undefined;
  let server: SpawnedDemo;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    // Social sign-in against the demo's own fake provider: no network, no credentials.
    demo = await openDemoInBrowser({ PORTCULLIS_DEMO_FAKE_PROVIDER: '1' });
    ({ server, browser, page } = demo);
  });

  afterAll(() => demo?.close());

  const screenshot = (name: string) =>
    page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const signedInHeading = () => page.getByRole('heading', { name: NAME, level: 1 });
  const signInForm = () => page.getByRole('form', { name: 'Sign in' });

  /** Emails go out after the response: wait until the outbox holds `count` of `type`. */
  const waitForEmails = async (type: EmailType, count: number) => {
    const read = async () => {
      const response = await fetch(`${server.url}/dev/outbox`);
      const emails = (await response.json()) as OutboxEmail[];
      return emails.filter((email) => email.type === type && email.to === EMAIL);
    };
    await expect.poll(async () => (await read()).length, { timeout: 5000 }).toBe(count);
  };

  /** Opens the outbox from the footer link and clicks the link of the newest `subject` email. */
  const followEmailLink = async (subject: string) => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Outbox' }).click();
    const email = page.getByRole('article', { name: subject }).first();
    await shown(email);
    await email.getByRole('link').click();
  };

  const signIn = async (identifier: string, password: string) => {
    const form = signInForm();
    await form.getByLabel('Email or username', { exact: true }).fill(identifier);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  };

  it('keeps each tab label on one line on a 390 px wide phone', async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    try {
      await phone.goto(server.url);
      const tablist = phone.getByRole('tablist', { name: 'Account' });
      await shown(tablist);
      const layout = await tablist.evaluate((list) => {
        const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
        return {
          pageWidth: document.documentElement.scrollWidth,
          listOverflow: list.scrollWidth - list.clientWidth,
          tabs: tabs.map((tab) => {
            const range = document.createRange();
            range.selectNodeContents(tab);
            const style = getComputedStyle(tab);
            const box = tab.getBoundingClientRect();
            return {
              label: tab.textContent,
              // One line box per distinct top: a wrapped label has two.
              lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
              height: box.height,
              oneLine:
                Number.parseFloat(style.lineHeight) +
                Number.parseFloat(style.paddingTop) +
                Number.parseFloat(style.paddingBottom),
              top: box.top,
            };
          }),
        };
      });
      await phone.screenshot({ path: join(SCREENSHOTS, 'tabs-390px.png') });
      expect(layout.tabs.map((tab) => tab.label)).toEqual(['Sign in', 'Create account']);
      for (const tab of layout.tabs) {
        expect(tab.lines, `"${tab.label}" wraps`).toBe(1);
        expect(tab.height, `"${tab.label}" is taller than one line`).toBeCloseTo(tab.oneLine, 0);
        expect(tab.top, 'the tabs sit in one row').toBe(layout.tabs[0]!.top);
      }
      // The page never scrolls sideways; at 390 px the labels fit whole, no scrolling (the
      // list's sideways scroll is for longer translations).
      expect(layout.pageWidth).toBeLessThanOrEqual(390);
      expect(layout.listOverflow, 'the tab list overflows').toBeLessThanOrEqual(0);

      // The last tab is reachable, and shown whole once chosen.
      const last = phone.getByRole('tab', { name: 'Create account' });
      await last.click();
      await shown(phone.getByRole('form', { name: 'Sign up' }));
      await expect
        .poll(async () => {
          const [tab, list] = [await last.boundingBox(), await tablist.boundingBox()];
          return tab && list ? tab.x + tab.width <= list.x + list.width + 0.5 : false;
        })
        .toBe(true);
      await phone.screenshot({ path: join(SCREENSHOTS, 'tabs-390px-sign-up.png') });
    } finally {
      await phone.close();
    }
  });

  it('signs up with a username and lands on the account page', async () => {
    await page.goto(server.url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill(NAME);
    await form.getByLabel('Username', { exact: true }).fill(USERNAME);
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot('sign-up');
    await form.getByRole('button', { name: 'Create account' }).click();

    await shown(signedInHeading());
    await shown(page.getByText(`@${USERNAME}`));
    for (const section of ['Profile', 'Email', 'Password', 'Sessions', 'Danger zone']) {
      await shown(page.getByRole('region', { name: section }));
    }
    await shown(page.getByRole('list', { name: 'Active sessions' }).getByText('This device'));
    await screenshot('account');
  });

  it('shows the verification email in the outbox, and its link verifies the address', async () => {
    await waitForEmails('verify-email', 1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Outbox' }).click();
    const email = page.getByRole('article', { name: 'Verify your email address' });
    await shown(email);
    await shown(email.getByText(`To ${EMAIL}`));
    await screenshot('outbox');

    await email.getByRole('link').click();
    await page.waitForURL(`${server.url}/`);
    await shown(page.getByRole('region', { name: 'Email' }).getByText('Verified', { exact: true }));
  });

  it('lists another device after a reload, and revokes it', async () => {
    // A second device: sign in from Node as an iPhone would.
    const phone = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'user-agent': IPHONE },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(phone.status).toBe(200);

    await page.reload();
    await shown(signedInHeading());
    const sessions = page.getByRole('region', { name: 'Sessions' });
    const iphone = sessions.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await shown(iphone);
    await sessions.screenshot({ path: join(SCREENSHOTS, 'sessions.png') });
    await iphone.getByRole('button', { name: 'Revoke' }).click();
    // Revoking asks first (confirmations.test.ts covers Cancel).
    await iphone
      .getByRole('form', { name: /^Revoke Safari on iOS/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await iphone.waitFor({ state: 'detached' });
    expect(await sessions.getByRole('listitem').count()).toBe(1);
  });

  it('signs in by username', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(USERNAME.toUpperCase(), PASSWORD);
    await shown(signedInHeading());
  });

  it('resets a forgotten password through the outbox link', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await forgot.getByLabel('Email', { exact: true }).fill(EMAIL);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await shown(forgot.getByRole('status').filter({ hasText: 'If an account exists' }));
    await screenshot('forgot-password');

    await waitForEmails('reset-password', 1);
    await followEmailLink('Reset your password');
    await page.waitForURL(/\/reset-password\?token=[A-Za-z0-9]{24}$/);
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'Your password has been reset' }));
    await screenshot('reset-password');
  });

  it('refuses the old password and accepts the new one', async () => {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(EMAIL, PASSWORD);
    await shown(signInForm().getByRole('alert').filter({ hasText: 'Invalid email or password' }));
    expect(await signedInHeading().count()).toBe(0);
    await screenshot('sign-in-error');

    await signIn(EMAIL, NEW_PASSWORD);
    await shown(signedInHeading());
  });

  it('explains a reset link that was already used', async () => {
    await followEmailLink('Reset your password');
    await page.waitForURL(/\/reset-password\?error=INVALID_TOKEN$/);
    await shown(page.getByRole('alert').filter({ hasText: 'invalid or has expired' }));
  });

  it('renders the account page in dark mode', async () => {
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await shown(signedInHeading());
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot('account-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('links the Demo Provider to the account, then unlinks it', async () => {
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    const list = linked.getByRole('list', { name: 'Linked accounts' });
    const demoProvider = list.getByRole('listitem').filter({ hasText: 'Demo Provider' });
    await linked.getByRole('button', { name: 'Link Demo Provider' }).click();
    // Out to the provider and back to this page, which now lists both ways in.
    await shown(demoProvider);
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await linked.getByRole('button', { name: 'Link Demo Provider' }).count()).toBe(0);

    await demoProvider.getByRole('button', { name: 'Unlink' }).click();
    await shown(linked.getByRole('status').filter({ hasText: 'Demo Provider unlinked.' }));
    expect(await list.getByRole('listitem').count()).toBe(1);
    await shown(linked.getByRole('button', { name: 'Link Demo Provider' }));
  });

  it('deletes the account with its password and the emailed confirmation link', async () => {
    const danger = page.getByRole('region', { name: 'Danger zone' });
    await danger.getByRole('button', { name: 'Delete account' }).click();
    const confirm = danger.getByRole('form', { name: 'Delete account' });
    await confirm.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await danger.screenshot({ path: join(SCREENSHOTS, 'delete-account.png') });
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    // The demo confirms deletions by email (sendDeleteAccountVerification): the password is
    // checked, then the link is sent, and nothing is deleted until it is followed.
    await shown(danger.getByRole('status').filter({ hasText: 'Check your email' }));
    await waitForEmails('delete-account', 1);
    await followEmailLink('Confirm deleting your account');

    await shown(signInForm());
    await signIn(EMAIL, NEW_PASSWORD);
    await shown(signInForm().getByRole('alert').filter({ hasText: 'Invalid email or password' }));
  });

  it('explains a failed provider sign-in that lands on /sign-in', async () => {
    await page.goto(`${server.url}/sign-in?error=access_denied`);
    const notice = page.getByRole('alert').filter({ hasText: 'cancelled at the provider' });
    await shown(notice);
    await shown(notice.getByText('access_denied'));
    await shown(page.getByRole('button', { name: 'Continue with Demo Provider' }));
    await screenshot('sign-in-social-error');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('signs up with the Demo Provider and lists the linked account', async () => {
    await screenshot('sign-in-social');
    await page.getByRole('button', { name: 'Continue with Demo Provider' }).click();
    // Out to /dev/fake-oauth/authorize, back through /api/auth/callback/fake, home.
    await shown(page.getByRole('heading', { name: 'Demo User', level: 1 }));
    expect(new URL(page.url()).pathname).toBe('/');

    const linked = page.getByRole('region', { name: 'Linked accounts' });
    const list = linked.getByRole('list', { name: 'Linked accounts' });
    await shown(list.getByRole('listitem').filter({ hasText: 'Demo Provider' }));
    expect(await list.getByRole('listitem').count()).toBe(1);
    await shown(page.getByRole('region', { name: 'Password' }).getByText('no password to change'));
    await linked.screenshot({ path: join(SCREENSHOTS, 'linked-accounts.png') });
    await screenshot('social-account');
  });

  it('refuses to unlink the last account, in the UI and on the server', async () => {
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    const unlink = linked.getByRole('button', { name: 'Unlink' });
    expect(await unlink.getAttribute('aria-disabled')).toBe('true');
    await shown(linked.getByText("You can't unlink your last account"));

    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/auth/unlink-account', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ providerId: 'fake' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT',
        message: "You can't unlink your last account",
      },
    });
    expect(await linked.getByRole('listitem').count()).toBe(1);
  });

  it('comes back with an explanation when the identity belongs to someone else', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await form
      .getByLabel('Email', { exact: true })
      .fill(`grace.${randomBytes(4).toString('hex')}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await shown(page.getByRole('heading', { name: 'Grace Hopper', level: 1 }));

    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await linked.getByRole('button', { name: 'Link Demo Provider' }).click();
    // The Demo Provider's identity is Demo User's: the server refuses and says why.
    await page.waitForURL(/\/\?error=account_already_linked_to_different_user$/);
    await shown(page.getByRole('alert').filter({ hasText: 'already linked to another user' }));
    // A fresh page load: wait for the list before counting it.
    const rows = linked.getByRole('list', { name: 'Linked accounts' }).getByRole('listitem');
    await shown(rows.filter({ hasText: 'Email and password' }));
    expect(await rows.count()).toBe(1);
    await screenshot('link-error');
  });

  it('shuts down cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  });
});

// Same file as the account flow so the two share one UI build (vite builds into one `dist`).
describe('organizations end to end (Chromium, two browsers)', () => {
  const OWNER = {
    name: 'Alice Owner',
    email: `alice.${randomBytes(4).toString('hex')}@example.com`,
  };
  const INVITEE = {
    name: 'Bob Invitee',
    email: `bob.${randomBytes(4).toString('hex')}@example.com`,
  };
  const ORGANIZATION = 'Acme Rockets';
  let dataDir: string;
  let server: SpawnedDemo;
  let owner: TestBrowser;
  let invitee: TestBrowser;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-org-'));
    server = await spawnDemo({
      PORT: '0',
      HOST: '127.0.0.1',
      PORTCULLIS_DB: join(dataDir, 'auth.db'),
      PORTCULLIS_OUTBOX: join(dataDir, 'outbox.jsonl'),
      PORTCULLIS_SECRET: randomBytes(32).toString('base64url'),
    });
    [owner, invitee] = await Promise.all([launchBrowser(), launchBrowser()]);
    a = owner.context.pages()[0] ?? (await owner.context.newPage());
    b = invitee.context.pages()[0] ?? (await invitee.context.newPage());
  });

  afterAll(async () => {
    await owner?.close();
    await invitee?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const snap = (page: Page, name: string) =>
    page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

  const signUp = async (page: Page, who: { name: string; email: string }) => {
    await page.goto(server.url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill(who.name);
    await form.getByLabel('Email', { exact: true }).fill(who.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await shown(page.getByRole('heading', { name: who.name, level: 1 }));
  };

  /** Waits for an email to `to` whose subject matches, then follows its link from the outbox page. */
  const openFromOutbox = async (page: Page, to: string, subject: string | RegExp) => {
    await expect
      .poll(
        async () => {
          const emails = (await (await fetch(`${server.url}/dev/outbox`)).json()) as OutboxEmail[];
          return emails.some((email) => email.to === to && email.subject.match(subject));
        },
        { timeout: 5000 },
      )
      .toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Outbox' }).click();
    const email = page
      .getByRole('article', { name: subject })
      .filter({ hasText: `To ${to}` })
      .first();
    await shown(email);
    return email;
  };

  it('lets the owner create an organization and invite by email', async () => {
    await signUp(a, OWNER);
    await a
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Organizations' })
      .click();
    const create = a.getByRole('region', { name: 'New organization' });
    await create.getByRole('textbox', { name: 'Organization name' }).fill(ORGANIZATION);
    await expect
      .poll(() => create.getByRole('textbox', { name: 'Slug' }).inputValue())
      .toMatch(/^acme-rockets$/);
    await create.getByRole('button', { name: 'Create organization' }).click();
    await shown(a.getByRole('heading', { name: ORGANIZATION, level: 1 }));

    const members = a.getByRole('table', { name: 'Members' });
    await shown(members.getByRole('rowheader', { name: /Alice Owner/ }));
    const invitations = a.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('textbox', { name: 'Email' }).fill(INVITEE.email);
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await shown(
      invitations.getByRole('status').filter({ hasText: `Invitation sent to ${INVITEE.email}.` }),
    );
    await shown(
      invitations.getByRole('list', { name: 'Pending invitations' }).getByText(INVITEE.email),
    );
    await snap(a, 'organization-owner');
  });

  const verifyEmailsTo = async (to: string) => {
    const emails = (await (await fetch(`${server.url}/dev/outbox`)).json()) as OutboxEmail[];
    return emails.filter((email) => email.to === to && email.type === 'verify-email').length;
  };

  it('asks the invitee to verify their email before accepting, and resends the link', async () => {
    await signUp(b, INVITEE);
    const invitation = await openFromOutbox(
      b,
      INVITEE.email,
      `Alice Owner invited you to join ${ORGANIZATION}`,
    );
    await shown(invitation.getByText('Invitation', { exact: true }));
    await snap(b, 'organization-outbox');
    await invitation.getByRole('link').click();
    await b.waitForURL(/\/accept-invitation\/[^/]+$/);
    await shown(b.getByRole('heading', { name: `Join ${ORGANIZATION}` }));
    await shown(b.getByText(`${OWNER.email} invited you to join ${ORGANIZATION} as Member.`));
    await snap(b, 'accept-invitation');

    // Not verified yet: the server refuses, and the page says what to do.
    await b.getByRole('button', { name: 'Accept invitation' }).click();
    await shown(
      b
        .getByRole('alert')
        .filter({ hasText: 'Verify your email address to accept this invitation.' }),
    );
    expect(await b.getByText('Email verification required', { exact: false }).count()).toBe(0);
    // One link went out on sign-up; the button sends another.
    await expect.poll(() => verifyEmailsTo(INVITEE.email), { timeout: 5000 }).toBe(1);
    await b.getByRole('button', { name: 'Resend verification email' }).click();
    await shown(
      b
        .getByRole('status')
        .filter({ hasText: `We sent a new verification link to ${INVITEE.email}.` }),
    );
    await expect.poll(() => verifyEmailsTo(INVITEE.email), { timeout: 5000 }).toBe(2);
    await snap(b, 'accept-invitation-verify');
  });

  it('accepts once verified, with no error or 404 in the browser', async () => {
    const invitationURL = b.url();
    const problems: string[] = [];
    const inflight = new Set<unknown>();
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    };
    const onResponse = (response: Response) => {
      if (response.status() >= 400) {
        problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    };
    const onRequest = (request: unknown) => inflight.add(request);
    const onDone = (request: unknown) => inflight.delete(request);
    b.on('console', onConsole);
    b.on('response', onResponse);
    b.on('request', onRequest);
    b.on('requestfinished', onDone);
    b.on('requestfailed', onDone);
    try {
      // The resent link (the newest) verifies the address and leads back to the invitation.
      const verify = await openFromOutbox(b, INVITEE.email, 'Verify your email address');
      await verify.getByRole('link').click();
      await b.waitForURL(invitationURL);
      await b.getByRole('button', { name: 'Accept invitation' }).click();
      await shown(b.getByRole('heading', { name: ORGANIZATION, level: 1 }));
      // Everything accepting sets off has settled: the switcher shows the new organization and
      // no request is still out.
      const switcher = b
        .getByRole('navigation', { name: 'Main' })
        .getByRole('combobox', { name: 'Organization' });
      await expect.poll(() => switcher.locator('option:checked').textContent()).toBe(ORGANIZATION);
      await expect.poll(() => inflight.size).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      b.off('console', onConsole);
      b.off('response', onResponse);
      b.off('request', onRequest);
      b.off('requestfinished', onDone);
      b.off('requestfailed', onDone);
    }
  });

  it('lists the organization in the invitee’s switcher, which switches', async () => {
    const switcher = b
      .getByRole('navigation', { name: 'Main' })
      .getByRole('combobox', { name: 'Organization' });
    await expect.poll(() => switcher.locator('option:checked').textContent()).toBe(ORGANIZATION);
    await switcher.selectOption({ label: 'Personal account' });
    await shown(b.getByRole('heading', { name: 'Organizations', level: 1 }));
    await switcher.selectOption({ label: ORGANIZATION });
    await shown(b.getByRole('heading', { name: ORGANIZATION, level: 1 }));
    // A plain member: no role pickers, no invite form, no settings form.
    await shown(
      b.getByRole('table', { name: 'Members' }).getByRole('rowheader', { name: /Bob Invitee/ }),
    );
    expect(await b.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    await snap(b, 'organization-member');
  });

  it('shows the new member in the owner’s members table', async () => {
    await a.reload();
    const members = a.getByRole('table', { name: 'Members' });
    await shown(members.getByRole('rowheader', { name: /Bob Invitee/ }));
    await shown(members.getByRole('combobox', { name: 'Role of Bob Invitee' }));
    await shown(a.getByText('No pending invitations.'));
    await snap(a, 'organization-members');
  });
});

// Same file again, for the one UI build; a server of its own, whose first user is the admin
// (no PORTCULLIS_ADMIN_EMAILS).
describe('admin area end to end (Chromium, two browsers)', () => {
  const ADMIN = { name: 'Ada Admin', email: `ada.${randomBytes(4).toString('hex')}@example.com` };
  const MEMBER = {
    name: 'Grace Member',
    email: `grace.${randomBytes(4).toString('hex')}@example.com`,
  };
  const BANNED_MESSAGE =
    'You have been banned from this application. Please contact support if you believe this is an error.';
  let dataDir: string;
  let server: SpawnedDemo;
  let admin: TestBrowser;
  let member: TestBrowser;
  let a: Page;
  let b: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-admin-'));
    server = await spawnDemo({
      PORT: '0',
      HOST: '127.0.0.1',
      PORTCULLIS_DB: join(dataDir, 'auth.db'),
      PORTCULLIS_OUTBOX: join(dataDir, 'outbox.jsonl'),
      PORTCULLIS_SECRET: randomBytes(32).toString('base64url'),
    });
    [admin, member] = await Promise.all([launchBrowser(), launchBrowser()]);
    a = admin.context.pages()[0] ?? (await admin.context.newPage());
    b = member.context.pages()[0] ?? (await member.context.newPage());
  });

  afterAll(async () => {
    await admin?.close();
    await member?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const snap = (page: Page, name: string) =>
    page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  const signUp = async (page: Page, who: { name: string; email: string }) => {
    await page.goto(server.url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name', { exact: true }).fill(who.name);
    await form.getByLabel('Email', { exact: true }).fill(who.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await shown(page.getByRole('heading', { name: who.name, level: 1 }));
  };

  /** Opens the admin page and the actions of `who`'s row. */
  const manage = async (who: { name: string }) => {
    await a.goto(`${server.url}/admin`);
    const row = a.getByRole('table', { name: 'Users' }).getByRole('row').filter({
      hasText: who.name,
    });
    await shown(row);
    await row.getByRole('button', { name: 'Manage' }).click();
    const actions = a.getByRole('group', { name: `Actions for ${who.name}` });
    await shown(actions);
    return { row, actions };
  };

  it('makes the first user an admin, with an Admin page; the second user has none', async () => {
    await signUp(a, ADMIN);
    await nav(a).getByRole('link', { name: 'Admin' }).click();
    await shown(a.getByRole('heading', { name: 'Admin', level: 1 }));
    await shown(
      a.getByRole('table', { name: 'Users' }).getByRole('rowheader', { name: /Ada Admin/ }),
    );
    // Their own account page has their security activity.
    await nav(a).getByRole('link', { name: 'Account' }).click();
    const activity = a.getByRole('region', { name: 'Security activity' });
    await shown(activity.getByRole('list', { name: 'Security activity' }).getByText('Signed up'));

    await signUp(b, MEMBER);
    await shown(nav(b).getByRole('link', { name: 'Organizations' }));
    expect(await nav(b).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await b.goto(`${server.url}/admin`);
    await shown(b.getByRole('heading', { name: 'Page not found' }));
    // And the server refuses them, whatever the UI shows.
    const refused = await b.evaluate(async () => {
      const response = await fetch('/api/auth/admin/list-users');
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
        message: 'You are not allowed to list users',
      },
    });

    await a.goto(`${server.url}/admin`);
    await shown(
      a.getByRole('table', { name: 'Users' }).getByRole('rowheader', { name: /Grace Member/ }),
    );
    await snap(a, 'admin');
  });

  it('bans the second user, whose sign-in then says so; unbanning lets them in', async () => {
    const { row, actions } = await manage(MEMBER);
    await actions.getByRole('button', { name: 'Ban', exact: true }).click();
    const form = a.getByRole('form', { name: `Ban ${MEMBER.name}` });
    await form.getByLabel('Reason', { exact: true }).fill('Spam links');
    await form.getByRole('button', { name: 'Ban', exact: true }).click();
    await shown(a.getByRole('status').filter({ hasText: `${MEMBER.name} is banned.` }));
    await shown(row.getByText('Banned', { exact: true }));
    // The audit log on the same page records it.
    await a.getByRole('button', { name: 'Refresh' }).click();
    await shown(a.getByRole('table', { name: 'Audit log' }).getByText('User banned'));

    // The ban signed them out everywhere; signing in again is refused with the reason why.
    await member.context.clearCookies();
    await b.goto(server.url);
    const signIn = b.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email or username', { exact: true }).fill(MEMBER.email);
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await shown(signIn.getByRole('alert').filter({ hasText: BANNED_MESSAGE }));
    await snap(b, 'admin-banned-sign-in');

    await row.getByRole('button', { name: 'Manage' }).click();
    await actions.getByRole('button', { name: 'Unban' }).click();
    await a
      .getByRole('form', { name: `Unban ${MEMBER.name}` })
      .getByRole('button', { name: 'Unban' })
      .click();
    await shown(a.getByRole('status').filter({ hasText: `${MEMBER.name} is no longer banned.` }));
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await shown(b.getByRole('heading', { name: MEMBER.name, level: 1 }));
  });

  it('impersonates the second user under a banner, and "Stop impersonating" comes back', async () => {
    const { actions } = await manage(MEMBER);
    await actions.getByRole('button', { name: 'Impersonate' }).click();
    await a
      .getByRole('form', { name: `Impersonate ${MEMBER.name}` })
      .getByRole('button', { name: 'Impersonate' })
      .click();

    // Their account page, under the banner; no Admin link while impersonating.
    await shown(a.getByRole('heading', { name: MEMBER.name, level: 1 }));
    const banner = a.getByRole('region', { name: 'Impersonation' });
    await shown(
      banner.getByText(
        `You are signed in as ${MEMBER.name} (${MEMBER.email}), impersonating them.`,
      ),
    );
    expect(await nav(a).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // Always in view: stuck to the top while the page scrolls.
    await a.mouse.wheel(0, 600);
    await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
    await snap(a, 'admin-impersonating');

    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await shown(a.getByRole('heading', { name: 'Admin', level: 1 }));
    expect(await banner.count()).toBe(0);
    await shown(nav(a).getByRole('link', { name: 'Admin' }));
    const session = await a.evaluate(async () => {
      const response = await fetch('/api/auth/get-session');
      return ((await response.json()) as { user: { email: string } }).user.email;
    });
    expect(session).toBe(ADMIN.email);
  });
});
