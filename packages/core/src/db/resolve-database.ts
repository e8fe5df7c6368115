import { fileURLToPath } from 'node:url';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  MysqlDialect,
  type MysqlPool,
  PostgresDialect,
  type PostgresPool,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import { describeError } from '../errors/describe-error.js';
import type { OutageLog } from '../errors/outage-log.js';
import { redactString } from '../utils/redact.js';
import type { DatabaseAdapter } from './adapter.js';
import { guardAvailability } from './availability-guard.js';
import type { IdGeneration } from './id-generation.js';
import type { DialectCapabilities } from './kysely/dialect.js';
import { mysqlDialect } from './kysely/dialects/mysql.js';
import { postgresDialect } from './kysely/dialects/postgres.js';
import { sqliteDialect } from './kysely/dialects/sqlite.js';
import { withStatementCache } from './kysely/dialects/sqlite-statement-cache.js';
import { createKyselyAdapter } from './kysely/kysely-adapter.js';
import { StatementNames, withNamedStatements } from './kysely/named-statements.js';
import { guardMysqlPool, guardPostgresPool, type Mysql2PoolLike } from './kysely/pool-guards.js';
import { requireDriver } from './require-driver.js';
import type { DatabaseSchema } from './schema.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './time-limits.js';

/** What adapter factories receive besides the schema: the app's `advanced.database` options. */
export interface AdapterSettings {
  /** How new rows get their id. Default: a random 32-character string. */
  generateId?: IdGeneration;
  /**
   * Where a pool Portcullis opened reports the failure of an idle connection (the server ended
   * it, the network dropped it): an Error naming the pool, with the driver's error as `cause`.
   * Default: one line on `console.error` (see `describeError`).
   */
  onPoolError?: (error: Error) => void;
  /**
   * Pools Portcullis opens from a URL: longest wait for a statement's answer, in milliseconds;
   * the statement then fails and its connection is dropped. Default: 5000.
   */
  queryTimeoutMs?: number;
  /**
   * Pools Portcullis opens from a URL: longest wait for a connection (a free one when all are
   * busy, or a new one opened), in milliseconds. Default: 5000.
   */
  connectTimeoutMs?: number;
  /** Where an outage of the database is reported, once per burst. Default: nowhere. */
  outage?: OutageLog;
  /**
   * PostgreSQL pools (a URL or a `pg.Pool`): run the session-with-user read of every
   * authenticated request as a named prepared statement, parsed and planned once per
   * connection. Turn off behind poolers that cannot keep a statement on one server connection
   * (PgBouncer before 1.21 in transaction mode). Default: true.
   */
  preparedStatements?: boolean;
}

/** Builds an adapter over the merged schema, e.g. `memoryAdapter()`. */
export type DatabaseAdapterFactory = (
  schema: DatabaseSchema,
  settings: AdapterSettings,
) => DatabaseAdapter;

/** An existing Kysely instance and the engine behind it. Portcullis never destroys it. */
export interface KyselyDatabaseInput {
  db: Kysely<any>;
  type: 'sqlite' | 'postgres' | 'mysql';
  /** Rows `findMany` returns without a limit. Default: 100 (SPEC §9). */
  defaultQueryLimit?: number;
}

/**
 * What `options.database` accepts:
 * - a connection string: `postgres://…` or `postgresql://…` (a pg pool), `mysql://…` or
 *   `mariadb://…` (a mysql2 pool), else a SQLite file path, optionally as a `file:` URL
 *   (`':memory:'` for a throwaway database);
 * - a better-sqlite3 `Database`, a `pg.Pool`, or a `mysql2` pool (callback or promise API);
 * - `{ db, type }`: your own `Kysely` instance and its engine;
 * - a {@link DatabaseAdapterFactory}, e.g. `memoryAdapter()`.
 *
 * Pools and connections you pass stay yours: `close()` only closes what Portcullis opened.
 */
export type DatabaseInput =
  | string
  | BetterSqlite3.Database
  | PostgresPool
  | MysqlPool
  | { pool: MysqlPool }
  | KyselyDatabaseInput
  | DatabaseAdapterFactory;

const DIALECTS: Record<KyselyDatabaseInput['type'], DialectCapabilities> = {
  sqlite: sqliteDialect,
  postgres: postgresDialect,
  mysql: mysqlDialect,
};

/**
 * Turns `options.database` into an adapter over the merged schema. Whatever the input, the
 * adapter answers a database that cannot be reached with a 503 `ServiceUnavailableError` (see
 * `guardAvailability`). Pools opened from a URL get the time limits of `settings`; pools and
 * instances the app passes are used as given, with their own limits.
 *
 * @throws Error at start-up: when the driver a connection string needs (better-sqlite3, pg,
 *   mysql2) is not installed, with the command that installs it; for an unknown URL scheme; for
 *   a mysql2 pool that would read dates in local time; for a value of none of the kinds above.
 * @example
 * resolveDatabase('postgres://app:secret@localhost:5432/app', schema);
 */
