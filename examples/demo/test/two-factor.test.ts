/**
 * Two-factor authentication in real Chromium (issue 20): sign up, turn two-factor on from the
 * account page by reading the key the page shows (the test is the authenticator app: `otpauth`
 * computes the RFC 6238 codes), confirm with the first code, sign out, then sign in through the
 * challenge with an app code, with a backup code, with an emailed code from the outbox, and with
 * "Trust this device", after which the next sign-in skips the challenge.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../server/mailer.js';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  readOutbox,
  shown,
  signUpThroughScreen,
} from './support/demo-in-browser.js';
import { DEMO_DIR } from './support/paths.js';

const SCREENSHOTS = join(DEMO_DIR, 'test-results');
const NAME = 'Katherine Johnson';
const USERNAME = `kj.${randomBytes(3).toString('hex')}`;
const EMAIL = `katherine.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'friendship-7-orbit-1962';

describe('two-factor authentication (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;
  /** The key the setup showed, and the backup codes it gave. */
  let secret = '';
  let backupCodes: string[] = [];
  /** The last time step whose code the server accepted: each step is accepted once. */
  let lastStep = -1;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });

  afterAll(() => demo?.close());

  const screenshot = (name: string, target: Page | Locator = page) =>
    target.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const signedInHeading = () => page.getByRole('heading', { name: NAME, level: 1 });
  const challenge = () => page.getByRole('form', { name: 'Two-factor authentication' });
  const section = () => page.getByRole('region', { name: 'Two-factor authentication' });

  /**
   * The authenticator app's code: the current 30-second step's, or the next one's when the
   * server already accepted this step's (it takes one step either side, each step once).
   */
  const appCode = () => {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, lastStep + 1);
    expect(step - now, 'no unused step within the window').toBeLessThanOrEqual(1);
    lastStep = step;
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
  };

  const signOut = async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await shown(page.getByRole('form', { name: 'Sign in' }));
  };

  /** Signs in with the password; resolves once the challenge or the account page shows. */
  const signIn = async () => {
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email or username', { exact: true }).fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(challenge().or(signedInHeading()));
  };

  /** Answers the challenge with a backup code, trusting this device if asked. */
  const verifyBackupCode = async (code: string, trustDevice = false) => {
    await challenge().getByRole('button', { name: 'Use a backup code' }).click();
    await challenge().getByLabel('Backup code', { exact: true }).fill(code);
    if (trustDevice) await challenge().getByLabel('Trust this device', { exact: true }).check();
    await challenge().getByRole('button', { name: 'Verify' }).click();
  };

  it('turns two-factor on with the key shown on the page and the first code', async () => {
    await page.goto(demo.server.url);
    await signUpThroughScreen(page, {
      name: NAME,
      username: USERNAME,
      email: EMAIL,
      password: PASSWORD,
    });
    await shown(signedInHeading());

    await shown(section().getByText(/Two-factor authentication is off/));
    await section().getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const enable = section().getByRole('form', { name: 'Turn on two-factor authentication' });
    await enable.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await enable.getByRole('button', { name: 'Continue' }).click();

    const scan = section().getByRole('form', { name: 'Confirm two-factor authentication' });
    await shown(scan.getByRole('img', { name: 'QR code for your authenticator app' }));
    const key =
      (await scan.getByRole('group', { name: 'Key' }).locator('code').textContent()) ?? '';
    expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    secret = key.replaceAll(' ', '');
    await screenshot('two-factor-setup', section());

    await scan.getByLabel('Code from the app', { exact: true }).fill(appCode());
    await scan.getByRole('button', { name: 'Confirm' }).click();
    const list = section().getByRole('list', { name: 'Backup codes' });
    await shown(list);
    backupCodes = await list.getByRole('listitem').allTextContents();
    expect(backupCodes).toHaveLength(10);
    await screenshot('two-factor-backup-codes', section());

    await section().getByRole('button', { name: 'Done' }).click();
    await shown(section().getByText('Two-factor authentication is on.', { exact: true }));
    await shown(section().getByRole('button', { name: 'Generate new backup codes' }));
    await screenshot('two-factor-on', section());
  });

  it('asks for the app code after the password, and signs in with it', async () => {
    await signOut();
    await signIn();
    await shown(challenge());
    expect(await signedInHeading().count()).toBe(0);
    const code = challenge().getByLabel('Code', { exact: true });
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await screenshot('two-factor-challenge', page.getByRole('region', { name: 'Welcome' }));

    // A wrong code first: the challenge stays, with the reason beside the field.
    await code.fill('000000');
    await challenge().getByRole('button', { name: 'Verify' }).click();
    await shown(challenge().getByText("That code didn't work. Check it and try again."));
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    // As typed from the app, with a space in the middle.
    const digits = appCode();
    await code.fill(`${digits.slice(0, 3)} ${digits.slice(3)}`);
    await challenge().getByRole('button', { name: 'Verify' }).click();
    await shown(signedInHeading());
  });

  it('signs in with a backup code, which then no longer works', async () => {
    await signOut();
    await signIn();
    await verifyBackupCode(backupCodes[0]!);
    await shown(signedInHeading());

    await signOut();
    await signIn();
    await verifyBackupCode(backupCodes[0]!);
    await shown(challenge().getByText("That backup code didn't work. Each code works only once."));
    await screenshot('two-factor-backup-code-used');
    expect(await signedInHeading().count()).toBe(0);
  });

  it('signs in with a code emailed to the outbox', async () => {
    await page.goto(demo.server.url);
    await signIn();
    await challenge().getByRole('button', { name: 'Email me a code instead' }).click();
    await challenge().getByRole('button', { name: 'Email me a code' }).click();
    await shown(challenge().getByText('We sent a code to your email.'));
    let email: OutboxEmail | undefined;
    await expect
      .poll(
        async () => {
          const emails = await readOutbox(demo.server.url);
          email = emails.find((sent) => sent.type === 'two-factor-code' && sent.to === EMAIL);
          return email !== undefined;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect(email!.subject).toBe(`Your sign-in code is ${email!.token}`);
    await challenge().getByLabel('Code', { exact: true }).fill(email!.token);
    await screenshot('two-factor-email-code');
    await challenge().getByRole('button', { name: 'Verify' }).click();
    await shown(signedInHeading());
  });

  it('"Trust this device" skips the challenge on the next sign-in', async () => {
    await signOut();
    await signIn();
    await verifyBackupCode(backupCodes[1]!, true);
    await shown(signedInHeading());

    await signOut();
    await signIn();
    await shown(signedInHeading());
    expect(await challenge().count()).toBe(0);
  });
});
