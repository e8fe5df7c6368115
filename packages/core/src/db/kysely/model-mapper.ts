import { dateFromText } from '../../utils/stored-date.js';
import type { Row } from '../adapter.js';
import type { DatabaseSchema, FieldType } from '../schema.js';
import type { DialectCapabilities } from './dialect.js';

/** Table, column and type information of one model, computed once. */
interface ModelMap {
  table: string;
  columnOf: Map<string, string>;
  fieldOf: Map<string, string>;
  typeOf: Map<string, FieldType>;
  /** Unique index (or constraint) name → field, for naming the field of a violation. */
  fieldOfIndex: Map<string, string>;
}

/**
 * Translates between logical rows (field names, JS values) and database rows (column names,
 * values the dialect can bind). Built once per adapter.
 */
export class ModelMapper {
  readonly #models = new Map<string, ModelMap>();

  constructor(
    schema: DatabaseSchema,
    private readonly dialect: DialectCapabilities,
  ) {
    for (const [name, model] of Object.entries(schema)) {
      const map: ModelMap = {
        table: model.modelName,
        columnOf: new Map([['id', 'id']]),
        fieldOf: new Map([['id', 'id']]),
        typeOf: new Map([['id', 'string']]),
        fieldOfIndex: new Map(),
      };
      for (const [field, attribute] of Object.entries(model.fields)) {
        const column = attribute.fieldName ?? field;
        map.columnOf.set(field, column);
        map.fieldOf.set(column, field);
        map.typeOf.set(field, attribute.type);
        if (attribute.unique) map.fieldOfIndex.set(`${model.modelName}_${column}_uidx`, field);
      }
      map.fieldOfIndex.set(`${model.modelName}_pkey`, 'id');
      this.#models.set(name, map);
    }
  }

  #model(model: string): ModelMap {
    const map = this.#models.get(model);
    if (!map) throw new Error(`[portcullis] Unknown model "${model}": is its plugin registered?`);
    return map;
  }

  table(model: string): string {
    return this.#model(model).table;
  }

  column(model: string, field: string): string {
    const column = this.#model(model).columnOf.get(field);
    if (!column) throw new Error(`[portcullis] Unknown field "${field}" on model "${model}"`);
    return column;
  }

  /** Every column of a model, `id` first. */
  columns(model: string): string[] {
    return [...this.#model(model).columnOf.values()];
  }

  /** The logical field of a column, or undefined. */
  field(model: string, column: string): string | undefined {
    return this.#models.get(model)?.fieldOf.get(column);
  }

  /**
   * The logical field behind a unique index or constraint name: the `{table}_{column}_uidx`
   * indexes `migrate` creates, the primary key, or a constraint named after its column (MySQL's
   * default for `UNIQUE` columns). Undefined when unknown.
   */
  fieldOfConstraint(model: string, name: string): string | undefined {
    const map = this.#models.get(model);
    return map?.fieldOfIndex.get(name) ?? map?.fieldOf.get(name);
  }

  /** Converts one value for binding (where clauses: the field type is not consulted). */
  toDatabaseValue(value: unknown): unknown {
    if (value instanceof Date) {
      if (this.dialect.supportsDates) return value;
      return this.dialect.formatDate ? this.dialect.formatDate(value) : value.toISOString();
    }
    if (typeof value === 'boolean') return this.dialect.supportsBooleans ? value : value ? 1 : 0;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return JSON.stringify(value);
    }
    return value;
  }

  /** Maps a logical row to a database row. Unknown fields are an error, not silently dropped. */
  toDatabase(model: string, data: Record<string, unknown>): Record<string, unknown> {
    const map = this.#model(model);
    const out: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(data)) {
      if (value === undefined) continue;
      // JSON is always sent as text: drivers would turn arrays into SQL arrays or lists.
      out[this.column(model, field)] =
        map.typeOf.get(field) === 'json' && value !== null
          ? JSON.stringify(value)
          : this.toDatabaseValue(value);
    }
    return out;
  }

  /** Maps a database row back to a logical row with JS values. */
  fromDatabase<T extends { id: string } = Row>(model: string, row: Record<string, unknown>): T {
    const map = this.#model(model);
    const out: Record<string, unknown> = {};
    // for…in, not Object.entries: no pair arrays per column on the hot path.
    for (const column in row) {
      const field = map.fieldOf.get(column);
      if (!field) continue;
      const raw = row[column];
      out[field] =
        raw === null || raw === undefined ? null : this.#convert(map.typeOf.get(field), raw);
    }
    return out as T;
  }

  /**
   * A reader of rows given as values in `columns` order, starting at an offset (one side of a
   * join read as a row of values): the same logical row {@link fromDatabase} gives for an object
   * with those columns, with each column's field and type looked up once, here.
   */
  valuesReader<T extends { id: string } = Row>(
    model: string,
    columns: readonly string[],
  ): (values: readonly unknown[], offset: number) => T {
    const map = this.#model(model);
    const fields = columns.map((column) => map.fieldOf.get(column));
    const types = fields.map((field) => (field === undefined ? undefined : map.typeOf.get(field)));
    return (values, offset) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i];
        if (field === undefined) continue;
        const raw = values[offset + i];
        out[field] = raw === null || raw === undefined ? null : this.#convert(types[i], raw);
      }
      return out as T;
    };
  }

  #convert(type: FieldType | undefined, raw: unknown): unknown {
    switch (type) {
      case 'date':
        if (raw instanceof Date) return raw;
        if (typeof raw === 'string' && this.dialect.parseDate) return this.dialect.parseDate(raw);
        return typeof raw === 'string' ? dateFromText(raw) : new Date(raw as number);
      case 'boolean':
        return typeof raw === 'boolean' ? raw : Boolean(Number(raw));
      case 'number':
        // PostgreSQL's bigint and numeric come back as strings.
        return typeof raw === 'number' ? raw : Number(raw);
      case 'json':
        if (this.dialect.supportsJSON || typeof raw !== 'string') return raw;
        try {
          return JSON.parse(raw);
        } catch {
          return raw;
        }
      default:
        return raw;
    }
  }
}
