/**
 * @module @portcullis/react/locales/en
 *
 * The kit in English, the complete dictionary: a base to spread for a new language or a few
 * changed strings. The components carry their own English defaults without it.
 *
 * @example
 * import { en } from '@portcullis/react/locales/en';
 * const texts = { ...en, signInForm: { ...en.signInForm, submit: 'Log in' } } satisfies Localization;
 */

export { en } from '../localization/en.js';
