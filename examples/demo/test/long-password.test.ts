/**
 * A long pasted password on the demo's sign-up (issue 31, defect 1), in real Chromium: the page
 * never cuts it short (no `maxlength`, which would create an account whose password is the first
 * 128 characters), but refuses it before anything is sent, beside the field, naming the limit;
 * no account exists afterwards. axe-core finds no critical or serious violation with the error
 * shown.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';

const LONG_PASSWORD = 'Correct-horse-battery-staple-'.repeat(18).slice(0, 500);

describe('a long pasted password on sign-up (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('refuses a pasted 500-character password naming the limit, and creates no account', async () => {
    const { page, server } = demo();
    await page.goto(server.url);
    const email = 'long-password@example.com';
    await signUpThroughScreen(page, { name: 'Long Password', email, password: LONG_PASSWORD });

    const form = page.getByRole('form', { name: 'Sign up' });
    const password = form.getByLabel('Password', { exact: true });
    await shown(form.getByText('Password too long: use at most 128 characters.'));
    // The whole paste is kept: nothing was silently cut to 128 characters.
    expect(await password.getAttribute('maxlength')).toBeNull();
    expect((await password.inputValue()).length).toBe(500);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page, 'sign-up-long-password')).toEqual([]);

    // In French, the same refusal in French, still naming the limit.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const french = page.getByRole('form', { name: 'Inscription' });
    await french.getByLabel('Mot de passe', { exact: true }).fill(LONG_PASSWORD);
    await french.getByRole('button', { name: 'Créer un compte' }).click();
    await shown(
      french.getByText(/^Mot de passe trop long\s:\sutilisez au plus 128\scaractères\.$/),
    );
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');

    // No account was created, neither with the whole password nor with its first 128 characters.
    for (const tried of [LONG_PASSWORD, LONG_PASSWORD.slice(0, 128)]) {
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, password: tried }),
      });
      expect(response.status).not.toBe(200);
    }
  });
});
