import { socialErrors } from '../localization/en.js';
import type { PartialLocalization } from '../localization/types.js';

/**
 * A sentence for the `?error=` code a failed social sign-in or link lands with, e.g.
 * `account_not_linked` → "An account with this email already exists…". Unknown codes (a
 * provider's own, a database hook's) get a general sentence (`unknown`); show the code next to
 * it. In English, or from `localization.socialErrors` (e.g. `useLocalization().localization`,
 * or `fr` from '@portcullis/react/locales/fr'), a missing sentence falling back to English.
 *
 * @see SPEC §8
 * @example
 * const code = new URLSearchParams(location.search).get('error');
 * if (code) showAlert(`${socialErrorMessage(code)} (${code})`);
 */
export function socialErrorMessage(code: string, localization?: PartialLocalization): string {
  const messages: Partial<Record<string, string>> = {
    ...socialErrors,
    ...localization?.socialErrors,
  };
  return messages[code] ?? messages.unknown ?? socialErrors.unknown;
}
