import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const error = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields);

describe('isDatabaseUnavailable', () => {
  it('knows refused, reset and timed-out connections, pg, mysql2 and SQLite', () => {
    for (const unavailable of [
      error('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      error('read ECONNRESET', { code: 'ECONNRESET' }),
      error('terminating connection due to administrator command', { code: '57P01' }),
      error('the database system is starting up', { code: '57P03' }),
      error('connection failure', { code: '08006' }),
      error('canceling statement due to statement timeout', { code: '57014' }),
      error('Connection terminated unexpectedly'),
      error('timeout exceeded when trying to connect'),
      error('Query read timeout'),
      error('Connection lost: The server closed the connection.', {
        code: 'PROTOCOL_CONNECTION_LOST',
        fatal: true,
      }),
      error('Query inactivity timeout', { code: 'PROTOCOL_SEQUENCE_TIMEOUT' }),
      error('Too many connections', { code: 'ER_CON_COUNT_ERROR' }),
      error('database is locked', { code: 'SQLITE_BUSY' }),
      new AggregateError([error('connect ECONNREFUSED ::1', { code: 'ECONNREFUSED' })]),
      error('wrapped', { cause: error('read ECONNRESET', { code: 'ECONNRESET' }) }),
    ]) {
      expect(isDatabaseUnavailable(unavailable), unavailable.message).toBe(true);
    }
  });

  it('leaves faults of the query alone: they are not outages', () => {
    for (const fault of [
      error('duplicate key value violates unique constraint', { code: '23505' }),
      error("Duplicate entry 'a' for key 'user_email_uidx'", { code: 'ER_DUP_ENTRY' }),
      error('relation "user" does not exist', { code: '42P01' }),
      error('deadlock detected', { code: '40P01' }),
      error('UNIQUE constraint failed: user.email', { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      new TypeError('x is not a function'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(fault)).toBe(false);
    }
  });
});
