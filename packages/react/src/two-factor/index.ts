/**
 * @module @portcullis/react/two-factor
 *
 * The two-factor account screens of the React kit, in their own entry so apps that never show
 * them do not ship them or the QR code library. With the `twoFactor()` plugin on the server
 * and `twoFactorClient()` in the client: `TwoFactorSetup` (turn on with the password, a QR
 * code and the key by hand, the first code, then the backup codes; turn off with the password)
 * and `BackupCodes` (regenerate, copy, download). The sign-in side, `TwoFactorChallenge`, is in
 * the main entry, as `SignInForm` shows it. Use them inside the `PortcullisProvider` of
 * `@portcullis/react`; the styles are in `@portcullis/react/styles.css`.
 *
 * @example
 * import { BackupCodes, TwoFactorSetup } from '@portcullis/react/two-factor';
 */

export type { BackupCodeListLabels } from './BackupCodeList.js';
export type { BackupCodesLabels, BackupCodesProps } from './BackupCodes.js';
export { BackupCodes } from './BackupCodes.js';
export { groupSecret, readTotpSecret } from './otp-uri.js';
export type { TwoFactorSetupLabels, TwoFactorSetupProps } from './TwoFactorSetup.js';
export { TwoFactorSetup } from './TwoFactorSetup.js';
