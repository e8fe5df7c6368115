import { type AuthContext, generateRandomString } from '../../plugin/index.js';
import { openTwoFactorValue, safeEqual, sealTwoFactorValue } from './crypto.js';
import type { BackupCodeOptions } from './options.js';
import { findTwoFactorRow, TWO_FACTOR_MODEL } from './two-factor-row.js';

/**
 * The characters of a backup code: Better Auth's letters and digits without those a reader
 * confuses (`l`, `1`, `I`, `o`, `O`, `0`), 56 of 62. Safe to differ from Better Auth 1.2.7
 * (`generateRandomString(10, 'a-z', '0-9', 'A-Z')`): a code is an opaque string, stored in its
 * list and compared exactly, by Better Auth as by Portcullis, so codes of either alphabet keep
 * working in both, and its client only sends what the user typed.
 */
export const BACKUP_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * New backup codes in clear: `amount` codes (default 10) of `length` random characters of
 * {@link BACKUP_CODE_ALPHABET} (default 10), split `xxxxx-yyyyy` after the fifth, Better Auth's
 * layout; or the app's `customBackupCodesGenerate()`.
 */
export function generateBackupCodes(options: BackupCodeOptions = {}): string[] {
  if (options.customBackupCodesGenerate) return options.customBackupCodesGenerate();
  const { amount = 10, length = 10 } = options;
  return Array.from({ length: amount }, () => {
    const code = generateRandomString(length, BACKUP_CODE_ALPHABET);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The encrypted column value of a list of codes: the JSON array, encrypted (Better Auth's layout). */
export function sealBackupCodes(secret: string, codes: string[]): string {
  return sealTwoFactorValue(secret, 'backupCodes', JSON.stringify(codes));
}

/** The codes of a stored column value (Portcullis's or Better Auth's encryption); null when unreadable. */
export function openBackupCodes(secret: string, stored: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(openTwoFactorValue(secret, 'backupCodes', stored));
    if (Array.isArray(parsed) && parsed.every((code) => typeof code === 'string')) return parsed;
  } catch {
    // Another secret, tampered with, or not JSON: no usable codes.
  }
  return null;
}

/**
 * Consumes one backup code of the user atomically: the new list is written only if the column
 * still holds the list the code was found in (compare-and-set), so two requests racing with the
 * same code cannot both succeed; a lost race re-reads and checks again. Every stored code is
 * compared in constant time.
 *
 * @returns `'consumed'`, `'invalid'` (not among the unused codes), or `'missing'` (no row).
 */
export async function consumeBackupCode(
  context: AuthContext,
  userId: string,
  code: string,
): Promise<'consumed' | 'invalid' | 'missing'> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await findTwoFactorRow(context, userId);
    if (!row) return 'missing';
    const codes = openBackupCodes(context.secret, row.backupCodes);
    if (!codes) return 'invalid';
    let found = -1;
    codes.forEach((stored, index) => {
      if (safeEqual(stored, code) && found < 0) found = index;
    });
    if (found < 0) return 'invalid';
    const remaining = codes.filter((_, index) => index !== found);
    const updated = await context.adapter.updateMany({
      model: TWO_FACTOR_MODEL,
      where: [
        { field: 'id', value: row.id },
        { field: 'backupCodes', value: row.backupCodes },
      ],
      update: { backupCodes: sealBackupCodes(context.secret, remaining) },
    });
    if (updated === 1) return 'consumed';
  }
  return 'invalid';
}
