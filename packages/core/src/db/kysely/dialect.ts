import type { ColumnDataType, Kysely } from 'kysely';
import type { FieldAttribute } from '../schema.js';

/**
 * What differs between SQL engines, in one place per engine (STYLE §4): value conversions the
 * engine cannot do natively, column types, and how it reports a unique violation.
 */
export interface DialectCapabilities {
  readonly name: 'sqlite' | 'postgres' | 'mysql';
  /** `INSERT … RETURNING` / `UPDATE … RETURNING` are available. */
  readonly supportsReturning: boolean;
  /** Booleans bind and read natively (else stored as 1/0). */
  readonly supportsBooleans: boolean;
  /** `Date` binds and reads natively (else stored as ISO-8601 text). */
  readonly supportsDates: boolean;
  /** JSON values bind and read natively (else stored as text). */
  readonly supportsJSON: boolean;
  /** The column type for a field; `keyed` is true for ids and indexed or referenced columns. */
  columnType(field: FieldAttribute | { type: 'string' }, keyed: boolean): ColumnDataType;
  /**
   * When `error` is the engine's unique-constraint violation: the violated column (or undefined
   * when the engine does not say). Otherwise null.
   */
  uniqueViolation(error: unknown): { column: string | undefined } | null;
  /** Names of the indexes that exist in the current database or schema. */
  listIndexes(db: Kysely<any>): Promise<Set<string>>;
}
