import { sql } from 'kysely';
import { type DialectCapabilities, groupColumns, MIGRATION_LOCK_NAME } from '../dialect.js';
import { likeMatch } from '../like-match.js';

// Binary collation: `=`, LIKE and unique indexes compare exactly, as on SQLite and PostgreSQL.
// The server default (`utf8mb4_general_ci`, `utf8mb4_0900_ai_ci`) would find a session token
// that differs in case and treat 'a@x.io' and 'A@x.io' as one value.
const TEXT = sql`text character set utf8mb4 collate utf8mb4_bin`;
// Indexed columns need a bounded type: 255 × 4 bytes stays under InnoDB's 3072-byte key limit.
const KEY = sql`varchar(255) character set utf8mb4 collate utf8mb4_bin`;
// `longtext` rather than `json`: MariaDB's JSON is longtext anyway, and mysql2 decodes MySQL's
// JSON columns itself, so a stored JSON string would come back differently on the two servers.
const JSON_TEXT = sql`longtext character set utf8mb4 collate utf8mb4_bin`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * MySQL 8 and MariaDB 10.5+ (mysql2): no RETURNING, booleans as `tinyint(1)` read back as
 * booleans by the mapper, dates as `datetime(3)` holding UTC (written as text by
 * {@link mysqlDialect.formatDate}, so the pool's `timezone` does not matter on writes; reads need
 * `timezone: 'Z'` or `dateStrings: true`, which `resolveDatabase` checks), JSON as text.
 */
export const mysqlDialect: DialectCapabilities = {
  name: 'mysql',
  supportsReturning: false,
  supportsBooleans: false,
  supportsDates: false,
  supportsJSON: false,
  nullsSortFirst: true,
  formatDate(date) {
    // 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: what a datetime(3) column accepts, to the millisecond.
    return (
      `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
      `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.` +
      pad(date.getUTCMilliseconds(), 3)
    );
  },
  parseDate(text) {
    // With `dateStrings: true` mysql2 hands over the column text, which is UTC.
    return new Date(/^\d{4}-\d\d-\d\d \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  },
  columnType(field, keyed) {
    switch (field.type) {
      case 'boolean':
        return sql`tinyint(1)`;
      case 'number':
        return 'double precision';
      case 'date':
        return sql`datetime(3)`;
      case 'json':
        return JSON_TEXT;
      default:
        return keyed ? KEY : TEXT;
    }
  },
  matchText: likeMatch,
  generatedId: () => sql<string>`uuid()`,
  // 1213 ER_LOCK_DEADLOCK, 1205 ER_LOCK_WAIT_TIMEOUT: InnoDB's gap locks make concurrent writes to
  // one key of a unique index (an upsert and a delete of a rate-limit counter) deadlock now and then.
  isDeadlock(error) {
    const { errno } = (error ?? {}) as { errno?: unknown };
    return errno === 1213 || errno === 1205;
  },
  uniqueViolation(error) {
    const { code, errno, message } = (error ?? {}) as {
      code?: unknown;
      errno?: unknown;
      message?: unknown;
    };
    // 1062 ER_DUP_ENTRY: "Duplicate entry 'a@x.io' for key 'user_email_uidx'"; MySQL 8 prefixes
    // the table ('user.user_email_uidx'), MariaDB does not.
    if (code !== 'ER_DUP_ENTRY' && errno !== 1062) return null;
    const key = /for key '(?:[^'.]+\.)?([^']+)'/.exec(String(message))?.[1];
    if (key === 'PRIMARY') return { column: 'id' };
    return { constraint: key };
  },
  async listTables(db) {
    const { rows } = await sql<{ table: string; column: string }>`
      select table_name as \`table\`, column_name as \`column\` from information_schema.columns
      where table_schema = database()`.execute(db);
    return groupColumns(rows);
  },
  async listIndexes(db) {
    const { rows } = await sql<{ name: string }>`
      select distinct index_name as name from information_schema.statistics
      where table_schema = database()`.execute(db);
    return new Set(rows.map((row) => row.name));
  },
  withMigrationLock(db, fn) {
    return db.connection().execute(async (connection) => {
      // DDL commits implicitly in MySQL, so a transaction cannot serialise migrations; a named
      // lock held by this connection can. Waits up to 60 s for another instance's migration.
      const { rows } = await sql<{ acquired: number | null }>`
        select get_lock(${MIGRATION_LOCK_NAME}, 60) as acquired`.execute(connection);
      if (Number(rows[0]?.acquired) !== 1) {
        throw new Error('[portcullis] Timed out waiting for another instance to finish migrating.');
      }
      try {
        return await fn(connection);
      } finally {
        await sql`select release_lock(${MIGRATION_LOCK_NAME})`.execute(connection);
      }
    });
  },
};
