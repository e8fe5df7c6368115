/**
 * A phone number as people type it, in the E.164 form the server looks up: spaces, dashes, dots
 * and brackets dropped, `00` at the start read as `+` (`+1 (415) 555-2671` → `+14155552671`).
 * Anything else is left for the server to refuse.
 *
 * @example normalizePhoneNumber('+33 6 12 34 56 78'); // '+33612345678'
 */
export function normalizePhoneNumber(typed: string): string {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** A pasted code as typed from a text message: spaces and dashes dropped. */
export const normalizePhoneCode = (code: string) => code.replace(/[\s-]/g, '');
