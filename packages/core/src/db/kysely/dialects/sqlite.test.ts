import { describe, expect, it } from 'vitest';
import { sqliteDialect } from './sqlite.js';

describe('sqliteDialect.uniqueViolation', () => {
  it('names the violated column from better-sqlite3 errors', () => {
    const error = Object.assign(new Error('UNIQUE constraint failed: user.username'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(sqliteDialect.uniqueViolation(error)).toEqual({ column: 'username' });
  });

  it('returns null for other errors', () => {
    expect(sqliteDialect.uniqueViolation(new Error('no such table: user'))).toBeNull();
    expect(sqliteDialect.uniqueViolation(undefined)).toBeNull();
  });
});
