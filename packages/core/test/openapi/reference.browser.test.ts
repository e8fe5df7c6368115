import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { launchChromium } from '../../../../scripts/chromium.js';
import { toNodeHandler } from '../../src/integrations/node.js';
import { createTestAuth } from '../helpers.js';

let server: Server | undefined;
afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

it('renders the API reference in Chromium, offline, listing the sign-in route', {
  timeout: 90_000,
}, async () => {
  const { auth } = await createTestAuth();
  server = createServer(toNodeHandler(auth));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await launchChromium('reference');
  try {
    const { context } = browser;
    const page = await context.newPage();
    const external: string[] = [];
    const cspErrors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
        external.push(request.url());
      }
    });
    page.on('console', (message) => {
      if (message.type() === 'error') cspErrors.push(message.text());
    });
    const response = await page.goto(`${origin}/api/reference`);
    expect(response?.status()).toBe(200);
    await page.getByText('/sign-in/email').first().waitFor({ timeout: 30_000 });
    expect(
      await page.locator('.opblock-summary-path', { hasText: '/sign-in/email' }).count(),
    ).toBeGreaterThan(0);
    expect(external).toEqual([]);
    expect(cspErrors.filter((text) => /content security policy/i.test(text))).toEqual([]);
  } finally {
    await browser.close();
  }
});
