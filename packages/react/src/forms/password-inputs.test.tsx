/**
 * No password input of the kit has a `maxlength` (issue 31, defect 1): the browser would cut a
 * pasted password short without a word, and the account would get a password its user does not
 * hold. Too-long passwords are refused before submitting instead (see `password-length.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAuth, renderWithAuth } from '../../test/kit/test-utils.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { Field } from './Field.js';
import { ResetPasswordForm } from './ResetPasswordForm.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';

afterEach(cleanupAuth);

const SRC = join(import.meta.dirname, '..');

/** Every component source file of the kit (tests left out). */
function componentFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('password inputs', () => {
  it('the kit’s forms render their password fields without maxlength', async () => {
    await renderWithAuth(
      <>
        <SignInForm />
        <SignUpForm maxPasswordLength={64} />
        <ResetPasswordForm token="a-reset-token" maxPasswordLength={64} />
        <ChangePasswordForm maxPasswordLength={64} />
      </>,
      { signedIn: true },
    );
    await screen.findByRole('form', { name: 'Change password' });
    const passwords = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];
    // Sign in 1, sign up 1, reset 2, change 2.
    expect(passwords.length).toBe(6);
    for (const input of passwords) expect(input.outerHTML).not.toMatch(/maxlength/i);
  });

  it('Field never puts maxlength on a password, and keeps it on other inputs', () => {
    render(
      <form aria-label="Fields">
        <Field name="secret" label="Secret" type="password" autoComplete="off" maxLength={10} />
        <Field name="title" label="Title" type="text" autoComplete="off" maxLength={10} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Fields' });
    expect(within(form).getByLabelText('Secret').hasAttribute('maxlength')).toBe(false);
    expect(within(form).getByLabelText('Title').getAttribute('maxlength')).toBe('10');
  });

  it('every password input in the kit is a Field (so the rule above covers it)', () => {
    const outside: string[] = [];
    let seen = 0;
    for (const file of componentFiles()) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/type=(?:"password"|\{'password'\})/g)) {
        seen += 1;
        const tag = /<([A-Za-z.]+)\b[^<]*$/.exec(source.slice(0, match.index))?.[1];
        if (tag !== 'Field') outside.push(`${relative(SRC, file)}: <${tag}>`);
      }
    }
    // SignIn, SignUp, Reset (2), Change (2), DeleteAccountButton, UserActions, PasswordStep.
    expect(seen).toBeGreaterThanOrEqual(7);
    expect(outside).toEqual([]);
  });
});
