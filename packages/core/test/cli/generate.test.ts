import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PLUGIN, CLI_TIMEOUT, runCli, tempDir, writeConfig } from './helpers.js';

describe('portcullis generate', { timeout: CLI_TIMEOUT }, () => {
  let dir: string;
  let remove: () => void;

  beforeAll(() => {
    ({ dir, remove } = tempDir());
    // A PostgreSQL URL nothing listens on: generating with --dialect never connects.
    writeConfig(dir, {
      database: 'postgres://nobody:secret@127.0.0.1:9/none',
      plugins: ['username()', AUDIT_PLUGIN],
    });
  });
  afterAll(() => remove());

  it('writes the SQLite schema, core and plugin tables, without a database', async () => {
    const run = await runCli(['generate', '--dialect', 'sqlite'], dir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const sql = run.stdout;
    expect(sql).toMatch(/^-- Portcullis schema for SQLite\.\n/);
    expect(sql).toContain(
      'create table "user" (\n  "id" text primary key,\n  "name" text not null,',
    );
    expect(sql).toContain('  "emailVerified" integer not null,');
    expect(sql).toContain('create unique index "user_email_uidx" on "user" ("email");');
    expect(sql).toContain('create unique index "user_username_uidx" on "user" ("username");');
    expect(sql).toContain('create table "audit_event" (');
    expect(sql).toContain('  "payload" text not null,');
    // Referenced tables first, then the indexes.
    expect(sql.indexOf('create table "user"')).toBeLessThan(sql.indexOf('create table "session"'));
    expect(sql.lastIndexOf('create table')).toBeLessThan(sql.indexOf('create unique index'));
    expect(sql.match(/^create table /gm)).toHaveLength(5);
    expect(sql.match(/^create (unique )?index /gm)).toHaveLength(9);
  });

  it('writes the PostgreSQL schema with native types (jsonb, boolean, timestamptz)', async () => {
    const run = await runCli(['generate', '--dialect', 'postgres'], dir);
    expect(run.code).toBe(0);
    const sql = run.stdout;
    expect(sql).toMatch(/^-- Portcullis schema for PostgreSQL\.\n/);
    expect(sql).toContain('create table "user" (');
    expect(sql).toContain('  "emailVerified" boolean not null,');
    expect(sql).toContain('  "expiresAt" timestamptz not null,');
    expect(sql).toContain('  "payload" jsonb not null,');
    expect(sql).toContain('create unique index "user_email_uidx" on "user" ("email");');
    expect(sql).toContain(
      '  constraint "session_userId_fk" foreign key ("userId") references "user" ("id") on delete cascade\n);',
    );
  });

  it('writes the MySQL schema with varchar(255) keys and binary collation', async () => {
    const run = await runCli(['generate', '-d', 'mysql'], dir);
    expect(run.code).toBe(0);
    const sql = run.stdout;
    expect(sql).toMatch(/^-- Portcullis schema for MySQL \/ MariaDB\.\n/);
    expect(sql).toContain('create table `user` (');
    expect(sql).toContain(
      '  `id` varchar(255) character set utf8mb4 collate utf8mb4_bin primary key,',
    );
    expect(sql).toContain(
      '  `email` varchar(255) character set utf8mb4 collate utf8mb4_bin not null,',
    );
    expect(sql).toContain('  `name` text character set utf8mb4 collate utf8mb4_bin not null,');
    expect(sql).toContain('  `createdAt` datetime(3) not null,');
    expect(sql).toContain(
      '  `payload` longtext character set utf8mb4 collate utf8mb4_bin not null,',
    );
    expect(sql).toContain('create unique index `user_email_uidx` on `user` (`email`);');
  });

  it('writes the SQL to --output instead of stdout', async () => {
    const printed = await runCli(['generate', '--dialect', 'postgres'], dir);
    const run = await runCli(
      ['generate', '--dialect', 'postgres', '--output', 'sql/schema.sql'],
      dir,
    );
    expect(run.code).toBe(0);
    const file = join(dir, 'sql/schema.sql');
    expect(run.stdout).toBe(`Wrote 14 statements (postgres) to ${file}\n`);
    expect(readFileSync(file, 'utf8')).toBe(printed.stdout);
  });

  it('exits 1 for an unknown dialect', async () => {
    const run = await runCli(['generate', '--dialect', 'oracle', '-o', 'x.sql'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'error: unknown dialect "oracle": use one of sqlite, postgres, mysql\n',
    );
    expect(existsSync(join(dir, 'x.sql'))).toBe(false);
  });

  it('without --dialect, falls back to the whole schema when the database cannot be reached', async () => {
    const run = await runCli(['generate'], dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^warning: could not read the configured database \(.+\); writing the whole schema for PostgreSQL\n$/,
    );
    expect(run.stdout).toContain('  "payload" jsonb not null,');
  });
});

describe('portcullis generate against the configured database', { timeout: CLI_TIMEOUT }, () => {
  let dir: string;
  let remove: () => void;

  beforeAll(() => {
    ({ dir, remove } = tempDir());
  });
  afterAll(() => remove());

  it('writes only the changes the database is missing', async () => {
    const database = join(dir, 'auth.db');
    writeConfig(dir, { database });
    expect((await runCli(['migrate', '--yes'], dir)).code).toBe(0);

    writeConfig(dir, { database, plugins: ['username()'] });
    const run = await runCli(['generate'], dir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        '-- Portcullis: changes the configured SQLite database is missing.',
        '-- Generated by `portcullis generate`',
        '',
        'alter table "user" add column "username" text;',
        '',
        'alter table "user" add column "displayUsername" text;',
        '',
        'create unique index "user_username_uidx" on "user" ("username");',
        '',
      ].join('\n'),
    );
  });
});
