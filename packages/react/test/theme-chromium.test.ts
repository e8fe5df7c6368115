// @vitest-environment node
// Playwright needs Node's own globals, which happy-dom replaces.

/**
 * The stylesheet's themes in real Chromium: the system's light and dark, each forced on `<html>`
 * against the system's, and each forced on a subtree inside the other (the innermost wins), read
 * as computed colours and `color-scheme`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedChromium, launchChromium } from '../../../scripts/chromium.js';

const STYLES = ['base.css', 'forms.css']
  .map((part) =>
    readFileSync(fileURLToPath(new URL(`../src/styles/${part}`, import.meta.url)), 'utf8'),
  )
  .join('\n');
const LIGHT = { text: 'rgb(31, 41, 55)', input: 'rgb(255, 255, 255)' };
const DARK = { text: 'rgb(243, 244, 246)', input: 'rgb(17, 24, 39)' };

describe('themes in Chromium', () => {
  let browser: LaunchedChromium;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium('theme');
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  }, 60_000);

  afterAll(() => browser?.close());

  /** Renders an outer and an inner form, with `html` and `inner` as their themes' attributes. */
  const show = async (colorScheme: 'light' | 'dark', html: string | null, inner: string | null) => {
    await page.emulateMedia({ colorScheme });
    const attribute = (theme: string | null) => (theme ? ` data-portcullis-theme="${theme}"` : '');
    await page.setContent(
      `<!doctype html><html${attribute(html)}><head><style>${STYLES}</style></head><body>
        <form class="portcullis-form" id="outer"><input class="portcullis-input" /></form>
        <div${attribute(inner)}>
          <form class="portcullis-form" id="inner"><input class="portcullis-input" /></form>
        </div></body></html>`,
    );
    const read = (id: string) =>
      page.$eval(`#${id}`, (form) => {
        const input = form.querySelector('input') as HTMLInputElement;
        return {
          text: getComputedStyle(form).color,
          input: getComputedStyle(input).backgroundColor,
          scheme: getComputedStyle(input).colorScheme,
        };
      });
    return { outer: await read('outer'), inner: await read('inner') };
  };

  it('follows the system by default', async () => {
    const light = await show('light', null, null);
    expect(light.outer).toMatchObject(LIGHT);
    const dark = await show('dark', null, null);
    expect(dark.outer).toMatchObject(DARK);
    expect(dark.inner).toMatchObject(DARK);
  });

  it('a theme forced on <html> wins over the system, with color-scheme', async () => {
    const dark = await show('light', 'dark', null);
    expect(dark.outer).toEqual({ ...DARK, scheme: 'dark' });
    const light = await show('dark', 'light', null);
    expect(light.outer).toEqual({ ...LIGHT, scheme: 'light' });
  });

  it('a theme forced on a subtree wins over the page', async () => {
    const darkInLight = await show('dark', 'light', 'dark');
    expect(darkInLight.outer).toMatchObject(LIGHT);
    expect(darkInLight.inner).toEqual({ ...DARK, scheme: 'dark' });
    const lightInDark = await show('light', 'dark', 'light');
    expect(lightInDark.outer).toMatchObject(DARK);
    expect(lightInDark.inner).toEqual({ ...LIGHT, scheme: 'light' });
    const lightInSystemDark = await show('dark', null, 'light');
    expect(lightInSystemDark.outer).toMatchObject(DARK);
    expect(lightInSystemDark.inner).toEqual({ ...LIGHT, scheme: 'light' });
  });
});
