import { sql } from 'kysely';
import { type DialectCapabilities, groupColumns, MIGRATION_LOCK_NAME } from '../dialect.js';
import { likeMatch } from '../like-match.js';

/**
 * PostgreSQL (pg): native `boolean`, `timestamptz` (microsecond precision, so milliseconds
 * round-trip) and `jsonb`; numbers are `double precision`, which holds every JS number. `LIKE`
 * is case-sensitive, as the adapter's text operators are on every engine.
 */
export const postgresDialect: DialectCapabilities = {
  name: 'postgres',
  supportsReturning: true,
  supportsBooleans: true,
  supportsDates: true,
  supportsJSON: true,
  // PostgreSQL sorts NULL as the largest value; the adapter asks for NULLS FIRST/LAST.
  nullsSortFirst: false,
  columnType(field) {
    switch (field.type) {
      case 'boolean':
        return 'boolean';
      case 'number':
        return 'double precision';
      case 'date':
        return 'timestamptz';
      case 'json':
        return 'jsonb';
      default:
        return 'text';
    }
  },
  matchText: likeMatch,
  // Built in since PostgreSQL 13.
  generatedId: () => sql<string>`gen_random_uuid()::text`,
  // 40P01 deadlock_detected: the victim's statement is rolled back.
  isDeadlock: (error) => (error as { code?: unknown } | null)?.code === '40P01',
  uniqueViolation(error) {
    const { code, constraint, detail } = (error ?? {}) as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
    };
    // 23505 unique_violation: https://www.postgresql.org/docs/current/errcodes-appendix.html
    if (code !== '23505') return null;
    // detail: 'Key (email)=(ada@example.com) already exists.' — quoted when mixed-case.
    const key = /^Key \((.+?)\)=/.exec(String(detail ?? ''))?.[1];
    const column = key && !key.includes(', ') ? key.replace(/^"|"$/g, '') : undefined;
    return { column, constraint: typeof constraint === 'string' ? constraint : undefined };
  },
  async listTables(db) {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    return groupColumns(rows);
  },
  async listIndexes(db) {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db);
    return new Set(rows.map((row) => row.name));
  },
  withMigrationLock(db, fn) {
    return db.connection().execute(async (connection) => {
      // Session-level: held across the statements below, released even when one fails.
      await sql`select pg_advisory_lock(hashtext(${MIGRATION_LOCK_NAME}))`.execute(connection);
      try {
        return await fn(connection);
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK_NAME}))`.execute(connection);
      }
    });
  },
};
