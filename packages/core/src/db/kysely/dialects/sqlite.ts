import { sql } from 'kysely';
import type { DialectCapabilities } from '../dialect.js';

/**
 * SQLite (better-sqlite3): no native booleans, dates or JSON; dates are stored as ISO-8601 text,
 * which sorts and compares correctly, as Better Auth stores them.
 */
export const sqliteDialect: DialectCapabilities = {
  name: 'sqlite',
  supportsReturning: true,
  supportsBooleans: false,
  supportsDates: false,
  supportsJSON: false,
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
  uniqueViolation(error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
    // "UNIQUE constraint failed: user.username"
    const column = /constraint failed: [^.\s]+\.([^,\s]+)/.exec(String(message))?.[1];
    return { column };
  },
  async listIndexes(db) {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index'`.execute(db);
    return new Set(rows.map((row) => row.name));
  },
};
