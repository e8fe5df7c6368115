import type { User } from '../db/entities.js';

/**
 * The user as sign-up and change-password answer with it: the seven SPEC §7 fields, in Better
 * Auth 1.2.7's order, and nothing else — no plugin fields (`username`), no additional fields.
 * The whole user, every field the response may show, comes with `GET /get-session`.
 *
 * @see SPEC §7 ("Returns token (nullable) and user (id, email, name, image, emailVerified,
 *   createdAt, updatedAt)")
 * @example
 * return { token: session.token, user: toAnswerUser(user) };
 */
export function toAnswerUser(user: User): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/**
 * The user as Better Auth 1.2.7's plugin routes answer with it (`/sign-in/email-otp`,
 * `/magic-link/verify`, …): the seven core fields in Better Auth's order for those routes,
 * `{ id, email, emailVerified, name, image, createdAt, updatedAt }`, and nothing else.
 *
 * @example
 * return { token: session.token, user: toPluginAnswerUser(user) };
 */
export function toPluginAnswerUser(user: User): PluginAnswerUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    image: user.image,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** What {@link toPluginAnswerUser} returns. */
export type PluginAnswerUser = Pick<
  User,
  'id' | 'email' | 'emailVerified' | 'name' | 'image' | 'createdAt' | 'updatedAt'
>;
