import { sql } from 'kysely';
import type { DialectCapabilities } from '../dialect.js';

/** The migrations of this process, one at a time (see `withMigrationLock`). */
let migrationQueue: Promise<unknown> = Promise.resolve();

/**
 * SQLite (better-sqlite3): no native booleans, dates or JSON; dates are stored as ISO-8601 text,
 * which sorts and compares correctly, as Better Auth stores them. Text operators use GLOB, which
 * is case-sensitive like the other engines' (SQLite's LIKE ignores ASCII case).
 */
export const sqliteDialect: DialectCapabilities = {
  name: 'sqlite',
  supportsReturning: true,
  supportsBooleans: false,
  supportsDates: false,
  supportsJSON: false,
  nullsSortFirst: true,
  columnType(field) {
    switch (field.type) {
      case 'boolean':
      case 'number':
        return 'integer';
      case 'date':
        return 'date';
      default:
        return 'text';
    }
  },
  matchText(column, operator, value) {
    // GLOB's wildcards are * ? and [...]; a one-character set matches each of them literally.
    const escaped = value.replace(/[*?[]/g, (c) => `[${c}]`);
    const pattern =
      operator === 'contains'
        ? `*${escaped}*`
        : operator === 'starts_with'
          ? `${escaped}*`
          : `*${escaped}`;
    return sql<boolean>`${sql.ref(column)} glob ${pattern}`;
  },
  generatedId: () => sql<string>`lower(hex(randomblob(16)))`,
  uniqueViolation(error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
    // "UNIQUE constraint failed: user.username"; a multi-column index lists them all, and then
    // no single field is to blame.
    const columns = /constraint failed: (.+)$/.exec(String(message))?.[1]?.split(', ') ?? [];
    return { column: columns.length === 1 ? columns[0]!.split('.').pop() : undefined };
  },
  async listTables(db) {
    const tables = await db.introspection.getTables();
    return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  },
  async listIndexes(db) {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index'`.execute(db);
    return new Set(rows.map((row) => row.name));
  },
  withMigrationLock(db, fn) {
    // better-sqlite3 blocks the thread while it waits for a lock, so two connections of this
    // process must not wait on each other: they queue here, other processes on the file lock.
    const run = () =>
      db.connection().execute(async (connection) => {
        // IMMEDIATE takes the write lock at once (other processes wait out busy_timeout), and
        // SQLite's DDL is transactional: a failed migration leaves nothing half-made.
        await sql`begin immediate`.execute(connection);
        try {
          const result = await fn(connection);
          await sql`commit`.execute(connection);
          return result;
        } catch (error) {
          await sql`rollback`.execute(connection);
          throw error;
        }
      });
    const turn = migrationQueue.then(run, run);
    migrationQueue = turn.catch(() => undefined);
    return turn;
  },
};
