/**
 * The demo's English/Français switch (issue 22), in real Chromium: choosing Français turns the
 * kit's SignIn screen French — its button, and a server error (a wrong password) shown through
 * the dictionary's message for its code — sets `<html lang="fr">`, and survives a reload
 * (localStorage); English comes back the same way. axe-core finds no critical or serious
 * violation on the French page (both themes).
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, useDemoInBrowser } from './support/demo-in-browser.js';

describe('the demo language switch (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('switches the kit to French, server errors included, and remembers it', async () => {
    const { page, server } = demo();
    await page.goto(server.url);
    const english = page.getByRole('form', { name: 'Sign in' });
    await shown(english.getByRole('button', { name: 'Sign in' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const form = page.getByRole('form', { name: 'Connexion' });
    await shown(form.getByRole('button', { name: 'Se connecter' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    await form
      .getByLabel('E-mail ou nom d’utilisateur', { exact: true })
      .fill('nobody@example.com');
    await form.getByLabel('Mot de passe', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await shown(form.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect' }));
    expect(await form.getByRole('alert').textContent()).not.toContain('Invalid');
    // The page in French, error shown, switch included: no critical or serious axe violation.
    expect(await seriousViolations(page, 'language-switch-fr')).toEqual([]);

    await page.reload();
    await shown(page.getByRole('form', { name: 'Connexion' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('portcullis-demo-language'))).toBe('fr');

    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await shown(
      page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }),
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
