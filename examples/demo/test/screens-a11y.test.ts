/**
 * axe-core (WCAG 2.1 A and AA rules) on every page of the demo and the states the other browser
 * tests do not reach, whole pages (header and footer included), in the light and the dark
 * colour scheme (issue 22): no critical or serious violation. The sign-in screen's own views,
 * the account page's sections and delete confirmation, the organization page's sections and
 * leave confirmation and the UserButton menu alone are in sign-in-screen, profile-screens and
 * user-button.test.ts. Screenshots go to test-results/a11y-*.png.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { readOutbox, shown, useDemoInBrowser } from './support/demo-in-browser.js';

const NAME = 'Mary Jackson';
const EMAIL = `mary.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'wind-tunnel-langley-1958';
const OTHER = {
  name: 'Christine Darden',
  email: `christine.${randomBytes(4).toString('hex')}@example.com`,
  password: 'sonic-boom-minimizing-1983',
};
const ORGANIZATION = 'Supersonic Pressure Tunnel';

describe('every demo page and state with axe-core, both themes (Chromium)', () => {
  const demo = useDemoInBrowser();
  let page: Page;
  let url: string;
  /** The other user's session cookie, for calls made outside the browser. */
  let otherCookie = '';

  beforeAll(() => {
    page = demo().page;
    url = demo().server.url;
  });

  const violations = (name: string) => seriousViolations(page, `a11y-${name}`);
  const signInForm = () => page.getByRole('form', { name: 'Sign in' });
  const signedInHeading = () => page.getByRole('heading', { name: NAME, level: 1 });

  /** A POST to the demo's auth API from Node, as a browser would send it (Origin, cookie). */
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
  /** A POST to the demo's auth API from the page, with its session cookie. */
  const postFromPage = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api/auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
      { path, body },
    );
  /** The newest outbox email of `type` to `to`, once it arrives. */
  const newestEmail = async (type: string, to: string) => {
    await expect
      .poll(async () => (await readOutbox(url)).some((e) => e.type === type && e.to === to))
      .toBe(true);
    const emails = (await readOutbox(url)).filter((e) => e.type === type && e.to === to);
    return emails[emails.length - 1]!;
  };
  /** The `name=value` pairs of a response's cookies, as a Cookie header. */
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';', 1)[0])
      .join('; ');

  it('sign-in screen: idle, an error after a failed submit, forgot password in place', async () => {
    await page.goto(url);
    await shown(signInForm());
    expect(await violations('sign-in')).toEqual([]);

    await signInForm().getByLabel('Email or username', { exact: true }).fill(EMAIL);
    await signInForm().getByLabel('Password', { exact: true }).fill('not-the-password');
    await signInForm().getByRole('button', { name: 'Sign in' }).click();
    await shown(signInForm().getByRole('alert').filter({ hasText: 'Invalid email or password' }));
    expect(await violations('sign-in-error')).toEqual([]);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await shown(page.getByRole('form', { name: 'Forgot password' }));
    expect(await violations('sign-in-forgot-password')).toEqual([]);
  });

  /** Waits until the form marks a field invalid or shows an alert. */
  const refused = (form: Locator) =>
    expect
      .poll(
        async () =>
          (await form.locator('[aria-invalid="true"]').count()) +
          (await form.getByRole('alert').count()),
      )
      .toBeGreaterThan(0);

  const signUpForm = () => page.getByRole('form', { name: 'Sign up' });
  const fillSignUp = async (email: string) => {
    await signUpForm().getByLabel('Name', { exact: true }).fill(NAME);
    await signUpForm().getByLabel('Email', { exact: true }).fill(email);
    await signUpForm().getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUpForm().getByRole('button', { name: 'Create account' }).click();
  };

  it('sign-up screen: idle, and a field error from the server (the browser user signs up: the first user, an admin)', async () => {
    await page.goto(url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await shown(signUpForm());
    expect(await violations('sign-up')).toEqual([]);
    await fillSignUp(EMAIL);
    await shown(signedInHeading());

    // Signed out, the same address again is refused.
    expect((await postFromPage('/sign-out', {})).status).toBe(200);
    await page.goto(url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await fillSignUp(EMAIL);
    await refused(signUpForm());
    expect(await violations('sign-up-error')).toEqual([]);

    await page.getByRole('tab', { name: 'Sign in' }).click();
    await signInForm().getByLabel('Email or username', { exact: true }).fill(EMAIL);
    await signInForm().getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signInForm().getByRole('button', { name: 'Sign in' }).click();
    await shown(signedInHeading());
  });

  it('reset-password page: a bad link, then a real one', async () => {
    const signedUp = await post('/sign-up/email', OTHER);
    expect(signedUp.status).toBe(200);
    otherCookie = cookiesOf(signedUp);
    await page.goto(`${url}/reset-password?token=not-a-token`);
    await shown(page.getByRole('heading', { level: 1 }));
    expect(await violations('reset-password-bad-link')).toEqual([]);

    const asked = await post('/forget-password', {
      email: OTHER.email,
      redirectTo: `${url}/reset-password`,
    });
    expect(asked.status).toBe(200);
    const email = await newestEmail('reset-password', OTHER.email);
    await page.goto(email.url);
    const form = page.getByRole('form').first();
    await shown(form);
    expect(await violations('reset-password')).toEqual([]);
  });

  it('outbox page, with emails', async () => {
    await page.goto(`${url}/outbox`);
    await shown(page.getByRole('article').first());
    expect(await violations('outbox')).toEqual([]);
  });

  it('the UserButton menu open on the account page', async () => {
    await page.goto(url);
    await shown(signedInHeading());
    await page.getByRole('banner').getByRole('button', { name: NAME, exact: true }).click();
    await shown(page.getByRole('menu', { name: NAME }));
    expect(await violations('user-button-open')).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('organization page: a member’s role menu, an invitation refused, the delete confirmation open', async () => {
    // The other user verifies their address (needed to accept) and joins the organization.
    const verify = await newestEmail('verify-email', OTHER.email);
    const verified = await fetch(verify.url, { redirect: 'manual' });
    expect(verified.status).toBeLessThan(400);
    const created = await postFromPage('/organization/create', {
      name: ORGANIZATION,
      slug: `tunnel-${randomBytes(3).toString('hex')}`,
    });
    expect(created.status).toBe(200);
    const invited = await postFromPage('/organization/invite-member', {
      email: OTHER.email,
      role: 'member',
    });
    expect(invited.status).toBe(200);
    const accepted = await post(
      '/organization/accept-invitation',
      { invitationId: invited.body.id },
      otherCookie,
    );
    expect(accepted.status).toBe(200);

    await page.goto(`${url}/organizations`);
    await shown(page.getByRole('heading', { name: ORGANIZATION, level: 1 }));
    const role = page.getByRole('combobox', { name: `Role of ${OTHER.name}` });
    await shown(role);
    await role.focus();
    // An invitation the server refuses: the address is already a member's.
    const invite = page.getByRole('form', { name: /invite/i });
    await invite.getByLabel('Email', { exact: true }).fill(OTHER.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await refused(invite);
    const danger = page.getByRole('region', { name: 'Danger zone' });
    await danger.getByRole('button', { name: 'Delete organization' }).click();
    await shown(danger.getByRole('button', { name: 'Cancel' }));
    expect(await violations('organization-states')).toEqual([]);
    await danger.getByRole('button', { name: 'Cancel' }).click();
  });

  it('admin area: the users table, and a user’s actions open', async () => {
    await page.goto(`${url}/admin`);
    // The users table's row: the audit log below names them too.
    const row = page
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: OTHER.name });
    await shown(row);
    expect(await violations('admin')).toEqual([]);
    await row.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    await shown(page.getByRole('form', { name: `Ban ${OTHER.name}` }));
    expect(await violations('admin-ban')).toEqual([]);
  });

  it('the API reference page the footer links to', async () => {
    await page.goto(url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
    await shown(page.locator('.opblock-summary-path').first());
    expect(await violations('api-reference')).toEqual([]);
  });

  it('invitation page: an invitation to another organization, seen by its invitee', async () => {
    const created = await post(
      '/organization/create',
      { name: 'Dynamics Branch', slug: `dynamics-${randomBytes(3).toString('hex')}` },
      otherCookie,
    );
    expect(created.status).toBe(200);
    const invited = await post(
      '/organization/invite-member',
      { email: EMAIL, role: 'admin' },
      otherCookie,
    );
    expect(invited.status).toBe(200);
    const invitation = (await invited.json()) as { id: string };
    await page.goto(`${url}/accept-invitation/${invitation.id}`);
    await shown(page.getByText('Dynamics Branch').first());
    expect(await violations('invitation')).toEqual([]);
  });

  it('two-factor challenge: asked, and a wrong code refused', async () => {
    const enabled = await postFromPage('/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const secret = new URL(enabled.body.totpURI).searchParams.get('secret')!;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await postFromPage('/two-factor/verify-totp', { code })).status).toBe(200);
    expect((await postFromPage('/sign-out', {})).status).toBe(200);

    await page.goto(url);
    await signInForm().getByLabel('Email or username', { exact: true }).fill(EMAIL);
    await signInForm().getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signInForm().getByRole('button', { name: 'Sign in' }).click();
    const challenge = page.getByRole('form', { name: 'Two-factor authentication' });
    await shown(challenge);
    expect(await violations('two-factor')).toEqual([]);

    const field = challenge.getByRole('textbox').first();
    await field.fill('000000');
    await challenge.getByRole('button', { name: /verify/i }).click();
    await refused(challenge);
    expect(await violations('two-factor-error')).toEqual([]);
  });
});
