import { describe, expectTypeOf, it } from 'vitest';
import { fr } from '../locales/fr.js';
import { en } from './en.js';
import type { Localization, PartialLocalization } from './types.js';

describe('Localization', () => {
  it('is satisfied by en and fr', () => {
    expectTypeOf(en).toMatchTypeOf<Localization>();
    expectTypeOf(fr).toMatchTypeOf<Localization>();
  });

  it('refuses a locale with a missing section, key or error code', () => {
    const { signInForm: _section, ...noSignIn } = fr;
    // @ts-expect-error: signInForm is missing.
    noSignIn satisfies Localization;

    const { submit: _key, ...signInForm } = fr.signInForm;
    // @ts-expect-error: signInForm.submit is missing.
    ({ ...fr, signInForm }) satisfies Localization;

    const { INVALID_EMAIL_OR_PASSWORD: _code, ...errors } = fr.errors;
    // @ts-expect-error: errors.INVALID_EMAIL_OR_PASSWORD is missing.
    ({ ...fr, errors }) satisfies Localization;
  });

  it('lets the provider take a partial dictionary, but not unknown keys', () => {
    ({ signInForm: { submit: 'Entrer' } }) satisfies PartialLocalization;
    // @ts-expect-error: not a key of SignInFormLabels.
    ({ signInForm: { submitt: 'Entrer' } }) satisfies PartialLocalization;
  });
});
