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
  isUniqueViolation(error) {
    const code = (error as { code?: unknown } | null)?.code;
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  },
  async listIndexes(db) {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index'`.execute(db);
    return new Set(rows.map((row) => row.name));
  },
};
