import mysql from 'mysql2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDatabase } from '../../src/db/resolve-database.js';
import type { DatabaseSchema } from '../../src/db/schema.js';
import { createPortcullis, migrate } from '../../src/index.js';
import { BASE_URL, createCountingHasher, requestHelpers, SECRET } from '../helpers.js';
import { MYSQL_URL, notSet, POSTGRES_URL, uniqueName } from './targets.js';

const schema: DatabaseSchema = {
  note: { modelName: 'note', fields: { text: { type: 'string' } } },
};

/** Signs up through an instance whose `database` is `input`, on a real server. */
async function signUpThrough(database: string) {
  const auth = createPortcullis({
    baseURL: BASE_URL,
    secret: SECRET,
    database,
    logger: { disabled: true },
    emailAndPassword: { enabled: true, password: createCountingHasher().hasher },
  });
  try {
    await migrate(auth);
    const response = await requestHelpers(auth).post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
    return response.status;
  } finally {
    await auth.$context.adapter.close?.();
  }
}

if (!POSTGRES_URL)
  console.warn(
    `[portcullis tests] postgres inputs skipped: ${notSet('PORTCULLIS_TEST_POSTGRES_URL')}`,
  );
describe.skipIf(!POSTGRES_URL)(
  POSTGRES_URL
    ? 'PostgreSQL connection inputs'
    : `PostgreSQL connection inputs (skipped: ${notSet('PORTCULLIS_TEST_POSTGRES_URL')})`,
  () => {
    const name = uniqueName('pc_inputs');
    let admin: pg.Pool;
    // The schema is chosen through the URL, as an app can (`options=-c search_path=…`).
    const url = () => {
      const target = new URL(POSTGRES_URL!);
      target.searchParams.set('options', `-c search_path=${name}`);
      return target.href;
    };

    beforeAll(async () => {
      admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
      await admin.query(`create schema "${name}"`);
    });
    afterAll(async () => {
      await admin?.query(`drop schema "${name}" cascade`);
      await admin?.end();
    });

    it('serves a sign-up from a postgres:// URL', async () => {
      expect(await signUpThrough(url())).toBe(200);
    });

    it('uses a pg.Pool it is given, and leaves it open on close', async () => {
      const pool = new pg.Pool({ connectionString: url() });
      const adapter = resolveDatabase(pool, schema);
      await adapter.migrate!();
      await adapter.create({ model: 'note', data: { text: 'kept' } });
      await adapter.close!();
      const { rows } = await pool.query('select text from note');
      expect(rows).toEqual([{ text: 'kept' }]);
      await pool.end();
    });
  },
);

if (!MYSQL_URL)
  console.warn(`[portcullis tests] mysql inputs skipped: ${notSet('PORTCULLIS_TEST_MYSQL_URL')}`);
describe.skipIf(!MYSQL_URL)(
  MYSQL_URL
    ? 'MySQL connection inputs'
    : `MySQL connection inputs (skipped: ${notSet('PORTCULLIS_TEST_MYSQL_URL')})`,
  () => {
    const base = MYSQL_URL ? new URL(MYSQL_URL) : undefined;
    const name = uniqueName(base?.pathname.slice(1) || 'portcullis_test');
    let admin: ReturnType<mysql.Pool['promise']>;
    const url = () => {
      const target = new URL(MYSQL_URL!);
      target.pathname = `/${name}`;
      return target.href;
    };

    beforeAll(async () => {
      admin = mysql.createPool({ uri: MYSQL_URL, connectionLimit: 1 }).promise();
      await admin.query(`create database \`${name}\``);
    });
    afterAll(async () => {
      await admin?.query(`drop database \`${name}\``);
      await admin?.end();
    });

    it('serves a sign-up from a mysql:// URL', async () => {
      expect(await signUpThrough(url())).toBe(200);
    });

    it('uses a mysql2/promise pool it is given, and leaves it open on close', async () => {
      const pool = mysql.createPool({ uri: url(), timezone: 'Z' }).promise();
      const adapter = resolveDatabase(pool, schema);
      await adapter.migrate!();
      const at = new Date('2024-05-06T07:08:09.010Z');
      await adapter.create({ model: 'note', data: { text: at.toISOString() } });
      await adapter.close!();
      const [rows] = await pool.query('select text from note');
      expect(rows).toEqual([{ text: at.toISOString() }]);
      await pool.end();
    });
  },
);
