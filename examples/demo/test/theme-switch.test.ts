/**
 * The demo's theme switch (issue 22), in real Chromium: "Dark" forces the kit's dark theme and
 * the demo's own colours on a light system (`data-portcullis-theme="dark"` on `<html>`,
 * `color-scheme: dark`), "Light" forces light on a dark system, "System" follows
 * `prefers-color-scheme` again, and the choice survives a reload (localStorage). axe-core finds no
 * critical or serious violation with each theme forced.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, useDemoInBrowser } from './support/demo-in-browser.js';

/**
 * The computed colours that tell the themes apart, the page's text and the sign-in button's,
 * once the kit's colour transitions have run.
 */
const colours = async (page: Page) => {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return page.evaluate(() => {
    const button = document.querySelector('form .portcullis-button') as HTMLElement;
    return {
      attribute: document.documentElement.getAttribute('data-portcullis-theme'),
      scheme: getComputedStyle(document.documentElement).colorScheme,
      text: getComputedStyle(document.documentElement).color,
      button: getComputedStyle(button).backgroundColor,
    };
  });
};

describe('the demo theme switch (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('forces dark or light over the system setting, and remembers it', async () => {
    const { page, server } = demo();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(server.url);
    await shown(
      page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }),
    );
    const system = await colours(page);
    expect(system.attribute).toBeNull();
    const theme = page.getByRole('combobox', { name: 'Theme' });
    expect(await theme.inputValue()).toBe('system');

    await theme.selectOption('dark');
    const dark = await colours(page);
    expect(dark).toMatchObject({ attribute: 'dark', scheme: 'dark' });
    expect(dark.text).not.toBe(system.text);
    expect(dark.button).not.toBe(system.button);
    // The same colours as the system's dark setting gives.
    await theme.selectOption('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    const systemDark = await colours(page);
    expect({ text: systemDark.text, button: systemDark.button }).toEqual({
      text: dark.text,
      button: dark.button,
    });

    // Light forced on a dark system.
    await theme.selectOption('light');
    const light = await colours(page);
    expect(light).toMatchObject({ attribute: 'light', scheme: 'light' });
    expect({ text: light.text, button: light.button }).toEqual({
      text: system.text,
      button: system.button,
    });

    await theme.selectOption('dark');
    await page.reload();
    await shown(page.getByRole('combobox', { name: 'Theme' }));
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('dark');
    expect((await colours(page)).attribute).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('portcullis-demo-theme'))).toBe('dark');
    // Forced dark: no critical or serious violation whatever the system's scheme.
    expect(await seriousViolations(page, 'theme-forced-dark')).toEqual([]);
  });

  it('names its options in French when the page is French', async () => {
    const { page, server } = demo();
    await page.goto(server.url);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const theme = page.getByRole('combobox', { name: 'Thème' });
    await shown(theme);
    expect(await theme.locator('option').allTextContents()).toEqual(['Système', 'Clair', 'Sombre']);
  });
});
