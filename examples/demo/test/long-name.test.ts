/**
 * A too-long name on the demo's sign-up (issue 31, defect 7), in real Chromium: the name field's
 * hint names the server's limit, 256 characters, and the server's refusal is shown beside the
 * field naming it, in English and in French, never in the validator's words ("Too big: expected
 * string to have <=256 characters"). axe-core finds no critical or serious violation with the
 * errors shown.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';

describe('a too-long name on sign-up (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('refuses a 300-character name naming 256, in English and in French', async () => {
    const { page, server } = demo();
    await page.goto(server.url);
    const name = 'N'.repeat(300);
    const email = 'long-name@example.com';
    await signUpThroughScreen(page, { name, email, password: 'a-good-password-1' });

    const english = page.getByRole('form', { name: 'Sign up' });
    const nameField = english.getByLabel('Name', { exact: true });
    await shown(english.getByText('Too long: use at most 256 characters.'));
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    // The hint names the limit before anything is submitted, and is read with the field.
    await shown(english.getByText('At most 256 characters.', { exact: true }));
    expect(await nameField.getAttribute('aria-describedby')).toBeTruthy();
    const englishText = (await english.textContent()) ?? '';
    expect(englishText).not.toMatch(/expected|<=|Too big|Invalid body parameters/);
    expect(await seriousViolations(page, 'sign-up-long-name-en')).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const french = page.getByRole('form', { name: 'Inscription' });
    await shown(french);
    await french.getByLabel('Nom', { exact: true }).fill(name);
    await french.getByLabel('E-mail', { exact: true }).fill(email);
    await french.getByLabel('Mot de passe', { exact: true }).fill('a-good-password-1');
    await french.getByRole('button', { name: 'Créer un compte' }).click();
    await shown(french.getByText(/^Trop long\s:\s256\scaractères au plus\.$/));
    await shown(french.getByText(/^256\scaractères au plus\.$/));
    const frenchText = (await french.textContent()) ?? '';
    expect(frenchText).not.toMatch(/expected|<=|Too big|Too long|Invalid/);
    expect(await seriousViolations(page, 'sign-up-long-name-fr')).toEqual([]);

    // The server really refused it: no account with that email.
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: 'a-good-password-1' }),
    });
    expect(response.status).toBe(401);
  });
});
