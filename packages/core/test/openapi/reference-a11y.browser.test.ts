/**
 * The API reference page (`/api/reference`, Swagger UI) in real Chromium (issue 22): axe-core
 * (WCAG 2.1 A and AA rules) finds no critical or serious violation in the light and the dark
 * colour scheme, on the page as loaded, with an operation expanded and with its "Try it out"
 * form open; everything still comes from the page's own origin under its CSP.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../../../scripts/chromium.js';
import { toNodeHandler } from '../../src/integrations/node.js';
import { createTestAuth } from '../helpers.js';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCHEMES = ['light', 'dark'] as const;

describe('the API reference page with axe-core (Chromium)', () => {
  let server: Server | undefined;
  let browser: LaunchedChromium | undefined;
  let page: Page;
  let origin: string;
  const external: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    const { auth } = await createTestAuth();
    server = createServer(toNodeHandler(auth));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium('reference-a11y');
    page = await browser.context.newPage();
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) external.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto(`${origin}/api/reference`);
    expect(response?.status()).toBe(200);
    await page
      .locator('.opblock-summary-path', { hasText: '/sign-in/email' })
      .first()
      .waitFor({ timeout: 30_000 });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  /** The critical and serious violations, each as "scheme rule: target", in both schemes. */
  const violations = async (): Promise<string[]> => {
    const found: string[] = [];
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
        for (const node of violation.nodes) {
          found.push(`${colorScheme} ${violation.id}: ${node.target.join(' ')}`);
        }
      }
    }
    await page.emulateMedia({ colorScheme: null });
    return found;
  };

  it('has no critical or serious violation as loaded', { timeout: 60_000 }, async () => {
    expect(await violations()).toEqual([]);
  });

  it('names the server picker, and shows paths as text inside their buttons', async () => {
    await page.getByRole('combobox', { name: 'Server' }).waitFor({ timeout: 10_000 });
    const summary = page.locator('.opblock-summary-control').first();
    expect(await summary.locator('a, [tabindex]').count()).toBe(0);
    expect(await summary.textContent()).toContain('/api/auth/');
  });

  it('has none with an operation expanded and "Try it out" open', { timeout: 60_000 }, async () => {
    const operation = page.locator('.opblock', {
      has: page.locator('.opblock-summary-path', { hasText: '/sign-in/email' }),
    });
    await operation.first().locator('.opblock-summary-control').click();
    const tryItOut = operation.first().getByRole('button', { name: 'Try it out' });
    await tryItOut.waitFor({ timeout: 10_000 });
    await tryItOut.click();
    await operation.first().getByRole('button', { name: 'Execute' }).waitFor({ timeout: 10_000 });
    await operation.first().getByRole('textbox', { name: 'Request body' }).waitFor();
    // Deep linking still follows the open operation.
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/Email and password/signInEmail');
    expect(await violations()).toEqual([]);
  });

  it('loaded nothing from another origin and broke no CSP rule', () => {
    expect(external).toEqual([]);
    expect(consoleErrors.filter((text) => /content security policy/i.test(text))).toEqual([]);
  });
});
