import { describe, expect, it } from 'vitest';
import { postgresDialect } from './postgres.js';

const duplicate = (detail: string, constraint: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    detail,
    constraint,
  });

describe('postgresDialect.uniqueViolation', () => {
  it('reads the column from the detail and keeps the constraint name', () => {
    expect(
      postgresDialect.uniqueViolation(
        duplicate('Key (email)=(ada@example.com) already exists.', 'user_email_uidx'),
      ),
    ).toEqual({ column: 'email', constraint: 'user_email_uidx' });
  });

  it('unquotes mixed-case columns and names no column for a multi-column key', () => {
    expect(
      postgresDialect.uniqueViolation(duplicate('Key ("userId")=(u1) already exists.', 'x')),
    ).toEqual({ column: 'userId', constraint: 'x' });
    expect(
      postgresDialect.uniqueViolation(
        duplicate('Key ("providerId", "accountId")=(github, 1) already exists.', 'account_uidx'),
      ),
    ).toEqual({ column: undefined, constraint: 'account_uidx' });
  });

  it('returns null for other errors', () => {
    expect(
      postgresDialect.uniqueViolation(Object.assign(new Error('x'), { code: '23503' })),
    ).toBeNull();
    expect(postgresDialect.uniqueViolation(null)).toBeNull();
  });
});
