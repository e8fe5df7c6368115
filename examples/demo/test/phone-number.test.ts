/**
 * Phone numbers in real Chromium (issue 32): sign in (up) with a code "texted" to the outbox
 * through the kit's `PhoneSignInForm`, then add another number on the account page with
 * `PhoneNumberForm`; axe-core (WCAG 2.1 A/AA, both themes) on each step's form.
 */
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import {
  type DemoInBrowser,
  openDemoInBrowser,
  readOutbox,
  shown,
} from './support/demo-in-browser.js';

// A random US number in the 555-01xx fictional range, so reruns never collide.
const NUMBER = `+1415555${String(randomInt(100, 200)).padStart(4, '0')}`;
const OTHER = `+44791112${String(randomInt(1000, 9999))}`;

describe('phone numbers (Chromium)', () => {
  let demo: DemoInBrowser;
  let page: Page;

  beforeAll(async () => {
    demo = await openDemoInBrowser();
    page = demo.page;
  });
  afterAll(() => demo?.close());

  /** The newest code texted to `to`, once there are `count` of them. */
  const code = async (to: string, count: number) => {
    await expect
      .poll(
        async () =>
          (await readOutbox(demo.server.url)).filter((e) => e.type === 'phone-otp' && e.to === to)
            .length,
        { timeout: 5000 },
      )
      .toBe(count);
    const texts = (await readOutbox(demo.server.url)).filter(
      (e) => e.type === 'phone-otp' && e.to === to,
    );
    return texts[texts.length - 1]!.token;
  };

  it('signs up and in with a code texted to the outbox', async () => {
    await page.goto(demo.server.url);
    await page.getByRole('button', { name: 'Sign in with a phone number', exact: true }).click();
    const form = page.getByRole('form', { name: 'Sign in with a phone number', exact: true });
    await shown(form);
    expect(await seriousViolations(page, 'phone-sign-in')).toEqual([]);
    await form.getByLabel('Phone number').fill(NUMBER);
    await form.getByRole('button', { name: 'Text me a code' }).click();
    await shown(form.getByLabel('Code'));
    expect(await seriousViolations(page, 'phone-sign-in-code')).toEqual([]);
    await form.getByLabel('Code').fill('000000' === (await code(NUMBER, 1)) ? '111111' : '000000');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(form.getByText('This code is not the right one. Check it and try again.'));
    expect(await seriousViolations(page, 'phone-sign-in-wrong-code')).toEqual([]);
    await form.getByLabel('Code').fill(await code(NUMBER, 1));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('heading', { name: NUMBER, level: 1 }));
  });

  it('adds another number on the account page', async () => {
    const section = page.getByRole('form', { name: 'Phone number', exact: true });
    await shown(section);
    await shown(section.getByText(`Your phone number: ${NUMBER}`));
    expect(await seriousViolations(page, 'phone-number-form')).toEqual([]);
    await section.getByLabel('New phone number').fill(OTHER);
    await section.getByRole('button', { name: 'Text me a code' }).click();
    await shown(section.getByLabel('Code'));
    await section.getByLabel('Code').fill(await code(OTHER, 1));
    await section.getByRole('button', { name: 'Verify' }).click();
    await shown(section.getByText(`Your phone number ${OTHER} is verified.`));
    await shown(section.getByText(`Your phone number: ${OTHER}`));
    expect(await seriousViolations(page, 'phone-number-form-verified')).toEqual([]);
  });
});
