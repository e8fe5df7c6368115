/**
 * Two-factor authentication after a passwordless sign-in, in real Chromium (issue 31 defect 10):
 * the demo server has `twoFactor({ requireForPasswordless: true })`, so a user with two-factor on
 * who signs in with an email code or an email link is asked for the authenticator app's code
 * before any session exists, and the account page says which sign-ins ask for it.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
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

const NAME = 'Mary Jackson';
const EMAIL = `mary.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'wind-tunnel-1958-hampton';

describe('two-factor after an email code or an email link (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;
  let secret = '';
  /** The last time step whose code the server accepted: each step is accepted once. */
  let lastStep = -1;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });

  afterAll(() => demo?.close());

  const signedInHeading = () => page.getByRole('heading', { name: NAME, level: 1 });
  const challenge = () => page.getByRole('form', { name: 'Two-factor authentication' });
  const section = () => page.getByRole('region', { name: 'Two-factor authentication' });

  /**
   * The authenticator app's code for a step not used yet, as a user would wait for the app's
   * next code: the server takes the current step and the next, so once both are spent (three
   * sign-ins within one 30 s step) this waits for the following step to begin.
   */
  const appCode = async () => {
    let now = Math.floor(Date.now() / 30_000);
    if (lastStep + 1 > now + 1) {
      await new Promise((done) => setTimeout(done, (now + 1) * 30_000 - Date.now() + 50));
      now = Math.floor(Date.now() / 30_000);
    }
    const step = Math.max(now, lastStep + 1);
    expect(step - now, 'no unused step within the window').toBeLessThanOrEqual(1);
    lastStep = step;
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
  };

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

  const signOut = async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await shown(page.getByRole('form', { name: 'Sign in' }));
  };

  const answerChallenge = async () => {
    await shown(challenge());
    expect(await signedInHeading().count()).toBe(0);
    await challenge()
      .getByLabel('Code', { exact: true })
      .fill(await appCode());
    await challenge().getByRole('button', { name: 'Verify' }).click();
    await shown(signedInHeading());
  };

  it('turns two-factor on; the section says email links and codes ask for the code too', async () => {
    await page.goto(demo.server.url);
    await signUpThroughScreen(page, {
      name: NAME,
      username: `mj.${randomBytes(3).toString('hex')}`,
      email: EMAIL,
      password: PASSWORD,
    });
    await shown(signedInHeading());
    await section().getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const enable = section().getByRole('form', { name: 'Turn on two-factor authentication' });
    await enable.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await enable.getByRole('button', { name: 'Continue' }).click();
    const scan = section().getByRole('form', { name: 'Confirm two-factor authentication' });
    const key = scan.getByRole('group', { name: 'Key' }).locator('code');
    await shown(key);
    secret = ((await key.textContent()) ?? '').replaceAll(' ', '');
    await scan.getByLabel('Code from the app', { exact: true }).fill(await appCode());
    await scan.getByRole('button', { name: 'Confirm' }).click();
    // The backup codes: Better Auth's xxxxx-yyyyy, without l, 1, I, o, O or 0, in a monospace
    // font, to copy or download.
    const list = section().getByRole('list', { name: 'Backup codes' });
    await shown(list);
    const codes = await list.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes)
      expect(code).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{5}-[A-HJ-NP-Za-km-np-z2-9]{5}$/);
    const font = await list
      .locator('code')
      .first()
      .evaluate((code) => getComputedStyle(code).fontFamily);
    expect(font).toMatch(/monospace/);
    await shown(section().getByRole('button', { name: 'Copy codes' }));
    await shown(section().getByRole('button', { name: 'Download (.txt)' }));
    await section().getByRole('button', { name: 'Done' }).click();
    await shown(section().getByText('Two-factor authentication is on.', { exact: true }));
    await shown(
      section().getByText(
        'The code is asked when you sign in with your password, an email link or an email code.',
        { exact: true },
      ),
    );
    expect(await seriousViolations(page, 'two-factor-passwordless-account')).toEqual([]);
    await signOut();
  });

  it('an email code leads to the challenge, and the app code signs in', async () => {
    await page.getByRole('button', { name: 'Sign in with an email code' }).click();
    const form = page.getByRole('form', { name: 'Sign in with an email code' });
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByRole('button', { name: 'Email me a code' }).click();
    await shown(form.getByLabel('Code', { exact: true }));
    const email = await nthEmail('email-otp', 1);
    await form.getByLabel('Code', { exact: true }).fill(email.token);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(challenge());
    // No session yet: a reload shows the sign-in card, not the account.
    const session = await page.evaluate(async () => {
      const answer = await fetch('/api/auth/get-session');
      return answer.json();
    });
    expect(session).toBeNull();
    // The other sign-in methods hide while the challenge is up.
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
    expect(await seriousViolations(page, 'two-factor-passwordless-challenge')).toEqual([]);
    await answerChallenge();
    await signOut();
  }, 90_000);

  it('an email link leads to the challenge, and the app code signs in', async () => {
    await page.getByRole('button', { name: 'Sign in with an email link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByRole('button', { name: 'Email me a link' }).click();
    await shown(form.getByRole('status'));
    const email = await nthEmail('magic-link', 1);
    await page.goto(email.url);
    await page.waitForURL((url) => url.searchParams.get('twoFactorRedirect') === 'true');
    await answerChallenge();
  }, 90_000);
});
