import type { AuthContext, DatabaseAdapter } from '../../plugin/index.js';

/** A row of the `twoFactor` table (Better Auth's columns, plus `lastTotpStep`). */
export interface TwoFactorRow {
  id: string;
  userId: string;
  /** The TOTP secret, encrypted (see `sealTwoFactorValue`). */
  secret: string;
  /** The JSON array of unused backup codes, encrypted. */
  backupCodes: string;
  /** The time step of the last TOTP code accepted (replay protection); null before the first. */
  lastTotpStep?: number | null;
}

/** The model name, Better Auth's. */
export const TWO_FACTOR_MODEL = 'twoFactor';

/** The user's `twoFactor` row, or null. */
export function findTwoFactorRow(context: AuthContext, userId: string) {
  return context.adapter.findOne<TwoFactorRow>({
    model: TWO_FACTOR_MODEL,
    where: [{ field: 'userId', value: userId }],
  });
}

/** Deletes every `twoFactor` row of the user (on `adapter`, which may be a transaction). */
export function deleteTwoFactorRows(adapter: DatabaseAdapter, userId: string) {
  return adapter.deleteMany({
    model: TWO_FACTOR_MODEL,
    where: [{ field: 'userId', value: userId }],
  });
}
