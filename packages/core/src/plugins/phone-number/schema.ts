import { defineSchema } from '../../plugin/index.js';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';

/**
 * The user columns of the phone-number plugin, Better Auth 1.2.7's, so its database opens
 * unchanged:
 *
 * - `phoneNumber`: optional, unique (a database constraint: two verifications racing for one
 *   number, the loser answers 400 PHONE_NUMBER_ALREADY_EXIST). Accepted by sign-up and `/update-user`,
 *   as in Better Auth; a change there clears `phoneNumberVerified`.
 * - `phoneNumberVerified`: optional boolean, set only by the plugin (sign-up and
 *   `/update-user` refuse it).
 */
export const phoneNumberSchema = defineSchema({
  user: {
    modelName: 'user',
    fields: {
      phoneNumber: {
        type: 'string',
        required: false,
        unique: true,
        uniqueMessage: PHONE_NUMBER_ERROR_CODES.PHONE_NUMBER_EXIST,
        // E.164 numbers have at most 15 digits; room for an app's own format.
        maxLength: 64,
      },
      phoneNumberVerified: { type: 'boolean', required: false, input: false as const },
    },
  },
});
