/**
 * @module @portcullis/react/locales/en
 *
 * The kit in English, the complete dictionary (also exported by '@portcullis/react'): a base to
 * spread for a new language or a few changed strings.
 *
 * @example
 * import { en } from '@portcullis/react/locales/en';
 * const texts = { ...en, signInForm: { ...en.signInForm, submit: 'Log in' } } satisfies Localization;
 */

export { en } from '../localization/en.js';
