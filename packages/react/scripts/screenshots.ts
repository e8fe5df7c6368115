/**
 * @module screenshots
 *
 * Regenerates the screenshots of docs/react.md (`docs/images/react/*.png`):
 *
 *     npm run screenshots -w @portcullis/react            # every scene
 *     npm run screenshots -w @portcullis/react -- sign-in # scenes whose file starts so
 *
 * Builds a one-component-per-URL gallery page with Vite from the packages' sources, serves it
 * with a real Portcullis server (in memory, seeded by `screenshots/seed.ts`) on one loopback
 * origin, and shoots each scene of `screenshots/scenes.ts` in headless Chromium
 * (`/usr/bin/chromium`), cropped to the component, 1 CSS pixel per image pixel. Prints each
 * file's size and exits 1 when one passes {@link MAX_BYTES}. No network is needed.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { launchShotBrowser } from './screenshots/browser.js';
import { buildGallery } from './screenshots/build-gallery.js';
import { type Identity, SCENES, type Scene } from './screenshots/scenes.js';
import {
  ADA,
  ALAN,
  GLOBEX,
  MARGARET,
  NEWCOMER,
  type Person,
  type Seeded,
  seed,
} from './screenshots/seed.js';
import { startShotServer } from './screenshots/server.js';

/** Where the PNGs go. */
const OUT_DIR = fileURLToPath(new URL('../../../docs/images/react/', import.meta.url));

/** The largest PNG accepted, in bytes: the docs should stay light to clone and to read. */
const MAX_BYTES = 60 * 1024;

// Newcomer and member last: they add a user, an organization and events the admin scenes would show.
const IDENTITIES: Identity[] = ['guest', 'owner', 'invitee', 'impersonator', 'newcomer', 'member'];
const SIGNED_IN_AS: Record<Identity, Person | null> = {
  guest: null,
  owner: ADA,
  invitee: MARGARET,
  impersonator: ADA,
  newcomer: NEWCOMER,
  member: ALAN,
};

const filters = process.argv.slice(2);
const scenes = SCENES.filter(
  (scene) => filters.length === 0 || filters.some((name) => scene.file.startsWith(name)),
);
if (scenes.length === 0) throw new Error(`No scene matches ${filters.join(', ')}.`);

const distDir = await mkdtemp(join(tmpdir(), 'portcullis-docs-gallery-'));
await buildGallery(distDir);
const server = await startShotServer(distDir);
const browser = await launchShotBrowser();
let tooLarge = 0;
try {
  const seeded = await seed(server.auth);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  for (const identity of IDENTITIES) {
    const mine = scenes.filter((scene) => scene.as === identity);
    if (mine.length === 0) continue;
    await signIn(browser.context, server.url, identity, seeded);
    for (const scene of mine) {
      const path = join(OUT_DIR, scene.file);
      await shoot(page, server.url, scene, seeded, path);
      const { size } = await stat(path);
      if (size > MAX_BYTES) tooLarge++;
      const flag = size > MAX_BYTES ? `  > ${MAX_BYTES / 1024} KiB` : '';
      console.log(`${scene.file.padEnd(28)} ${(size / 1024).toFixed(1).padStart(5)} KiB${flag}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  await rm(distDir, { recursive: true, force: true });
}
if (tooLarge > 0) {
  console.error(`${tooLarge} screenshot(s) over ${MAX_BYTES / 1024} KiB: crop them tighter.`);
  process.exit(1);
}

/**
 * Starts from no cookies and, for a person, signs in over HTTP as a browser would (so the
 * session carries the browser's User-Agent); Ada's session also gets Acme as its active
 * organization, and as the impersonator she then signs in as Katherine. The newcomer signs up
 * instead (with a blank name); Alan creates Globex, then makes Acme his active organization.
 */
async function signIn(
  context: BrowserContext,
  url: string,
  identity: Identity,
  seeded: Seeded,
): Promise<void> {
  await context.clearCookies();
  const person = SIGNED_IN_AS[identity];
  if (!person) return;
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${url}/api/auth${path}`, {
      data,
      headers: { origin: url },
    });
    if (!response.ok())
      throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  };
  if (identity === 'newcomer') {
    await post('/sign-up/email', { ...person });
    return;
  }
  await post('/sign-in/email', { email: person.email, password: person.password });
  if (identity === 'member') {
    await post('/organization/create', GLOBEX);
    await post('/organization/set-active', { organizationId: seeded.organizationId });
  }
  if (person === ADA) {
    await post('/organization/set-active', { organizationId: seeded.organizationId });
  }
  if (identity === 'impersonator') {
    await post('/admin/impersonate-user', { userId: seeded.katherineId });
  }
}

/** Renders the scene's view, lets it prepare, and saves the box around the component. */
async function shoot(page: Page, url: string, scene: Scene, seeded: Seeded, path: string) {
  await page.emulateMedia({ colorScheme: scene.colorScheme ?? 'light' });
  await page.setViewportSize(scene.viewport ?? { width: 1024, height: 768 });
  const query = new URLSearchParams({
    view: scene.view,
    width: String(scene.width ?? 400),
    invitation: seeded.invitationId,
    user: seeded.graceId,
    lang: scene.lang ?? 'en',
  });
  await page.goto(`${url}/?${query}`);
  const shot = page.locator('[data-shot]');
  const content = shot.locator('form, button, select, ul, table, h2, [role="alert"]').first();
  await content.waitFor({ state: 'visible', timeout: 10_000 });
  if (await shot.getByText('Unknown view').isVisible()) {
    throw new Error(`${scene.file}: ${await shot.textContent()}`);
  }
  await scene.prepare?.(shot, page);
  // Away from every control (the bottom right corner), so nothing is shot in its hover state.
  const { width, height } = page.viewportSize() ?? { width: 1024, height: 768 };
  await page.mouse.move(width - 4, height - 4);
  await shot.screenshot({ path, animations: 'disabled', caret: 'hide' });
}
