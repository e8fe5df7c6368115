import { type Expression, type SqlBool, sql } from 'kysely';
import type { TextMatchOperator } from './dialect.js';

/**
 * `column LIKE pattern ESCAPE '!'`, with the LIKE wildcards of `value` escaped so they match
 * literally (`!` needs no quoting in any engine, unlike the backslash). Whether the match is
 * case-sensitive is the engine's and the column collation's business: PostgreSQL's LIKE is, and
 * so is MySQL's on the binary-collated columns `migrate` creates.
 */
export function likeMatch(
  column: string,
  operator: TextMatchOperator,
  value: string,
): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${likePattern(operator, value)} escape '!'`;
}

/** The LIKE pattern of {@link likeMatch} (escape character `!`). */
function likePattern(operator: TextMatchOperator | 'eq', value: string): string {
  const escaped = value.replace(/[!%_]/g, (c) => `!${c}`);
  if (operator === 'eq') return escaped;
  return operator === 'contains'
    ? `%${escaped}%`
    : operator === 'starts_with'
      ? `${escaped}%`
      : `%${escaped}`;
}

/**
 * A case-insensitive `eq`, `contains`, `starts_with` or `ends_with` (`Where.mode: 'insensitive'`)
 * on every engine: `lower(column) like lower(value) escape '!'`, wildcards in `value` matching
 * literally. `lower` folds ASCII letters everywhere, other letters on PostgreSQL and MySQL
 * (SQLite without ICU leaves them as they are); the value is lowercased the same way here.
 */
export function likeMatchInsensitive(
  column: string,
  operator: TextMatchOperator | 'eq',
  value: string,
): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(operator, value.toLowerCase())} escape '!'`;
}
