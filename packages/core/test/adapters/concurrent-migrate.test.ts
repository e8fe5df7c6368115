import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate, type PortcullisOptions } from '../../src/index.js';
import { admin } from '../../src/plugins/admin/index.js';
import { jwt } from '../../src/plugins/jwt/index.js';
import { organization } from '../../src/plugins/organization/index.js';
import { MYSQL_URL, notSet, POSTGRES_URL, uniqueName } from './targets.js';

// Issue 19: instances started together all run `migrate()` at start-up. Without the migration
// lock, PostgreSQL answered `relation "session" already exists` / duplicate pg_type keys and
// MySQL `Table 'user' already exists` to most of them.
const ROUNDS = 10;
const INSTANCES = 3;

/** Every table the built-in plugins add, so a migration has plenty of statements to race. */
const instance = (database: PortcullisOptions['database']) =>
  createPortcullis({
    baseURL: 'http://localhost:3000',
    secret: 'test-secret-with-at-least-32-characters!',
    database,
    logger: { disabled: true },
    auditLog: { enabled: true },
    plugins: [organization({ teams: { enabled: true } }), admin(), jwt()],
  });

/** Runs `migrate` on every instance at the same moment; each must succeed. */
async function migrateTogether(instances: ReturnType<typeof instance>[]) {
  const results = await Promise.allSettled(instances.map((auth) => migrate(auth)));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
  expect(failures).toEqual([]);
  const created = results.map((r) => (r.status === 'fulfilled' ? r.value.createdTables : []));
  // One instance did the work; the others found it done.
  expect(created.filter((tables) => tables.length > 0)).toHaveLength(1);
  return instances;
}

/** After the race, the schema is whole: a second migrate has nothing left to do. */
async function expectComplete(auth: ReturnType<typeof instance>) {
  const again = await migrate(auth);
  expect(again).toEqual({ createdTables: [], addedColumns: [], createdIndexes: [] });
}

describe.skipIf(!POSTGRES_URL)('concurrent migrate on PostgreSQL', () => {
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
  afterAll(() => admin.end());

  it(`lets ${INSTANCES} instances migrate an empty database together, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const schema = uniqueName('pc_migrate');
      await admin.query(`create schema "${schema}"`);
      const pools = Array.from(
        { length: INSTANCES },
        () => new pg.Pool({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` }),
      );
      try {
        const instances = await migrateTogether(pools.map((pool) => instance(pool)));
        await expectComplete(instances[0]!);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
        await admin.query(`drop schema "${schema}" cascade`);
      }
    }
  }, 120_000);
});
if (!POSTGRES_URL) it.skip(notSet('PORTCULLIS_TEST_POSTGRES_URL'), () => {});

describe.skipIf(!MYSQL_URL)('concurrent migrate on MySQL/MariaDB', () => {
  it(`lets ${INSTANCES} instances migrate an empty database together, ${ROUNDS} times`, async () => {
    const base = new URL(MYSQL_URL!);
    const admin = mysql.createPool({ uri: MYSQL_URL!, connectionLimit: 1 }).promise();
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const name = uniqueName(base.pathname.slice(1) || 'portcullis_test');
        await admin.query(`create database \`${name}\` character set utf8mb4`);
        const url = new URL(base.href);
        url.pathname = `/${name}`;
        const pools = Array.from({ length: INSTANCES }, () =>
          mysql.createPool({ uri: url.href, timezone: 'Z' }),
        );
        try {
          const instances = await migrateTogether(pools.map((pool) => instance(pool)));
          await expectComplete(instances[0]!);
        } finally {
          await Promise.all(pools.map((pool) => pool.promise().end()));
          await admin.query(`drop database \`${name}\``);
        }
      }
    } finally {
      await admin.end();
    }
  }, 180_000);
});
if (!MYSQL_URL) it.skip(notSet('PORTCULLIS_TEST_MYSQL_URL'), () => {});

describe('concurrent migrate on SQLite', () => {
  it('queues the migrations of several connections of one process on one file', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const file = join(mkdtempSync(join(tmpdir(), 'pc-migrate-')), 'auth.db');
      const connections = Array.from({ length: INSTANCES }, () => new Database(file));
      try {
        const instances = await migrateTogether(connections.map((db) => instance(db)));
        await expectComplete(instances[0]!);
      } finally {
        for (const db of connections) db.close();
      }
    }
  });
});
