import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import mysql from 'mysql2';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDatabasePath } from '../../test/helpers.js';
import type { DatabaseAdapter } from './adapter.js';
import { createMemoryAdapter } from './memory/memory-adapter.js';
import { requireDriver } from './require-driver.js';
import { resolveDatabase } from './resolve-database.js';
import type { DatabaseSchema } from './schema.js';

const schema: DatabaseSchema = {
  note: { modelName: 'note', fields: { text: { type: 'string' } } },
};

const opened: DatabaseAdapter[] = [];
afterEach(async () => {
  for (const adapter of opened.splice(0)) await adapter.close?.();
});

async function roundTrip(adapter: DatabaseAdapter) {
  opened.push(adapter);
  await adapter.migrate!();
  const note = await adapter.create({ model: 'note', data: { text: 'hello' } });
  return adapter.findOne({ model: 'note', where: [{ field: 'id', value: note.id }] });
}

describe('resolveDatabase', () => {
  it('opens a SQLite file from a path, a file: path and a file:// URL', async () => {
    for (const input of [
      tempDatabasePath(),
      `file:${tempDatabasePath()}`,
      pathToFileURL(tempDatabasePath()).href,
      ':memory:',
    ]) {
      const adapter = resolveDatabase(input, schema);
      expect(adapter.id).toBe('kysely-sqlite');
      expect(await roundTrip(adapter)).toMatchObject({ text: 'hello' });
    }
  });

  it('uses a better-sqlite3 Database it is given, and leaves it open on close', async () => {
    const database = new Database(':memory:');
    const adapter = resolveDatabase(database, schema);
    expect(await roundTrip(adapter)).toMatchObject({ text: 'hello' });
    await adapter.close!();
    expect(database.open).toBe(true);
    database.close();
  });

  it('uses a Kysely instance with its type', async () => {
    const db = new Kysely<any>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    const adapter = resolveDatabase({ db, type: 'sqlite', defaultQueryLimit: 1 }, schema);
    await roundTrip(adapter);
    await adapter.create({ model: 'note', data: { text: 'again' } });
    expect(await adapter.findMany({ model: 'note' })).toHaveLength(1);
    await db.destroy();
  });

  it('calls an adapter factory with the schema and the settings', () => {
    const settings = { generateId: 'uuid' as const };
    let received: unknown;
    const adapter = resolveDatabase(
      (s, given) => {
        received = given;
        return createMemoryAdapter(s);
      },
      schema,
      settings,
    );
    expect(adapter.id).toBe('memory');
    expect(received).toBe(settings);
  });

  it('refuses an unknown URL scheme rather than creating a SQLite file named after it', () => {
    expect(() => resolveDatabase('postgress://localhost/app', schema)).toThrow(
      /unsupported URL scheme "postgress:"/,
    );
  });

  it('refuses a value of no known kind, and a pg Client', () => {
    expect(() => resolveDatabase({} as never, schema)).toThrow(/options\.database: expected/);
    expect(() => resolveDatabase(new pg.Client() as never, schema)).toThrow(/pass a pg\.Pool/);
  });

  it('accepts mysql2 pools that read dates as UTC, callback or promise API, and refuses the others', async () => {
    const utc = mysql.createPool({ host: '127.0.0.1', timezone: 'Z' });
    const local = mysql.createPool({ host: '127.0.0.1' });
    const strings = mysql.createPool({ host: '127.0.0.1', dateStrings: true });
    try {
      expect(resolveDatabase(utc, schema).id).toBe('kysely-mysql');
      expect(resolveDatabase(utc.promise(), schema).id).toBe('kysely-mysql');
      expect(resolveDatabase(strings, schema).id).toBe('kysely-mysql');
      expect(() => resolveDatabase(local, schema)).toThrow(/timezone: 'Z'/);
    } finally {
      for (const pool of [utc, local, strings]) await pool.promise().end();
    }
  });

  it('refuses an invalid generateId at start-up', () => {
    expect(() => resolveDatabase(':memory:', schema, { generateId: 'ulid' as never })).toThrow(
      /generateId must be false, 'uuid' or a function/,
    );
  });
});

describe('requireDriver', () => {
  it('names the npm install command when the driver is missing', () => {
    expect(() => requireDriver('portcullis-no-such-driver', 'a test URL')).toThrow(
      'options.database is a test URL, which needs the portcullis-no-such-driver driver: npm install portcullis-no-such-driver',
    );
  });

  it('loads an installed driver', () => {
    expect(requireDriver<typeof pg>('pg', 'x').Pool).toBe(pg.Pool);
  });
});
