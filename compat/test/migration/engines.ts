/**
 * The databases the migration test runs on. Each engine hands Better Auth 1.2.7 a database
 * input first, then Portcullis one over the same data, and removes everything afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type DatabaseIntrospector, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** One database, opened once per library. */
export interface Engine {
  name: 'sqlite' | 'postgres';
  /** Creates the empty database. */
  setup(): Promise<void>;
  /** Better Auth's `database` option. */
  betterAuthDatabase(): unknown;
  /** Portcullis's `database` option, over the same data. */
  portcullisDatabase(): string | pg.Pool;
  /** Closes what the engine opened and drops the data. */
  cleanup(): Promise<void>;
}

/** The server URL of the PostgreSQL run; unset on a laptop without the servers. */
export const POSTGRES_URL = process.env.PORTCULLIS_TEST_POSTGRES_URL;

/**
 * The one-line reason a server-backed test is skipped, worded as the core tests word it
 * (packages/core/test/adapters/targets.ts).
 */
export const notSet = (variable: string) =>
  `${variable} is not set (see README: Running the database tests locally)`;

/** A SQLite file in a temporary directory. */
export function sqliteEngine(): Engine {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-migration-'));
  const path = join(dir, 'auth.db');
  let betterAuth: Database.Database | undefined;
  return {
    name: 'sqlite',
    setup: async () => {},
    betterAuthDatabase: () => {
      betterAuth = new Database(path);
      return betterAuth;
    },
    portcullisDatabase: () => {
      // Better Auth is done writing: one process, one open handle at a time.
      betterAuth?.close();
      return path;
    },
    async cleanup() {
      if (betterAuth?.open) betterAuth.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh schema of the PostgreSQL test database (as the core tests isolate themselves), dropped
 * after the run.
 */
export function postgresEngine(url: string): Engine {
  const schema = `pc_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const pools: pg.Pool[] = [];
  const kyselys: Kysely<any>[] = [];
  const pool = () => {
    const opened = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
    pools.push(opened);
    return opened;
  };
  let created = false;
  return {
    name: 'postgres',
    async setup() {
      await admin.query(`create schema "${schema}"`);
      created = true;
    },
    betterAuthDatabase() {
      const db = new SchemaScopedKysely(schema, pool());
      kyselys.push(db);
      return { db, type: 'postgres' };
    },
    portcullisDatabase: pool,
    async cleanup() {
      for (const db of kyselys) await db.destroy();
      for (const opened of pools) await opened.end().catch(() => {});
      if (created) await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

// Better Auth 1.2.7's `getMigrations` looks a table up by name among the tables of every schema
// it can see, so another test's schema holding a `user` table would make it skip creating ours.
// Its introspection is narrowed to the run's schema; queries go through search_path anyway.
class SchemaScopedKysely extends Kysely<any> {
  readonly #schema: string;

  constructor(schema: string, pool: pg.Pool) {
    super({ dialect: new PostgresDialect({ pool }) });
    this.#schema = schema;
  }

  override get introspection(): DatabaseIntrospector {
    const all = super.introspection;
    const schema = this.#schema;
    return {
      getSchemas: () => all.getSchemas(),
      getTables: async (options) =>
        (await all.getTables(options)).filter((table) => table.schema === schema),
      getMetadata: async (options) => ({
        tables: (await all.getMetadata(options)).tables.filter((table) => table.schema === schema),
      }),
    };
  }
}
