import { defineSchema } from '../../plugin/index.js';

/**
 * What the two-factor plugin adds, with Better Auth 1.2.7's model and field names so an existing
 * database carries over:
 *
 * - `user.twoFactorEnabled`: boolean, default false, not accepted as input; true once the first
 *   code after `/two-factor/enable` was verified (at once with `skipVerificationOnEnable`).
 * - `twoFactor` model: `secret` (the TOTP secret, encrypted with the app secret as Better Auth
 *   encrypts it), `backupCodes` (the JSON array of unused backup codes, encrypted the same way),
 *   `userId` (references `user.id`, one row per user), and Portcullis's `lastTotpStep` (the time
 *   step of the last accepted TOTP code, for replay protection; null on rows Better Auth wrote).
 *   None of them is ever answered.
 */
export const twoFactorSchema = defineSchema({
  user: {
    modelName: 'user',
    fields: {
      twoFactorEnabled: {
        type: 'boolean',
        required: false,
        defaultValue: false,
        input: false as const,
      },
    },
  },
  twoFactor: {
    modelName: 'twoFactor',
    fields: {
      secret: { type: 'string', required: true, returned: false },
      backupCodes: { type: 'string', required: true, returned: false },
      lastTotpStep: { type: 'number', required: false, returned: false },
      userId: {
        type: 'string',
        required: true,
        returned: false,
        references: { model: 'user', field: 'id', onDelete: 'cascade' },
      },
    },
  },
});
