// @vitest-environment node
// Vite's build and Playwright need Node's own globals, which happy-dom replaces.

/**
 * The admin table in real Chromium: the screenshot gallery (built with Vite from the kit's
 * sources) served with a real Portcullis server, seeded as for the docs, and Ada, an admin,
 * banning and unbanning Katherine, then impersonating her and stopping from the banner. Each
 * step is checked in the page and on the server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchShotBrowser, type ShotBrowser } from '../scripts/screenshots/browser.js';
import { buildGallery } from '../scripts/screenshots/build-gallery.js';
import { ADA, MEMBERS, seed } from '../scripts/screenshots/seed.js';
import { type ShotServer, startShotServer } from '../scripts/screenshots/server.js';

const KATHERINE = MEMBERS.find((member) => member.name === 'Katherine Johnson')!;

/** Waits until the locator is visible; Playwright's timeout message names the locator. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

describe('AdminUsersTable in Chromium', () => {
  let distDir: string;
  let server: ShotServer;
  let browser: ShotBrowser;
  let page: Page;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'portcullis-admin-gallery-'));
    await buildGallery(distDir);
    server = await startShotServer(distDir);
    await seed(server.auth);
    browser = await launchShotBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const signIn = await browser.context.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: ADA.email, password: ADA.password },
      headers: { origin: server.url },
    });
    expect(signIn.status()).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  /** Katherine's sign-in from elsewhere: the status and error code the server answers. */
  const katherineSignsIn = async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: KATHERINE.email, password: KATHERINE.password }),
    });
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code };
  };

  /** Who the browser's session belongs to, and whether it is an impersonation. */
  const sessionInPage = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/auth/get-session?disableCookieCache=true');
      const data = (await response.json()) as {
        user: { email: string };
        session: { impersonatedBy: string | null };
      } | null;
      return data && { email: data.user.email, impersonated: data.session.impersonatedBy !== null };
    });

  /** Opens the table, finds Katherine by the search box, and opens her row's actions. */
  async function manageKatherine() {
    await page.goto(`${server.url}/?view=admin-users&width=1000`);
    const table = page.getByRole('table', { name: 'Users' });
    await shown(table);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('katherine');
    const row = table.getByRole('row').filter({ hasText: 'Katherine Johnson' });
    await shown(row);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'Manage' }).click();
    const actions = page.getByRole('group', { name: 'Actions for Katherine Johnson' });
    await shown(actions);
    return { row, actions };
  }

  it('bans Katherine with a reason and an end, then unbans her', async () => {
    const { row, actions } = await manageKatherine();
    await actions.getByRole('button', { name: 'Ban', exact: true }).click();
    const form = page.getByRole('form', { name: 'Ban Katherine Johnson' });
    await shown(form);
    // The step opens on its first field.
    await expect
      .poll(() =>
        form.getByLabel('Reason', { exact: true }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await form.getByLabel('Reason', { exact: true }).fill('Sharing her account');
    await form.getByLabel('Ban ends', { exact: true }).selectOption({ label: '1 day' });
    await form.getByRole('button', { name: 'Ban', exact: true }).click();

    await shown(page.getByRole('status').filter({ hasText: 'Katherine Johnson is banned.' }));
    await shown(row.getByText('Banned', { exact: true }));
    await shown(row.getByText(/^until /));
    expect(await katherineSignsIn()).toEqual({ status: 403, code: 'BANNED_USER' });

    await row.getByRole('button', { name: 'Manage' }).click();
    await actions.getByRole('button', { name: 'Unban' }).click();
    const unban = page.getByRole('form', { name: 'Unban Katherine Johnson' });
    await unban.getByRole('button', { name: 'Unban' }).click();
    await shown(
      page.getByRole('status').filter({ hasText: 'Katherine Johnson is no longer banned.' }),
    );
    await shown(row.getByText('Active', { exact: true }));
    expect((await katherineSignsIn()).status).toBe(200);
  }, 60_000);

  it('impersonates Katherine, shows the banner, and stops from it', async () => {
    const { actions } = await manageKatherine();
    await actions.getByRole('button', { name: 'Impersonate' }).click();
    const form = page.getByRole('form', { name: 'Impersonate Katherine Johnson' });
    await form.getByRole('button', { name: 'Impersonate' }).click();

    const banner = page.getByRole('region', { name: 'Impersonation' });
    await shown(banner);
    await shown(
      banner.getByText(
        'You are signed in as Katherine Johnson (katherine@example.com), impersonating them.',
      ),
    );
    expect(await sessionInPage()).toEqual({ email: KATHERINE.email, impersonated: true });

    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await sessionInPage()).toEqual({ email: ADA.email, impersonated: false });
  }, 60_000);
});