export function resolveDatabase(
  input: DatabaseInput,
  schema: DatabaseSchema,
  settings: AdapterSettings = {},
): DatabaseAdapter {
  return guardAvailability(resolveAdapter(input, schema, settings), { outage: settings.outage });
}

function resolveAdapter(
  input: DatabaseInput,
  schema: DatabaseSchema,
  settings: AdapterSettings,
): DatabaseAdapter {
  if (typeof input === 'function') return input(schema, settings);
  if (typeof input === 'string') return fromConnectionString(input, schema, settings);
  const value = input as any;
  if (value.db && typeof value.type === 'string') {
    const { db, type, defaultQueryLimit } = input as KyselyDatabaseInput;
    const dialect = DIALECTS[type];
    if (!dialect) throw inputError(`{ db, type }: type must be sqlite, postgres or mysql`);
    return createKyselyAdapter({
      db,
      dialect,
      schema,
      defaultQueryLimit,
      generateId: settings.generateId,
    });
  }
  if (typeof value.prepare === 'function' && typeof value.pragma === 'function') {
    return fromSqlite(input as BetterSqlite3.Database, false, schema, settings);
  }
  if (
    typeof value.getConnection === 'function' ||
    typeof value.pool?.getConnection === 'function'
  ) {
    // A mysql2/promise pool wraps the callback pool Kysely drives.
    const pool: MysqlPool = typeof value.pool?.getConnection === 'function' ? value.pool : value;
    assertUtcDates(pool);
    return fromKysely(new MysqlDialect({ pool }), mysqlDialect, false, schema, settings);
  }
  if (typeof value.connect === 'function' && typeof value.end === 'function') {
    if (value.constructor?.name === 'Client') {
      throw inputError('a pg Client cannot serve concurrent requests: pass a pg.Pool');
    }
    return fromPostgresPool(input as PostgresPool, false, schema, settings);
  }
  throw inputError(
    'expected a connection string, a better-sqlite3 Database, a pg.Pool, a mysql2 pool, { db: Kysely, type } or an adapter factory',
  );
}

function fromConnectionString(input: string, schema: DatabaseSchema, settings: AdapterSettings) {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(input)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'postgres':
    case 'postgresql': {
      const reportPoolError = poolErrorReporter(settings);
      const pg = requireDriver<typeof import('pg')>('pg', 'a PostgreSQL URL');
      const connectTimeoutMs = settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
      const open = (limits: { max?: number; query_timeout?: number }) => {
        // connectionTimeoutMillis bounds both the wait for a busy pool and opening a connection;
        // keep-alive finds idle connections the network dropped without a word.
        const pool = new pg.Pool({
          connectionString: input,
          connectionTimeoutMillis: connectTimeoutMs,
          keepAlive: true,
          ...limits,
        });
        // An idle connection dropped by the server must not crash the app: pg emits it here.
        pool.on('error', (error) => reportPoolError('PostgreSQL', error));
        return pool;
      };
      // Client-side only: a `statement_timeout` startup parameter is refused by PgBouncer.
      const pool = open({ query_timeout: settings.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS });
      return fromPostgresPool(
        guardPostgresPool(pool),
        true,
        schema,
        settings,
        () => new Kysely<any>({ dialect: new PostgresDialect({ pool: open({ max: 1 }) }) }),
      );
    }
    case 'mysql':
    case 'mariadb': {
      const mysql = requireDriver<typeof import('mysql2')>('mysql2', 'a MySQL URL');
      const connectTimeoutMs = settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
      // UTC on the wire, Date objects back: datetime(3) columns hold UTC (see the dialect).
      const open = (connectionLimit?: number) =>
        mysql.createPool({
          uri: input,
          timezone: 'Z',
          dateStrings: false,
          connectTimeout: connectTimeoutMs,
          enableKeepAlive: true,
          ...(connectionLimit ? { connectionLimit } : {}),
        });
      const pool = guardMysqlPool(open() as unknown as Mysql2PoolLike, {
        acquireTimeoutMs: connectTimeoutMs,
        queryTimeoutMs: settings.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      });
      return fromKysely(
        new MysqlDialect({ pool }),
        mysqlDialect,
        true,
        schema,
        settings,
        () => new Kysely<any>({ dialect: new MysqlDialect({ pool: open(1) }) }),
      );
    }
    case 'file':
      return openSqlite(fileURLToPath(input), schema, settings);
    case undefined:
      return openSqlite(input.startsWith('file:') ? input.slice(5) : input, schema, settings);
    default:
      // A typo such as `postgress://` must not quietly become a SQLite file of that name.
      throw inputError(
        `unsupported URL scheme "${scheme}:" (use postgres://, mysql://, or a SQLite file path)`,
      );
  }
}

/** A pg pool, its hot read named (see `AdapterSettings.preparedStatements`). */
function fromPostgresPool(
  pool: PostgresPool,
  ownsConnection: boolean,
  schema: DatabaseSchema,
  settings: AdapterSettings,
  openMigrationDb?: () => Kysely<any>,
): DatabaseAdapter {
  if (settings.preparedStatements === false) {
    const dialect = new PostgresDialect({ pool });
    return fromKysely(dialect, postgresDialect, ownsConnection, schema, settings, openMigrationDb);
  }
  const names = new StatementNames();
  return fromKysely(
    new PostgresDialect({ pool: withNamedStatements(pool, names) }),
    postgresDialect,
    ownsConnection,
    schema,
    settings,
    openMigrationDb,
    (sql) => names.register(sql),
  );
}

