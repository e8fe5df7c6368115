import type { Row } from '../adapter.js';
import type { DatabaseSchema, FieldType } from '../schema.js';
import type { DialectCapabilities } from './dialect.js';

/** Table, column and type information of one model, computed once. */
interface ModelMap {
  table: string;
  columnOf: Map<string, string>;
  fieldOf: Map<string, string>;
  typeOf: Map<string, FieldType>;
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
      };
      for (const [field, attribute] of Object.entries(model.fields)) {
        const column = attribute.fieldName ?? field;
        map.columnOf.set(field, column);
        map.fieldOf.set(column, field);
        map.typeOf.set(field, attribute.type);
      }
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

  /** The logical field of a column, or undefined. */
  field(model: string, column: string): string | undefined {
    return this.#models.get(model)?.fieldOf.get(column);
  }

  /** Converts one value for binding. */
  toDatabaseValue(value: unknown): unknown {
    if (value instanceof Date) return this.dialect.supportsDates ? value : value.toISOString();
    if (typeof value === 'boolean') return this.dialect.supportsBooleans ? value : value ? 1 : 0;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return this.dialect.supportsJSON ? value : JSON.stringify(value);
    }
    return value;
  }

  /** Maps a logical row to a database row. Unknown fields are an error, not silently dropped. */
  toDatabase(model: string, data: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(data)) {
      if (value === undefined) continue;
      const type = this.#model(model).typeOf.get(field);
      out[this.column(model, field)] =
        type === 'json' && !this.dialect.supportsJSON && value !== null
          ? JSON.stringify(value)
          : this.toDatabaseValue(value);
    }
    return out;
  }

  /** Maps a database row back to a logical row with JS values. */
  fromDatabase<T extends { id: string } = Row>(model: string, row: Record<string, unknown>): T {
    const map = this.#model(model);
    const out: Record<string, unknown> = {};
    for (const [column, raw] of Object.entries(row)) {
      const field = map.fieldOf.get(column);
      if (!field) continue;
      out[field] = raw === null || raw === undefined ? null : convert(map.typeOf.get(field), raw);
    }
    return out as T;
  }
}

function convert(type: FieldType | undefined, raw: unknown): unknown {
  switch (type) {
    case 'date':
      return raw instanceof Date ? raw : new Date(raw as string | number);
    case 'boolean':
      return typeof raw === 'boolean' ? raw : Boolean(Number(raw));
    case 'number':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'json':
      if (typeof raw !== 'string') return raw;
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    default:
      return raw;
  }
}
