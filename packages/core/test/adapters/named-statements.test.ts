import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate } from '../../src/index.js';
import {
  BASE_URL,
  cookieHeader,
  createCountingHasher,
  requestHelpers,
  SECRET,
} from '../helpers.js';
import { notSet, POSTGRES_URL, uniqueName } from './targets.js';

/**
 * `advanced.database.preparedStatements`: on PostgreSQL the session-with-user read of every
 * authenticated request runs as a named prepared statement. Each instance gets a pool of one
 * connection, so `pg_prepared_statements` (the statements of the current connection) shows
 * exactly what the instance's own requests prepared.
 */
if (!POSTGRES_URL)
  console.warn(
    `[portcullis tests] named statements skipped: ${notSet('PORTCULLIS_TEST_POSTGRES_URL')}`,
  );
describe.skipIf(!POSTGRES_URL)(
  POSTGRES_URL
    ? 'PostgreSQL named statements'
    : `PostgreSQL named statements (skipped: ${notSet('PORTCULLIS_TEST_POSTGRES_URL')})`,
  () => {
    let admin: pg.Pool;
    const schemas: string[] = [];
    const pools: pg.Pool[] = [];

    beforeAll(() => {
      admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
    });
    afterAll(async () => {
      for (const pool of pools) await pool.end();
      for (const schema of schemas) await admin?.query(`drop schema "${schema}" cascade`);
      await admin?.end();
    });

    /** An instance on a one-connection pool in a schema of its own, a user signed in. */
    async function signedIn(prefix: string, preparedStatements?: boolean) {
      const schema = uniqueName(`pc_named_${prefix}`);
      await admin.query(`create schema "${schema}"`);
      schemas.push(schema);
      const pool = new pg.Pool({
        connectionString: POSTGRES_URL,
        options: `-c search_path=${schema}`,
        max: 1,
      });
      pools.push(pool);
      const auth = createPortcullis({
        baseURL: BASE_URL,
        secret: SECRET,
        database: pool,
        logger: { disabled: true },
        emailAndPassword: { enabled: true, password: createCountingHasher().hasher },
        ...(preparedStatements === undefined
          ? {}
          : { advanced: { database: { preparedStatements } } }),
      });
      await migrate(auth);
      const http = requestHelpers(auth);
      const signUp = await http.post('/sign-up/email', {
        name: 'Ada',
        email: `${prefix}@example.com`,
        password: 'analytical-engine',
      });
      expect(signUp.status).toBe(200);
      const cookie = cookieHeader(signUp);
      const getSession = async () => {
        const response = await http.get('/get-session', { cookie });
        expect(response.status).toBe(200);
        return (await response.json()) as { user: { email: string } } | null;
      };
      const prepared = async () =>
        (
          await pool.query<{ name: string; statement: string }>(
            'select name, statement from pg_prepared_statements',
          )
        ).rows;
      return { pool, getSession, prepared };
    }

    it('prepares the session-with-user join once and reuses it', async () => {
      const { getSession, prepared } = await signedIn('on');
      expect((await getSession())?.user.email).toBe('on@example.com');
      expect((await getSession())?.user.email).toBe('on@example.com');
      const statements = await prepared();
      expect(statements).toHaveLength(1);
      expect(statements[0]!.name).toBe('portcullis_0');
      expect(statements[0]!.statement).toMatch(/from "session" as "a" inner join "user" as "b"/);
    });

    it('keeps answering after a column is added to the user table', async () => {
      const { pool, getSession } = await signedIn('altered');
      expect((await getSession())?.user.email).toBe('altered@example.com');
      // The statement names its columns, so a table that gains one keeps its result type.
      await pool.query('alter table "user" add column "nickname" text');
      expect((await getSession())?.user.email).toBe('altered@example.com');
    });

    it('prepares nothing with preparedStatements: false', async () => {
      const { getSession, prepared } = await signedIn('off', false);
      expect((await getSession())?.user.email).toBe('off@example.com');
      expect(await prepared()).toEqual([]);
    });
  },
);
