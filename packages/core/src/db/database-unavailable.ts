/**
 * Node's network errors: the server refused, dropped or never answered the connection.
 * `ENOTFOUND`/`EAI_AGAIN` are DNS failing for the database host, usually for a moment.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * mysql2's codes for a connection lost or timed out, and the server's for being shut down, out
 * of connections, or stopping a statement at its time limit (MySQL `max_execution_time`,
 * MariaDB `max_statement_time`).
 * @see https://dev.mysql.com/doc/mysql-errors/8.0/en/server-error-reference.html
 */
const MYSQL_CODES = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_QUERY_TIMEOUT',
  'ER_STATEMENT_TIMEOUT',
  'ER_CONNECTION_KILLED',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server is shutting
 * down, crashed or is starting), 57014 (statement cancelled: `statement_timeout`), 53300 (too
 * many connections). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const POSTGRES_STATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

/** pg's own errors, which carry no code: a connection that ended, or a timeout of the driver. */
const PG_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * True when a database driver's error means "the database cannot be reached or did not answer
 * in time" — a condition that passes when the server is back — rather than a fault of the
 * query: refused, reset or timed-out connections; a server shutting down, restarting or out of
 * connections; a statement stopped at its time limit; a pool that gave up waiting for a
 * connection; a SQLite database still locked after its busy timeout. Knows pg, mysql2 and
 * better-sqlite3, and looks through `AggregateError`s and `cause`s.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })); // true
 * isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })); // false
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, fatal, message, errors, cause } = error as {
    code?: unknown;
    fatal?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || MYSQL_CODES.has(code) || POSTGRES_STATE.test(code)) return true;
    // better-sqlite3: still locked once `busy_timeout` (5 s for files Portcullis opens) ran out.
    if (code === 'SQLITE_BUSY') return true;
  }
  // mysql2 marks errors that leave the connection unusable as fatal (lost, timed out, refused).
  if (fatal === true) return true;
  if (typeof message === 'string' && (PG_MESSAGE.test(message) || message === 'Pool is closed.')) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