function fromKysely(
  kyselyDialect: ConstructorParameters<typeof Kysely>[0]['dialect'],
  dialect: DialectCapabilities,
  ownsConnection: boolean,
  schema: DatabaseSchema,
  settings: AdapterSettings,
  openMigrationDb?: () => Kysely<any>,
  onHotStatement?: (sql: string) => void,
): DatabaseAdapter {
  const db = new Kysely<any>({ dialect: kyselyDialect });
  return createKyselyAdapter({
    db,
    dialect,
    schema,
    generateId: settings.generateId,
    openMigrationDb,
    onHotStatement,
    // Destroying the Kysely instance ends its pool: only for pools Portcullis opened.
    onClose: () => (ownsConnection ? db.destroy() : undefined),
  });
}

/** `mmap_size` of the SQLite files Portcullis opens itself: 128 MiB. */
const SQLITE_MMAP_BYTES = 128 * 1024 * 1024;

function openSqlite(path: string, schema: DatabaseSchema, settings: AdapterSettings) {
  const Database = requireDriver<typeof BetterSqlite3>('better-sqlite3', 'a SQLite path');
  const database = new Database(path);
  // WAL lets readers proceed during a write.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // Reads straight from the OS page cache instead of copying pages into SQLite's own: ~10 % less
  // CPU per authenticated request on our benchmark (the value is an upper bound, not memory held).
  database.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  return fromSqlite(database, true, schema, settings);
}

function fromSqlite(
  database: BetterSqlite3.Database,
  ownsConnection: boolean,
  schema: DatabaseSchema,
  settings: AdapterSettings,
): DatabaseAdapter {
  const statements = withStatementCache(database);
  const rows = rawStatements(database);
  return createKyselyAdapter({
    db: createSqliteKysely(database, statements),
    dialect: sqliteDialect,
    schema,
    generateId: settings.generateId,
    // better-sqlite3 answers synchronously: outside a transaction (whose statements Kysely
    // serialises on this one connection) a hot read needs no promise or connection hand-off.
    runSync: (sql, parameters) =>
      database.inTransaction
        ? undefined
        : (statements.prepare(sql).all(parameters) as Record<string, unknown>[]),
    runSyncRow: (sql, parameters) =>
      database.inTransaction
        ? undefined
        : ((rows(sql).get(parameters) as unknown[] | undefined) ?? null),
    onClose: () => {
      if (ownsConnection) database.close();
    },
  });
}

/** Most raw statements kept: only the hot join is read this way, once per model pair. */
const MAX_RAW_STATEMENTS = 16;

/**
 * Statements prepared once each in better-sqlite3's raw mode (a row as an array of values, in
 * column order), kept apart from the ones Kysely runs, which read rows by column name.
 */
function rawStatements(database: BetterSqlite3.Database) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return (sql: string): BetterSqlite3.Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = database.prepare(sql).raw(true);
      if (cache.size >= MAX_RAW_STATEMENTS) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
}

/**
 * A Kysely instance over a better-sqlite3 database the way Portcullis drives it: foreign keys
 * on (ON DELETE CASCADE needs them, and SQLite sets them per connection) and each SQL text
 * prepared once.
 */
export function createSqliteKysely(
  database: BetterSqlite3.Database,
  statements: SqliteDatabase = withStatementCache(database),
): Kysely<any> {
  database.pragma('foreign_keys = ON');
  return new Kysely({ dialect: new SqliteDialect({ database: statements }) });
}

// mysql2 turns DATETIME text into a Date in the pool's `timezone` (default: local time), but the
// columns hold UTC: any other setting would shift every date by the server's offset.
function assertUtcDates(pool: MysqlPool) {
  const config = (pool as { config?: { connectionConfig?: Record<string, unknown> } }).config
    ?.connectionConfig;
  if (!config || config.dateStrings) return;
  const timezone = String(config.timezone ?? 'local');
  if (timezone === 'Z' || /^[+-]00:?00$/.test(timezone)) return;
  throw inputError(
    `the mysql2 pool reads dates in the "${timezone}" time zone, but Portcullis stores UTC: create it with { timezone: 'Z' }`,
  );
}

/**
 * Reports an idle connection's failure to `settings.onPoolError`, or else as one line on the
 * console: which pool, the driver's message and code, never its client object (which holds the
 * connection parameters) or a stack.
 */
function poolErrorReporter(settings: AdapterSettings) {
  return (pool: string, error: unknown) => {
    const failure = new Error(`The ${pool} pool lost an idle connection`, { cause: error });
    if (settings.onPoolError) settings.onPoolError(failure);
    else console.error(`[portcullis] ${redactString(describeError(failure))}`);
  };
}

function inputError(message: string): Error {
  return new Error(`[portcullis] Configuration error: options.database: ${message}.`);
}
