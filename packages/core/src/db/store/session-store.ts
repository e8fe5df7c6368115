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
 * every change evicts the tokens it touches; the database stays the source of truth.
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
      const updated = await adapter.update<Session>({
        model: 'session',
        where: byToken(token),
        update: { ...data, updatedAt: new Date() },
      });
      await cache?.evict([stored(token)]);
      return presented(updated, token);
    },

    async deleteSession(token: string) {
      await adapter.delete({ model: 'session', where: byToken(token) });
      await cache?.evict([stored(token)]);
    },

    /**
     * Deletes one session of a user: nothing happens when the token is someone else's. With
     * hashed tokens, the stored hash (as `listSessions` shows it) is accepted as well.
     */
    async deleteUserSession(userId: string, token: string) {
      const values = hashTokens ? [stored(token), token] : [token];
      const count = await adapter.deleteMany({
        model: 'session',
        where: [{ field: 'token', operator: 'in', value: values }, ...ofUser(userId)],
      });
      await cache?.evict(values);
      return count;
    },

    /** Deletes the sessions of a user, except the one with `exceptToken`. Returns the count. */
    async deleteUserSessions(userId: string, exceptToken?: string) {
      const except = exceptToken === undefined ? undefined : stored(exceptToken);
      const tokens = cache ? (await listTokens(userId)).filter((t) => t !== except) : [];
      const count = await adapter.deleteMany({
        model: 'session',
        where: except
          ? [...ofUser(userId), { field: 'token', operator: 'ne', value: except }]
          : ofUser(userId),
      });
      await cache?.evict(tokens);
      return count;
    },

    /**
     * Evicts the cached sessions of a user, e.g. after their profile changed. `tokens` are stored
     * values, as read from session rows.
     */
    async evictUserSessions(userId: string, tokens?: readonly string[]) {
      if (cache) await cache.evict(tokens ?? (await listTokens(userId)));
    },
  };
}
