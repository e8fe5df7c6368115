import type { DatabaseSchema } from '../../plugin/index.js';
import { USERNAME_ERROR_CODES } from './error-codes.js';

/**
 * The user columns the username plugin adds (SPEC §3), with Better Auth's names so an existing
 * database carries over:
 *
 * - `username`: optional, stored lowercased, backed by a unique index (the database settles two
 *   sign-ups racing for one name); at most `maxUsernameLength` characters.
 * - `displayUsername`: optional, the username as the user typed it, for display; at most
 *   `maxDisplayUsernameLength` characters.
 *
 * Both are accepted as input by sign-up and update-user.
 */
export function createUsernameSchema(limits: {
  maxUsernameLength: number;
  maxDisplayUsernameLength: number;
}) {
  return {
    user: {
      modelName: 'user',
      fields: {
        username: {
          type: 'string',
          required: false,
          unique: true,
          // Two sign-ups racing for one name: the loser hears why.
          uniqueMessage: USERNAME_ERROR_CODES.USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER,
          maxLength: limits.maxUsernameLength,
        },
        displayUsername: {
          type: 'string',
          required: false,
          maxLength: limits.maxDisplayUsernameLength,
        },
      },
    },
  } satisfies DatabaseSchema;
}
