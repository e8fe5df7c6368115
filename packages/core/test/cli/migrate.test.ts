import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notSet, POSTGRES_URL, uniqueName } from '../adapters/targets.js';
import { AUDIT_PLUGIN, CLI_TIMEOUT, runCli, tempDir, writeConfig } from './helpers.js';

/** The tables and columns of a SQLite file, read directly. */
function inspect(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare(`select name from sqlite_master where type = 'table' order by name`)
      .all() as Array<{ name: string }>;
    const indexes = db
      .prepare(`select name from sqlite_master where type = 'index' and name not like 'sqlite_%'`)
      .all() as Array<{ name: string }>;
    const columns = (table: string) =>
      (
        db.prepare(`select name from pragma_table_info(?)`).all(table) as Array<{ name: string }>
      ).map((row) => row.name);
    return {
      tables: tables.map((row) => row.name),
      indexes: indexes.map((row) => row.name).sort(),
      userColumns: columns('user'),
    };
  } finally {
    db.close();
  }
}

const CORE_TABLES = ['account', 'session', 'user', 'verification'];

describe('portcullis migrate (SQLite)', { timeout: CLI_TIMEOUT }, () => {
  let dir: string;
  let remove: () => void;
  let file: string;

  beforeAll(() => {
    ({ dir, remove } = tempDir());
    file = join(dir, 'auth.db');
  });
  afterAll(() => remove());

  it('refuses to apply without --yes when stdin is not a terminal, and changes nothing', async () => {
    writeConfig(dir, { database: file });
    const run = await runCli(['migrate'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Planned changes (11):');
    expect(run.stderr).toMatch(
      /^error: not applying 11 changes: stdin is not a terminal.*--yes\n$/,
    );
    expect(inspect(file).tables).toEqual([]);
  });

  it('creates the core tables and indexes of an empty database with --yes', async () => {
    const run = await runCli(['migrate', '--yes'], dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Database: kysely-sqlite');
    for (const table of CORE_TABLES) expect(run.stdout).toContain(`  + table   ${table}\n`);
    expect(run.stdout).toContain('  + index   user_email_uidx (unique)\n');
    expect(run.stdout).toContain(
      'Applied 11 changes: 4 tables created, 0 columns added, 7 indexes created.',
    );
    const db = inspect(file);
    expect(db.tables).toEqual(CORE_TABLES);
    expect(db.indexes).toContain('user_email_uidx');
    expect(db.indexes).toContain('user_createdAt_idx');
    expect(db.indexes).toHaveLength(7);
  });

  it('says "No changes" when run again, and exits 0 without asking', async () => {
    const run = await runCli(['migrate'], dir);
    expect(run).toEqual({
      code: 0,
      stdout: 'Database: kysely-sqlite\nNo changes: the database already matches the schema.\n',
      stderr: '',
    });
  });

  it('shows exactly what plugins add, applies it, and keeps existing rows', async () => {
    const db = new Database(file);
    db.prepare(
      `insert into "user" (id, name, email, emailVerified, createdAt, updatedAt) values ('u1', 'Ada', 'ada@example.com', 0, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
    ).run();
    db.close();
    writeConfig(dir, { database: file, plugins: ['username()', AUDIT_PLUGIN] });

    const preview = await runCli(['migrate', '--sql'], dir);
    expect(preview.code).toBe(1);
    expect(preview.stdout).toBe(
      [
        'Database: kysely-sqlite',
        'Planned changes (5):',
        '  + table   audit_event',
        '  + column  user.username',
        '  + column  user.displayUsername',
        '  + index   user_username_uidx (unique)',
        '  + index   audit_event_userId_idx',
        '',
        'alter table "user" add column "username" text;',
        'alter table "user" add column "displayUsername" text;',
        'create table "audit_event" (',
        '  "id" text primary key,',
        '  "userId" text not null,',
        '  "payload" text not null,',
        '  "createdAt" date not null,',
        '  constraint "audit_event_userId_fk" foreign key ("userId") references "user" ("id") on delete cascade',
        ');',
        'create unique index "user_username_uidx" on "user" ("username");',
        'create index "audit_event_userId_idx" on "audit_event" ("userId");',
        '',
      ].join('\n'),
    );

    const run = await runCli(['migrate', '-y'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Applied 5 changes: 1 table created, 2 columns added, 2 indexes created.',
    );
    expect(inspect(file).tables).toEqual([
      'account',
      'audit_event',
      'session',
      'user',
      'verification',
    ]);
    expect(inspect(file).userColumns).toContain('username');

    const again = await runCli(['migrate'], dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No changes');
  });

  it('reports tables and columns the schema no longer has, and drops nothing', async () => {
    // The plugins are gone from the config: their table and columns stay, reported.
    writeConfig(dir, { database: file });
    const run = await runCli(['migrate', '--yes'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'Database: kysely-sqlite',
        'No changes: the database already matches the schema.',
        'Not in the schema; left untouched (Portcullis never drops tables or columns):',
        '  ~ column  user.displayUsername',
        '  ~ column  user.username',
        '  ~ table   audit_event',
        '',
      ].join('\n'),
    );
    const db = inspect(file);
    expect(db.tables).toContain('audit_event');
    expect(db.userColumns).toEqual(expect.arrayContaining(['username', 'displayUsername']));
    const rows = new Database(file, { readonly: true });
    expect(rows.prepare('select count(*) as n from "user"').get()).toEqual({ n: 1 });
    rows.close();
  });
});

describe('portcullis config loading', { timeout: CLI_TIMEOUT }, () => {
  let dir: string;
  let remove: () => void;

  beforeAll(() => {
    ({ dir, remove } = tempDir());
  });
  afterAll(() => remove());

  it('exits 1 with one clear line when no config file is found', async () => {
    const run = await runCli(['migrate'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `error: no config file found in ${dir} (looked for portcullis.config.ts, portcullis.config.mts, portcullis.config.js, portcullis.config.mjs); create one or pass --config <path>\n`,
    );
  });

  it('exits 1 for a --config path that does not exist', async () => {
    const run = await runCli(['migrate', '--config', 'nope.ts'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: config file not found: ${join(dir, 'nope.ts')}\n`);
  });

  it('exits 1 for a config that exports no instance, or that throws', async () => {
    writeFileSync(join(dir, 'empty.config.mjs'), 'export const nothing = 1;\n');
    const empty = await runCli(['migrate', '-c', 'empty.config.mjs'], dir);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(
      /^error: .*empty\.config\.mjs does not export a Portcullis instance/,
    );

    writeFileSync(join(dir, 'broken.config.ts'), "throw new Error('boom');\n");
    const broken = await runCli(['generate', '--dialect', 'sqlite', '-c', 'broken.config.ts'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^error: could not load .*broken\.config\.ts: boom\n$/);
    // --debug adds the stack trace.
    const debug = await runCli(['migrate', '-c', 'broken.config.ts', '--debug'], dir);
    expect(debug.stderr).toMatch(/\n\s+at /);
  });

  it('accepts `export const auth` in a --config file', async () => {
    const path = writeConfig(dir, {
      database: join(dir, 'named.db'),
      file: 'auth.config.ts',
      exportAs: 'auth',
    });
    const run = await runCli(['migrate', '--config', path, '--yes'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Applied 11 changes');
  });

  it('rejects unknown commands and options', async () => {
    expect(await runCli(['migrat'], dir)).toMatchObject({
      code: 1,
      stderr: 'error: unknown command "migrat" (commands: migrate, generate)\n',
    });
    const run = await runCli(['migrate', '--force'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('error: unknown option --force (see portcullis --help)\n');
  });
});

describe.skipIf(!POSTGRES_URL)(
  `portcullis migrate (PostgreSQL)${POSTGRES_URL ? '' : ` — skipped: ${notSet('PORTCULLIS_TEST_POSTGRES_URL')}`}`,
  { timeout: CLI_TIMEOUT },
  () => {
    const schema = uniqueName('portcullis_cli');
    let pool: pg.Pool;
    let dir: string;
    let remove: () => void;

    beforeAll(async () => {
      pool = new pg.Pool({ connectionString: POSTGRES_URL });
      await pool.query(`create schema "${schema}"`);
      ({ dir, remove } = tempDir());
      const url = new URL(POSTGRES_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      writeConfig(dir, { database: url.href, plugins: ['username()'] });
    });
    afterAll(async () => {
      await pool?.query(`drop schema if exists "${schema}" cascade`);
      await pool?.end();
      remove?.();
    });

    it('creates the schema in an empty PostgreSQL schema, then finds nothing to do', async () => {
      const run = await runCli(['migrate', '--yes'], dir);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('Database: kysely-postgres');
      expect(run.stdout).toContain('Applied 12 changes: 4 tables created');
      const { rows } = await pool.query(
        'select table_name from information_schema.tables where table_schema = $1 order by 1',
        [schema],
      );
      expect(rows.map((row) => row.table_name)).toEqual(CORE_TABLES);
      const again = await runCli(['migrate'], dir);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('No changes');
    });
  },
);
