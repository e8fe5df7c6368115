/**
 * Passwordless sign-in in real Chromium (issue 21): sign up, sign out, then sign in with a magic
 * link read from the outbox page (its link followed, landing signed in), and with an email code
 * read from the outbox page (typed into the code field). Screenshots go to test-results/.
 */
import { randomBytes } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  readOutbox,
  shown,
  signUpThroughScreen,
} from './support/demo-in-browser.js';
import { DEMO_DIR } from './support/paths.js';

const SCREENSHOTS = join(DEMO_DIR, 'test-results');
const NAME = 'Mary Jackson';
const EMAIL = `mary.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'wind-tunnel-supersonic-1958';

describe('passwordless sign-in (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });

  afterAll(() => demo?.close());

  const screenshot = (name: string, target: Page | Locator = page) =>
    target.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const signedInHeading = () => page.getByRole('heading', { name: NAME, level: 1 });
  const signInForm = () => page.getByRole('form', { name: 'Sign in' });

  /** Waits until the outbox holds `count` emails of `type` to the user. */
  const waitForEmails = async (type: 'magic-link' | 'email-otp', count: number) => {
    await expect
      .poll(
        async () =>
          (await readOutbox(demo.server.url)).filter((e) => e.type === type && e.to === EMAIL)
            .length,
        { timeout: 5000 },
      )
      .toBe(count);
  };

  const signOut = async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await shown(signInForm());
  };

  it('signs up, then signs out', async () => {
    await page.goto(demo.server.url);
    await signUpThroughScreen(page, {
      name: NAME,
      username: `mj.${randomBytes(3).toString('hex')}`,
      email: EMAIL,
      password: PASSWORD,
    });
    await shown(signedInHeading());
    await signOut();
  });

  it('signs in with a magic link read from the outbox page', async () => {
    await page.getByRole('button', { name: 'Sign in with an email link' }).click();
    const form = page.getByRole('form', { name: 'Email me a sign-in link' });
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await screenshot('passwordless-sign-in', page.getByRole('region', { name: 'Welcome' }));
    await form.getByRole('button', { name: 'Email me a link' }).click();
    await shown(form.getByRole('status'));
    expect(await form.getByRole('status').textContent()).toContain('Check your email');
    await screenshot('passwordless-magic-link-sent');
    await waitForEmails('magic-link', 1);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Outbox' }).click();
    const email = page.getByRole('article', { name: 'Your sign-in link' }).first();
    await shown(email);
    await shown(email.getByText(`To ${EMAIL}`));
    await screenshot('passwordless-outbox-link');
    await email.getByRole('link').click();
    await shown(signedInHeading());
    await screenshot('passwordless-magic-link-signed-in');
  });

  it('does not take the same link twice', async () => {
    const [sent] = (await readOutbox(demo.server.url)).filter(
      (e) => e.type === 'magic-link' && e.to === EMAIL,
    );
    await signOut();
    await page.goto(sent!.url);
    await page.waitForURL((url) => url.searchParams.get('error') === 'INVALID_TOKEN');
    // The sign-in card opens on the email-link form, saying why (magic-link-reuse.test.ts).
    await shown(page.getByRole('form', { name: 'Email me a sign-in link' }).getByRole('alert'));
  });

  it('signs in with an email code read from the outbox page', async () => {
    await page.goto(demo.server.url);
    await page.getByRole('button', { name: 'Sign in with an email code' }).click();
    const form = page.getByRole('form', { name: 'Sign in with an email code' });
    await form.getByLabel('Email', { exact: true }).fill(EMAIL);
    await form.getByRole('button', { name: 'Email me a code' }).click();
    const code = form.getByLabel('Code', { exact: true });
    await shown(code);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await waitForEmails('email-otp', 1);

    // The outbox in a second tab, as a user would open their mail beside the sign-in page.
    const outbox = await page.context().newPage();
    try {
      await outbox.goto(`${demo.server.url}/outbox`);
      const email = outbox.getByRole('article', { name: /^Your sign-in code is \d{6}$/ }).first();
      await shown(email);
      await shown(email.getByText(`To ${EMAIL}`));
      await screenshot('passwordless-outbox-code', outbox);
      const subject = (await email.getByRole('heading').textContent()) ?? '';
      const otp = subject.match(/(\d{6})$/)?.[1];
      expect(otp).toMatch(/^\d{6}$/);
      await code.fill(otp!);
    } finally {
      await outbox.close();
    }
    await screenshot('passwordless-email-code', page.getByRole('region', { name: 'Welcome' }));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(signedInHeading());
    await screenshot('passwordless-email-code-signed-in');
    // The docs show the sign-in panel with the passwordless options, and the code step.
    for (const name of ['passwordless-sign-in', 'passwordless-email-code']) {
      await copyFile(
        join(SCREENSHOTS, `${name}.png`),
        join(DEMO_DIR, '..', '..', 'docs', 'images', `${name}.png`),
      );
    }
  });
});
