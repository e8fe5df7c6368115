import type { AuthContext, User } from '../../plugin/index.js';

/** A user with the columns of the username plugin. */
export type UserWithUsername = User & {
  /** Lowercased; null for users who never chose one. */
  username: string | null;
  /** The username as typed; null for users who never chose one. */
  displayUsername: string | null;
};

/**
 * The user holding `username`, or null. Usernames are stored lowercased, so this lowercases its
 * argument: a lookup is case-insensitive (SPEC §5). One indexed read.
 */
export function findUserByUsername(
  context: AuthContext,
  username: string,
): Promise<UserWithUsername | null> {
  return context.adapter.findOne<UserWithUsername>({
    model: 'user',
    where: [{ field: 'username', value: username.toLowerCase() }],
  });
}
