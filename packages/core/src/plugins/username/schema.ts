import type { DatabaseSchema } from '../../db/schema.js';

/**
 * The user columns the username plugin adds (SPEC §3), with Better Auth's names so an existing
 * database carries over:
 *
 * - `username`: optional, stored lowercased, backed by a unique index (the database settles two
 *   sign-ups racing for one name).
 * - `displayUsername`: optional, the username as the user typed it, for display.
 *
 * Both are accepted as input by sign-up and update-user.
 */
export const usernameSchema = {
  user: {
    modelName: 'user',
    fields: {
      username: { type: 'string', required: false, unique: true },
      displayUsername: { type: 'string', required: false },
    },
  },
} satisfies DatabaseSchema;
