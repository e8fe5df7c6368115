import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, MysqlDialect, PostgresDialect } from 'kysely';
import mysql from 'mysql2';
import pg from 'pg';
import type { DialectCapabilities } from '../../src/db/kysely/dialect.js';
import { mysqlDialect } from '../../src/db/kysely/dialects/mysql.js';
import { postgresDialect } from '../../src/db/kysely/dialects/postgres.js';
import { sqliteDialect } from '../../src/db/kysely/dialects/sqlite.js';
import { createKyselyAdapter } from '../../src/db/kysely/kysely-adapter.js';
import { createMemoryAdapter } from '../../src/db/memory/memory-adapter.js';
import { MemoryDatabase } from '../../src/db/memory/memory-database.js';
import { createSqliteKysely } from '../../src/db/resolve-database.js';
import type { AdapterTarget } from './adapter.case.js';

/** The server URLs of the server-backed tests; unset on a laptop without the servers. */
export const POSTGRES_URL = process.env.PORTCULLIS_TEST_POSTGRES_URL;
export const MYSQL_URL = process.env.PORTCULLIS_TEST_MYSQL_URL;

/** The one-line reason a server-backed file is skipped. */
export const notSet = (variable: string) =>
  `${variable} is not set (see README: Running the database tests locally)`;

/** A name no other test file (or earlier run) uses: parallel files never share a database. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

function kyselyTarget(
  name: string,
  dialect: DialectCapabilities,
  open: () => Promise<{ db: Kysely<any>; drop: () => Promise<void> }>,
): AdapterTarget {
  let opened: { db: Kysely<any>; drop: () => Promise<void> } | undefined;
  return {
    name,
    async setup() {
      opened = await open();
    },
    createAdapter: (schema, options) =>
      createKyselyAdapter({ db: opened!.db, dialect, schema, ...options }),
    async cleanup() {
      await opened?.drop();
    },
  };
}

/** SQLite in memory (one database per test file), driven as `resolveDatabase` drives it. */
export function sqliteTarget(): AdapterTarget {
  return kyselyTarget('sqlite', sqliteDialect, async () => {
    const db = createSqliteKysely(new Database(':memory:'));
    return { db, drop: () => db.destroy() };
  });
}

/** The memory adapter; every adapter of the file shares one {@link MemoryDatabase}. */
export function memoryTarget(): AdapterTarget {
  const database = new MemoryDatabase();
  return {
    name: 'memory',
    createAdapter: (schema, options) => createMemoryAdapter(schema, { database, ...options }),
  };
}

/** A fresh schema of the PostgreSQL test database, dropped after the file. */
export function postgresTarget(url: string): AdapterTarget {
  return kyselyTarget('postgres', postgresDialect, async () => {
    const schema = uniqueName('pc_test');
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    await admin.query(`create schema "${schema}"`);
    const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      async drop() {
        await db.destroy();
        await admin.query(`drop schema "${schema}" cascade`);
        await admin.end();
      },
    };
  });
}

/**
 * A fresh database next to the MySQL/MariaDB test database (its name plus a suffix, which the
 * test user may create: see scripts/services.sh), dropped after the file.
 */
export function mysqlTarget(url: string): AdapterTarget {
  return kyselyTarget('mysql', mysqlDialect, async () => {
    const base = new URL(url);
    const name = uniqueName(base.pathname.slice(1) || 'portcullis_test');
    const admin = mysql.createPool({ uri: url, connectionLimit: 1 }).promise();
    await admin.query(`create database \`${name}\` character set utf8mb4`);
    base.pathname = `/${name}`;
    const pool = mysql.createPool({ uri: base.href, timezone: 'Z', dateStrings: false });
    const db = new Kysely<any>({ dialect: new MysqlDialect({ pool }) });
    return {
      db,
      async drop() {
        await db.destroy();
        await admin.query(`drop database \`${name}\``);
        await admin.end();
      },
    };
  });
}
