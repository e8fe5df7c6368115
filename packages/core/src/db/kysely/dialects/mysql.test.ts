import { describe, expect, it } from 'vitest';
import { mysqlDialect } from './mysql.js';

const duplicate = (message: string) =>
  Object.assign(new Error(message), { code: 'ER_DUP_ENTRY', errno: 1062 });

describe('mysqlDialect.uniqueViolation', () => {
  it('reads the key name from MariaDB and MySQL 8 messages', () => {
    expect(
      mysqlDialect.uniqueViolation(duplicate("Duplicate entry 'a@x.io' for key 'user_email_uidx'")),
    ).toEqual({ constraint: 'user_email_uidx' });
    expect(
      mysqlDialect.uniqueViolation(
        duplicate("Duplicate entry 'a@x.io' for key 'user.user_email_uidx'"),
      ),
    ).toEqual({ constraint: 'user_email_uidx' });
  });

  it('reports the primary key as the id column', () => {
    expect(
      mysqlDialect.uniqueViolation(duplicate("Duplicate entry 'x' for key 'PRIMARY'")),
    ).toEqual({ column: 'id' });
  });

  it('returns null for other errors', () => {
    expect(mysqlDialect.uniqueViolation(Object.assign(new Error('x'), { errno: 1452 }))).toBeNull();
  });
});

describe('mysqlDialect dates', () => {
  it('writes UTC with milliseconds and reads the same text back as UTC', () => {
    const date = new Date('2024-02-29T23:59:59.007Z');
    expect(mysqlDialect.formatDate!(date)).toBe('2024-02-29 23:59:59.007');
    expect(mysqlDialect.parseDate!('2024-02-29 23:59:59.007').getTime()).toBe(date.getTime());
    expect(mysqlDialect.parseDate!('2024-02-29 23:59:59').getTime()).toBe(date.getTime() - 7);
  });
});
