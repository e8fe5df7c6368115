import type { DatabaseAdapter, PortcullisOptions } from '@portcullis/core';

/** Portcullis's `databaseHooks` option. */
type DatabaseHooks = NonNullable<PortcullisOptions['databaseHooks']>;

/** The role the demo's admins get (the `admin()` plugin's role with every permission). */
export const ADMIN_ROLE = 'admin';

interface UserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  /** The anonymous plugin's column: guests never become admins. */
  isAnonymous?: boolean | null;
}

/** `PORTCULLIS_ADMIN_EMAILS` as a set of lower-case addresses. */
const toSet = (emails: readonly string[]) =>
  new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean));

/**
 * Who becomes an admin of the demo, as `databaseHooks`:
 *
 * - With `adminEmails`: a user whose address is listed, once it is verified — at sign-up when
 *   the address arrives verified (a provider vouched for it), else when the verification link
 *   is followed. Nobody becomes an admin by signing up with someone else's address. The list
 *   is the source of truth for those users, like `adminUserIds`: any later write to a listed,
 *   verified user puts `admin` back, so demote them by taking them off the list.
 * - Without: the first user to sign up (guests of the anonymous plugin do not count). The role is given before the row is written, so the
 *   session created with it already carries it. Two sign-ups racing into an empty database
 *   cannot both win: after the count, the claim is taken in the same synchronous step, once per
 *   process (the demo is one process on one SQLite file); it is given up only once the claimed
 *   row is written, so an emptied database has a first user again.
 *
 * A failed first insert keeps the claim until the next start, when {@link assignAdminsAtStart}
 * makes the oldest user the admin.
 *
 * @example
 * createPortcullis({ databaseHooks: createAdminRoleHooks(['ada@example.com']), plugins: [admin()] });
 */
export function createAdminRoleHooks(adminEmails: readonly string[]): DatabaseHooks {
  const listed = toSet(adminEmails);
  let claimed = false;
  const isListed = (user: Partial<UserRow>) =>
    typeof user.email === 'string' && listed.has(user.email.toLowerCase());

  return {
    user: {
      create: {
        async before(user, adapter) {
          if (listed.size > 0) {
            if (isListed(user) && user.emailVerified === true) {
              return { data: { ...user, role: ADMIN_ROLE } };
            }
            return;
          }
          if ((user as Partial<UserRow>).isAnonymous === true) return;
          const [all, guests] = await Promise.all([
            adapter.count({ model: 'user' }),
            adapter.count({ model: 'user', where: [{ field: 'isAnonymous', value: true }] }),
          ]);
          // From here to the claim nothing awaits: no other sign-up can slip in between.
          if (claimed || all - guests > 0) return;
          claimed = true;
          return { data: { ...user, role: ADMIN_ROLE } };
        },
        after(row) {
          if ((row as Partial<UserRow>).role === ADMIN_ROLE) claimed = false;
        },
      },
      update: {
        async after(row, adapter) {
          const user = row as Partial<UserRow>;
          if (!isListed(user) || user.emailVerified !== true || user.role === ADMIN_ROLE) return;
          await adapter.update({
            model: 'user',
            where: [{ field: 'id', value: user.id }],
            update: { role: ADMIN_ROLE },
          });
        },
      },
    },
  };
}

/**
 * Brings the roles in line with the configuration at start-up, for users who signed up before
 * it: with `adminEmails`, every verified listed user becomes an admin; without, when there are
 * users but no admin, the oldest user who is not a guest (earliest `createdAt`, then smallest
 * id) becomes one.
 * Nobody is demoted: roles set in the admin area stay.
 *
 * @returns the ids of the users it promoted.
 */
export async function assignAdminsAtStart(
  adapter: DatabaseAdapter,
  adminEmails: readonly string[],
): Promise<string[]> {
  const listed = toSet(adminEmails);
  const promote = async (users: UserRow[]) => {
    for (const user of users) {
      await adapter.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { role: ADMIN_ROLE },
      });
    }
    return users.map((user) => user.id);
  };
  if (listed.size > 0) {
    const users = await adapter.findMany<UserRow>({
      model: 'user',
      where: [{ field: 'email', operator: 'in', value: [...listed] }],
      limit: listed.size * 2,
    });
    return promote(users.filter((user) => user.emailVerified && user.role !== ADMIN_ROLE));
  }
  const admins = await adapter.count({
    model: 'user',
    where: [{ field: 'role', value: ADMIN_ROLE }],
  });
  if (admins > 0) return [];
  // The oldest user who is not a guest (earliest createdAt, then smallest id).
  const users = await adapter.findMany<UserRow & { createdAt: Date }>({
    model: 'user',
    sortBy: { field: 'createdAt', direction: 'asc' },
    limit: 1000,
  });
  const oldest = users
    .filter((user) => user.isAnonymous !== true)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))[0];
  return oldest ? promote([oldest]) : [];
}
