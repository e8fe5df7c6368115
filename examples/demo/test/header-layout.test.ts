/**
 * The signed-in header (issue 31, defect 12), in real Chromium: for an admin with an active
 * organization, at 1024 and 1280 px, in English and French, every control of the header (brand,
 * links, organization switcher, user button, language and theme) sits on one row; and the
 * header keeps its place and size from page to page (/, /organizations, /admin, /outbox): the
 * page is top-aligned, not centred. axe-core finds no critical or serious violation in it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';

const ADMIN = {
  name: 'Maximiliana Beauregard-Smythe',
  email: 'maximiliana.beauregard-smythe@administration.example.com',
  password: 'difference-engine-1822',
};
const PAGES = ['/', '/organizations', '/admin', '/outbox'];

/**
 * The header's box, and each visible control in it (links, buttons, selects) with the rows it
 * spans: its top and bottom.
 */
function readHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.topbar');
    if (!header) return null;
    const box = header.getBoundingClientRect();
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, select')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return { name: `${element.tagName.toLowerCase()} "${name}"`, rect };
      });
    return {
      box: {
        x: Math.round(box.x),
        y: Math.round(box.y + window.scrollY),
        width: Math.round(box.width),
        height: Math.round(box.height),
      },
      controls: controls.map(({ name, rect }) => ({
        name,
        middle: Math.round(rect.top + rect.height / 2),
        height: Math.round(rect.height),
      })),
    };
  });
}

/** Waits for the page at `path`: its requests settled and its main heading shown. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await shown(page.getByRole('combobox').first());
}

describe('the signed-in header (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('signs up the first user (the admin) and creates an organization', async () => {
    const { page, server } = demo();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(server.url);
    await signUpThroughScreen(page, ADMIN);
    await shown(page.getByRole('heading', { name: ADMIN.name, level: 1 }));
    await page.goto(`${server.url}/organizations`);
    const create = page.getByRole('region', { name: 'New organization' });
    await create.getByRole('textbox', { name: 'Organization name' }).fill('Analytical Engines');
    await create.getByRole('button', { name: 'Create organization' }).click();
    await shown(page.getByRole('heading', { name: 'Analytical Engines', level: 1 }));
    await shown(page.getByRole('link', { name: 'Admin' }));
  });

  it.each([
    { width: 1024, language: 'en' },
    { width: 1280, language: 'en' },
    { width: 1024, language: 'fr' },
    { width: 1280, language: 'fr' },
  ])('at $width px in $language, the header is one row and never moves', async (shape) => {
    const { page, server } = demo();
    await page.setViewportSize({ width: shape.width, height: 800 });
    await page.goto(server.url);
    await page.evaluate((language) => {
      localStorage.setItem('portcullis-demo-language', language);
    }, shape.language);

    const seen: Record<string, { x: number; y: number; width: number; height: number }> = {};
    const offRow: string[] = [];
    for (const path of PAGES) {
      await open(page, `${server.url}${path}`);
      const header = await readHeader(page);
      expect(header, `${path}: no header`).not.toBeNull();
      if (!header) continue;
      seen[path] = header.box;
      // One row: every control's middle within 4 px of the others', the header no taller than
      // its tallest control and its padding.
      const middles = header.controls.map((control) => control.middle);
      const top = Math.min(...middles);
      for (const control of header.controls) {
        if (control.middle - top > 4) offRow.push(`${path}: ${control.name} ${control.middle}`);
      }
      const tallest = Math.max(...header.controls.map((control) => control.height));
      if (header.box.height > tallest + 16) {
        offRow.push(`${path}: header ${header.box.height} px high for ${tallest} px controls`);
      }
      // The organization switcher, the user button, the links and both switches are there.
      expect(header.controls.length, path).toBeGreaterThanOrEqual(8);
    }
    expect(offRow).toEqual([]);
    // The same box on every page: nothing jumps while moving between them.
    for (const path of PAGES) expect(seen[path], path).toEqual(seen['/']);
    if (shape.width === 1024) {
      expect(
        await seriousViolations(page, `header-${shape.language}-${shape.width}`, {
          include: 'header.topbar',
          fullPage: false,
        }),
      ).toEqual([]);
    }
  });
});
