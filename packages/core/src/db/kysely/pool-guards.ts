import type {
  MysqlPool,
  MysqlPoolConnection,
  MysqlQueryResult,
  PostgresPool,
  PostgresPoolClient,
} from 'kysely';
import { isDatabaseUnavailable } from '../database-unavailable.js';

/**
 * The part of a `pg.Pool` that {@link guardPostgresPool} drives: `connect()` hands out clients
 * whose `release(error)` destroys them instead of returning them to the pool.
 */
export interface PgPoolLike {
  connect(): Promise<PostgresPoolClient & { release(error?: unknown): void }>;
  end(): Promise<void>;
}

/**
 * A pg pool for Kysely that never hands out a connection again after it failed at the network
 * level — a query that timed out on the client side (`query_timeout`: the server did not
 * answer), a reset or terminated connection — but destroys it on release, so the next request
 * opens a fresh one. pg alone would keep a timed-out client, whose next queries wait behind the
 * one that never answered until TCP gives up (minutes): the pool would keep answering 503 long
 * after the server is back. Errors the server sent (they carry a `severity`, e.g. a statement
 * cancelled by `statement_timeout`) leave the connection usable and keep it.
 *
 * @example
 * new PostgresDialect({ pool: guardPostgresPool(new pg.Pool({ connectionString, query_timeout: 5000 })) });
 */
export function guardPostgresPool(pool: PgPoolLike): PostgresPool {
  // One facade per client, so Kysely (which caches its connection object per client) keeps
  // reusing its own.
  const facades = new WeakMap<object, PostgresPoolClient & { broken: unknown }>();
  return {
    async connect() {
      const client = await pool.connect();
      let facade = facades.get(client);
      if (!facade) {
        // pg emits a connection's failure between two queries as an 'error' event on the
        // client, which, while it is checked out, has no listener: Node would end the process.
        (client as unknown as NodeJS.EventEmitter).on('error', (error: unknown) => {
          guarded.broken ??= error;
        });
        const guarded: PostgresPoolClient & { broken: unknown } = {
          broken: undefined,
          query: ((...args: [string, ReadonlyArray<unknown>]) => {
            // The rest of a transaction (its rollback) fails at once on a lost connection.
            if (guarded.broken) return Promise.reject(guarded.broken);
            const result = (client.query as (...a: unknown[]) => unknown)(...args);
            // A cursor (streaming) is returned as is; only promises can fail here.
            if (typeof (result as Promise<unknown>)?.then !== 'function') return result;
            return (result as Promise<unknown>).catch((error: unknown) => {
              if (isLostConnection(error)) guarded.broken ??= error;
              throw error;
            });
          }) as PostgresPoolClient['query'],
          release() {
            client.release(guarded.broken ? true : undefined);
          },
        };
        facade = guarded;
        facades.set(client, facade);
      }
      facade.broken = undefined;
      return facade;
    },
    end: () => pool.end(),
  };
}

const isLostConnection = (error: unknown) =>
  isDatabaseUnavailable(error) && !(error as { severity?: unknown }).severity;

/** The part of a mysql2 connection that {@link guardMysqlPool} drives. */
interface Mysql2Connection {
  query(
    options: { sql: string; values: unknown[]; timeout?: number },
    callback: (error: unknown, result: MysqlQueryResult) => void,
  ): void;
  query(sql: string, values: unknown[]): ReturnType<MysqlPoolConnection['query']>;
  release(): void;
  destroy(): void;
}

/** The part of a mysql2 (callback) pool that {@link guardMysqlPool} drives. */
export interface Mysql2PoolLike {
  getConnection(callback: (error: unknown, connection: Mysql2Connection) => void): void;
  end(callback: (error: unknown) => void): void;
}

/** Time limits of {@link guardMysqlPool}, in milliseconds. */
export interface MysqlPoolLimits {
  /** Longest wait for a connection: a free one from the pool, or a new one opened. */
  acquireTimeoutMs: number;
  /** Longest wait for a statement's answer; the connection is then destroyed. */
  queryTimeoutMs: number;
}

/**
 * A mysql2 pool for Kysely with the two limits mysql2 lacks at pool level: a wait for a
 * connection (mysql2 queues requests for a busy pool forever) and a per-statement timeout
 * (mysql2's per-query `timeout`, which Kysely does not pass). A connection whose statement timed
 * out or whose link failed is destroyed on release, never reused.
 *
 * @example
 * new MysqlDialect({ pool: guardMysqlPool(mysql.createPool(uri), { acquireTimeoutMs: 5000, queryTimeoutMs: 5000 }) });
 */
export function guardMysqlPool(pool: Mysql2PoolLike, limits: MysqlPoolLimits): MysqlPool {
  const facades = new WeakMap<object, MysqlPoolConnection & { broken: unknown }>();
  const facadeOf = (connection: Mysql2Connection) => {
    let facade = facades.get(connection);
    if (!facade) {
      const guarded = {
        broken: undefined as unknown,
        query(
          sql: string,
          values: unknown[],
          callback?: (e: unknown, r: MysqlQueryResult) => void,
        ) {
          // Streaming (no callback) is passed through as is.
          if (!callback) return connection.query(sql, values);
          // mysql2 leaves a timed-out statement in place, so a statement sent after it (a
          // transaction's rollback) would wait forever, its own timer never started: fail it.
          if (guarded.broken) {
            const { broken } = guarded;
            process.nextTick(() => callback(broken, undefined as never));
            return;
          }
          connection.query({ sql, values, timeout: limits.queryTimeoutMs }, (error, result) => {
            if (error && isDatabaseUnavailable(error)) guarded.broken ??= error;
            callback(error, result);
          });
        },
        release() {
          if (guarded.broken) connection.destroy();
          else connection.release();
        },
      };
      facade = guarded as unknown as MysqlPoolConnection & { broken: unknown };
      facades.set(connection, facade);
    }
    facade.broken = undefined;
    return facade;
  };
  return {
    getConnection(callback) {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        callback(acquireTimeout(limits.acquireTimeoutMs), undefined as never);
      }, limits.acquireTimeoutMs);
      pool.getConnection((error, connection) => {
        if (settled) {
          // Too late: the request already failed. The connection goes back unused.
          if (!error) connection.release();
          return;
        }
        settled = true;
        clearTimeout(timer);
        if (error) callback(error, undefined as never);
        else callback(null, facadeOf(connection));
      });
    },
    end: (callback) => pool.end(callback),
  };
}

function acquireTimeout(ms: number): Error {
  return Object.assign(new Error(`Timed out after ${ms} ms waiting for a database connection`), {
    code: 'ETIMEDOUT',
  });
}
