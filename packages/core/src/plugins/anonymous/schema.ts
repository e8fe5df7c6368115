import { defineSchema, type User } from '../../plugin/index.js';

/**
 * The user column the anonymous plugin adds, Better Auth 1.2.7's: `user.isAnonymous` (boolean,
 * optional; `true` for users made by `POST /sign-in/anonymous`, `null` for every other user, as
 * Better Auth leaves it). Clients cannot set it through sign-up or update-user (400
 * 'isAnonymous is not allowed to be set'): only the plugin writes it.
 */
export const anonymousSchema = defineSchema({
  user: {
    modelName: 'user',
    fields: {
      isAnonymous: { type: 'boolean', required: false, input: false as const },
    },
  },
});

/** A user with the anonymous plugin's column (Better Auth's `UserWithAnonymous`). */
export type UserWithAnonymous = User & { isAnonymous?: boolean | null };
