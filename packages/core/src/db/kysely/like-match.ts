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
  const escaped = value.replace(/[!%_]/g, (c) => `!${c}`);
  const pattern =
    operator === 'contains'
      ? `%${escaped}%`
      : operator === 'starts_with'
        ? `${escaped}%`
        : `%${escaped}`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '!'`;
}
