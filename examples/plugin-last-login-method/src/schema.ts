import { defineSchema } from '@portcullis/core/plugin';

/**
 * The user column the plugin adds: `lastLoginMethod`, the method of the user's latest
 * successful sign-in (`'email'`, `'username'`, or a social provider's id such as `'github'`).
 *
 * - `required: false`: null until the user's first sign-in after the plugin was added.
 * - `input: false`: sign-up and `POST /update-user` refuse it with 400
 *   `'lastLoginMethod is not allowed to be set'`, so only the sign-in hook writes it.
 * - `maxLength: 64`: a method is a short identifier; longer writes are refused.
 *
 * `defineSchema` keeps its literal types, so `$InferServerPlugin` types it on the client's user as
 * `string | null` and leaves it out of `updateUser` and `signUp.email`. Run `migrate(auth)` after
 * adding the plugin to create the column.
 *
 * @example
 * const { user } = await auth.api.getSession({ headers });
 * console.log(user.lastLoginMethod); // 'email'
 */
export const lastLoginMethodSchema = defineSchema({
  user: {
    modelName: 'user',
    fields: {
      lastLoginMethod: { type: 'string', required: false, input: false, maxLength: 64 },
    },
  },
});
