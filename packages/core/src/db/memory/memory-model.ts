import type { DatabaseSchema, FieldAttribute, FieldType, ModelSchema } from '../schema.js';
import type { MemoryTable } from './memory-database.js';

/** A field of a model with the column it is stored in. */
export interface MemoryField {
  name: string;
  column: string;
  type: FieldType;
  attribute: FieldAttribute;
}

/** A foreign key pointing at a model: which model and field hold it, and what a delete does. */
export interface InboundReference {
  model: string;
  field: MemoryField;
  targetColumn: string;
  onDelete: 'cascade' | 'set null' | 'no action';
}

/** Table, columns and constraints of one model, computed once per adapter. */
export interface MemoryModel {
  name: string;
  table: string;
  /** By logical field name, `id` included. */
  fields: Map<string, MemoryField>;
  /** The unique keys, `id` first: one field each, or several for a multi-field unique index. */
  unique: MemoryField[][];
  /** Foreign keys of other models (or this one) that point at this model. */
  inbound: InboundReference[];
  /** The index names `migrate` gives this model's indexes, as the SQL adapter names them. */
  indexes: string[];
}

const ID: FieldAttribute = { type: 'string', unique: true };

/** Describes every model of the schema for the memory adapter. */
export function describeModels(schema: DatabaseSchema): Map<string, MemoryModel> {
  const models = new Map<string, MemoryModel>();
  for (const [name, model] of Object.entries(schema)) {
    const fields = new Map<string, MemoryField>([
      ['id', { name: 'id', column: 'id', type: 'string', attribute: ID }],
    ]);
    for (const [field, attribute] of Object.entries(model.fields)) {
      fields.set(field, {
        name: field,
        column: attribute.fieldName ?? field,
        type: attribute.type,
        attribute,
      });
    }
    const unique = [...fields.values()]
      .filter((field) => field.attribute.unique)
      .map((field) => [field]);
    for (const index of model.indexes ?? []) {
      if (index.unique) unique.push(index.fields.map((field) => fields.get(field)!));
    }
    models.set(name, {
      name,
      table: model.modelName,
      fields,
      unique,
      inbound: [],
      indexes: indexNames(model.modelName, fields, model.indexes ?? []),
    });
  }
  for (const model of models.values()) {
    for (const field of model.fields.values()) {
      const reference = field.attribute.references;
      const target = reference && models.get(reference.model);
      if (!reference || !target) continue;
      target.inbound.push({
        model: model.name,
        field,
        targetColumn: target.fields.get(reference.field)?.column ?? reference.field,
        onDelete: reference.onDelete ?? 'cascade',
      });
    }
  }
  return models;
}

// `{table}_{column…}_{uidx|idx}`, as `migrate` names indexes on SQL engines.
function indexNames(
  table: string,
  fields: Map<string, MemoryField>,
  multiField: NonNullable<ModelSchema['indexes']>,
): string[] {
  const name = (columns: string[], unique: boolean | undefined) =>
    `${table}_${columns.join('_')}_${unique ? 'uidx' : 'idx'}`;
  const single = [...fields.values()]
    .filter((field) => field.name !== 'id' && (field.attribute.unique || field.attribute.index))
    .map((field) => name([field.column], field.attribute.unique));
  const multi = multiField.map((index) =>
    name(
      index.fields.map((field) => fields.get(field)?.column ?? field),
      index.unique,
    ),
  );
  return [...single, ...multi];
}

/** Looks models and fields up by logical name, failing like the SQL adapter for unknown ones. */
export class MemoryCatalog {
  constructor(readonly models: Map<string, MemoryModel>) {}

  model(name: string): MemoryModel {
    const model = this.models.get(name);
    if (!model) throw new Error(`[portcullis] Unknown model "${name}": is its plugin registered?`);
    return model;
  }

  field(model: MemoryModel, name: string): MemoryField {
    const field = model.fields.get(name);
    if (!field) throw new Error(`[portcullis] Unknown field "${name}" on model "${model.name}"`);
    return field;
  }
}

/** The table of a model, created (as `migrate` would) on first use. */
export function tableOf(tables: Map<string, MemoryTable>, model: MemoryModel): MemoryTable {
  let table = tables.get(model.table);
  if (!table) {
    const columns = [...model.fields.values()].map((field) => field.column);
    table = { columns: new Set(columns), indexes: new Set(model.indexes), rows: new Map() };
    tables.set(model.table, table);
  }
  return table;
}
