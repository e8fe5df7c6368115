import { sha256Hex } from '../../crypto/sha256.js';
import type { SessionCache } from '../../storage/session-cache.js';
import { rememberSecrets } from '../../utils/redact.js';
import type { DatabaseAdapter } from '../adapter.js';
import type { Session, SessionWithUser, User } from '../entities.js';
import { findWithReferenceInTwoReads } from '../find-with-reference.js';

/** A session row points at its user through `userId`. */
const SESSION_USER = { field: 'userId', model: 'user' } as const;

/**
 * Session verbs. With a {@link SessionCache} (secondary storage), lookups are served from it and
 * every change evicts the tokens it touches; the database stays the source of truth. A change
 * evicts before it writes (and is refused with 503 when the storage cannot be reached, so that a
 * revoked session can never be read back from the storage later) and again after it writes.
 *
 * With `hashTokens` (`session.storeTokenHash`), the row's `token` and the cache key are
 * SHA-256(token): verbs take the token the client presents and hash it; the sessions they return
 * carry that token again, so callers never see the difference. Rows listed by `listSessions` and
 * `listSessionTokens` hold what is stored (the hash).
 */
export function createSessionStore(
  adapter: DatabaseAdapter,
  cache?: SessionCache,
  hashTokens = false,
) {
  /** What the database holds for a presented token. */
  const stored = (token: string) => (hashTokens ? sha256Hex(token) : token);
  /** A stored session handed back with the presented token in place of its hash. */
  const presented = <S extends Session | null>(session: S, token: string): S =>
    session && hashTokens ? { ...session, token } : session;
  const byToken = (token: string) => [{ field: 'token', value: stored(token) }];
  const ofUser = (userId: string) => [{ field: 'userId', value: userId }];

  const listTokens = async (userId: string) =>
    (
      await adapter.findMany<Session>({
        model: 'session',
        where: ofUser(userId),
        limit: Number.MAX_SAFE_INTEGER,
      })
    ).map((session) => session.token);

  /**
   * Runs `write` between two evictions of `tokens`: the first refuses the change when the
   * storage is down, the second removes what a concurrent request cached in between.
   */
  const evictAround = async <T>(tokens: readonly string[], write: () => Promise<T>) => {
    if (!cache) return write();
    await cache.evict(tokens);
    const result = await write();
    await cache.evictAfterWrite(tokens);
    return result;
  };

  const findInDatabase = async (token: string): Promise<SessionWithUser | null> => {
    // One query (a join) where the adapter has it; two reads otherwise.
    const args = { model: 'session', where: byToken(token), reference: SESSION_USER };
    const found = adapter.findOneWithReference
      ? await adapter.findOneWithReference<Session, User>(args)
      : await findWithReferenceInTwoReads<Session, User>(adapter.findOne, args);
    return found && { session: found.row, user: found.referenced };
  };

  return {
    createSession: (
      data: Omit<Session, 'id' | 'createdAt' | 'updatedAt'> & Record<string, unknown>,
    ) => {
      const at = new Date();
      rememberSecrets([data.token]);
      return adapter
        .create<Session>({
          model: 'session',
          data: { ...data, token: stored(data.token), createdAt: at, updatedAt: at },
        })
        .then((session) => presented(session, data.token));
    },

    /** The session with this token and its user, or null. Does not check expiry. */
    async findSession(token: string): Promise<SessionWithUser | null> {
      // No await at all for the cache when there is none (the get-session hot path).
      const cached = cache && (await cache.get(stored(token)));
      const found = cached || (await findInDatabase(token));
      if (!found) return null;
      if (cache && !cached) await cache.set(found);
      return { ...found, session: presented(found.session, token) };
    },

    /** The user's unexpired sessions, oldest first (the order Better Auth 1.2.7 lists them in). */
    listSessions: (userId: string) =>
      adapter.findMany<Session>({
        model: 'session',
        where: [...ofUser(userId), { field: 'expiresAt', operator: 'gt', value: new Date() }],
        sortBy: { field: 'createdAt', direction: 'asc' },
      }),

    /** What a session row holds for this token: the token, or its SHA-256 with `storeTokenHash`. */
    storedSessionToken: stored,

    /** Tokens of all the user's sessions (for evicting them from the cache). */
    listSessionTokens: listTokens,

    async updateSession(token: string, data: Partial<Session>) {
      const tokens = [stored(token)];
      const write = () =>
        adapter.update<Session>({
          model: 'session',
          where: byToken(token),
          update: { ...data, updatedAt: new Date() },
        });
      // A refresh (a later expiresAt, nothing else) is not refused when the storage is down: a
      // stale entry only holds the earlier expiry, and leaves the storage no later than it.
      const refreshOnly = Object.keys(data).every((field) => field === 'expiresAt');
      let updated: Session | null;
      if (refreshOnly && cache) {
        updated = await write();
        await cache.evictAfterWrite(tokens);
      } else {
        updated = await evictAround(tokens, write);
      }
      return presented(updated, token);
    },

    async deleteSession(token: string) {
      await evictAround([stored(token)], () =>
        adapter.delete({ model: 'session', where: byToken(token) }),
      );
    },

    /**
     * Deletes one session of a user: nothing happens when the token is someone else's. With
     * hashed tokens, the stored hash (as `listSessions` shows it) is accepted as well.
     */
    async deleteUserSession(userId: string, token: string) {
      const values = hashTokens ? [stored(token), token] : [token];
      return evictAround(values, () =>
        adapter.deleteMany({
          model: 'session',
          where: [{ field: 'token', operator: 'in', value: values }, ...ofUser(userId)],
        }),
      );
    },

    /** Deletes the sessions of a user, except the one with `exceptToken`. Returns the count. */
    async deleteUserSessions(userId: string, exceptToken?: string) {
      const except = exceptToken === undefined ? undefined : stored(exceptToken);
      const tokens = cache ? (await listTokens(userId)).filter((t) => t !== except) : [];
      return evictAround(tokens, () =>
        adapter.deleteMany({
          model: 'session',
          where: except
            ? [...ofUser(userId), { field: 'token', operator: 'ne', value: except }]
            : ofUser(userId),
        }),
      );
    },

    /**
     * Runs `write`, a change to a user that their cached sessions carry, between two evictions
     * of those sessions (see {@link evictAround}). `tokens` are stored values; default: every
     * session of the user.
     */
    async changingUser<T>(
      userId: string,
      write: () => Promise<T>,
      tokens?: readonly string[],
    ): Promise<T> {
      if (!cache) return write();
      return evictAround(tokens ?? (await listTokens(userId)), write);
    },

    /**
     * Evicts the cached sessions of a user, e.g. after their profile changed. `tokens` are stored
     * values, as read from session rows.
     *
     * @throws ServiceUnavailableError (503) when the storage cannot be reached (the eviction is
     *   retried in the background until it answers).
     */
    async evictUserSessions(userId: string, tokens?: readonly string[]) {
      if (cache) await cache.evict(tokens ?? (await listTokens(userId)));
    },
  };
}
