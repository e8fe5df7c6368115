import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { toNodeHandler } from '../../src/integrations/node.js';
import { createTestAuth } from '../helpers.js';

/** Debian's Chromium, with the flags examples/demo/test/support/browser.ts uses. */
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

  const profile = await mkdtemp(join(tmpdir(), 'portcullis-reference-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  });
  try {
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
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
