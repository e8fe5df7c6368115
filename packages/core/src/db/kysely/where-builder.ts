import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Where } from '../adapter.js';
import type { DialectCapabilities } from './dialect.js';
import { likeMatchInsensitive } from './like-match.js';
import type { ModelMapper } from './model-mapper.js';

/**
 * Builds the SQL condition of a `Where[]`. Clauses fold left to right, each joining the ones
 * before it with its `connector`: `[a, b, or c]` is `(a AND b) OR c`. An empty list matches
 * every row. Comparisons follow SQL: a NULL column matches only `eq null` / `ne null`.
 */
export function buildWhere(mapper: ModelMapper, dialect: DialectCapabilities, model: string) {
  return (where: Where[]) =>
    (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
      let expression: Expression<SqlBool> | undefined;
      for (const clause of where) {
        const condition = compare(eb, mapper.column(model, clause.field), clause, mapper, dialect);
        expression =
          expression === undefined
            ? condition
            : clause.connector === 'OR'
              ? eb.or([expression, condition])
              : eb.and([expression, condition]);
      }
      return expression ?? eb.lit(true);
    };
}

function compare(
  eb: ExpressionBuilder<any, any>,
  column: string,
  clause: Where,
  mapper: ModelMapper,
  dialect: DialectCapabilities,
): Expression<SqlBool> {
  const value = clause.value;
  const operator = clause.operator ?? 'eq';
  if (
    clause.mode === 'insensitive' &&
    typeof value === 'string' &&
    (operator === 'eq' ||
      operator === 'contains' ||
      operator === 'starts_with' ||
      operator === 'ends_with')
  ) {
    return likeMatchInsensitive(column, operator, value);
  }
  switch (operator) {
    case 'eq':
      return value === null
        ? eb(column, 'is', null)
        : eb(column, '=', mapper.toDatabaseValue(value));
    case 'ne':
      return value === null
        ? eb(column, 'is not', null)
        : eb(column, '<>', mapper.toDatabaseValue(value));
    case 'lt':
      return eb(column, '<', mapper.toDatabaseValue(value));
    case 'lte':
      return eb(column, '<=', mapper.toDatabaseValue(value));
    case 'gt':
      return eb(column, '>', mapper.toDatabaseValue(value));
    case 'gte':
      return eb(column, '>=', mapper.toDatabaseValue(value));
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).map((v) => mapper.toDatabaseValue(v));
      // `in ()` is a syntax error in most engines; an empty list matches nothing.
      return list.length === 0 ? eb.lit(false) : eb(column, 'in', list);
    }
    case 'contains':
    case 'starts_with':
    case 'ends_with':
      return dialect.matchText(column, operator, String(value));
    default:
      throw new Error(`[portcullis] Unknown where operator "${String(operator)}"`);
  }
}
