'use client';

import { useContext, useMemo } from 'react';
import { PortcullisLocalizationContext } from '../portcullis-context.js';
import { readableErrors } from './en/readable-errors.js';
import { formatDateTime, formatDay, formatNumber, formatRelative } from './intl.js';
import type { Localization, LocalizationSection, PartialLocalization } from './types.js';

/** What {@link useLocalization} returns. */
export interface UseLocalizationResult {
  /** The provider's `localization` (`undefined`: English). */
  localization: PartialLocalization | undefined;
  /** The provider's `locale` (`undefined`: the browser's). */
  locale: string | undefined;
  /**
   * The text to show for an error answer: the dictionary's message for its `code`, else the
   * kit's English for a code whose server wording is not for people ('username is invalid',
   * 'Unauthorized'…), else the server's `message` (any other code without a dictionary, or an
   * unknown code).
   */
  errorMessage: (error: { code?: string | undefined; message: string }) => string;
  /** A date and time in the locale, e.g. "4 mars 2026, 09:40". */
  formatDateTime: (date: Date) => string;
  /** A day in the locale, e.g. "4 mars 2026". */
  formatDay: (date: Date) => string;
  /** A time relative to now in the locale, e.g. "il y a 3 heures". */
  formatRelative: (date: Date) => string;
  /** A number in the locale, e.g. "10 000". */
  formatNumber: (value: number) => string;
}

/**
 * The provider's dictionary and locale, with `Intl` formatters in that locale and the
 * error-code lookup the kit's components use. Outside a provider: English, the browser's
 * locale.
 *
 * @example
 * const { errorMessage, formatRelative } = useLocalization();
 * if (error) setAlert(errorMessage(error));
 */
export function useLocalization(): UseLocalizationResult {
  const state = useContext(PortcullisLocalizationContext);
  const localization = state?.localization;
  const locale = state?.locale;
  return useMemo(
    () => ({
      localization,
      locale,
      errorMessage: (error) => {
        const code = error.code as keyof Localization['errors'] | undefined;
        if (!code) return error.message;
        const readable = Object.hasOwn(readableErrors, code)
          ? readableErrors[code as keyof typeof readableErrors]
          : undefined;
        return localization?.errors?.[code] || readable || error.message;
      },
      formatDateTime: (date) => formatDateTime(date, locale),
      formatDay: (date) => formatDay(date, locale),
      formatRelative: (date) => formatRelative(date, locale),
      formatNumber: (value) => formatNumber(value, locale),
    }),
    [localization, locale],
  );
}

/**
 * A component's text: its `labels` prop, over the provider dictionary's `section`, over the
 * English `defaults`.
 *
 * @example
 * const text = useLabels('signInForm', DEFAULT_LABELS, props.labels);
 */
export function useLabels<S extends LocalizationSection>(
  section: S,
  defaults: Localization[S],
  labels: Partial<Localization[S]> | undefined,
): Localization[S] {
  const dictionary = useContext(PortcullisLocalizationContext)?.localization?.[section];
  return { ...defaults, ...dictionary, ...labels };
}
