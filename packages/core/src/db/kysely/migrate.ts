import type { Kysely } from 'kysely';
import type { MigrationResult } from '../adapter.js';
import type { DatabaseSchema, FieldAttribute } from '../schema.js';
import type { DialectCapabilities } from './dialect.js';

/** An index the schema asks for, named `{table}_{column}_{idx|uidx}`. */
interface IndexPlan {
  name: string;
  table: string;
  column: string;
  unique: boolean;
}

const isKeyed = (field: FieldAttribute) => Boolean(field.unique || field.index || field.references);

/**
 * Brings the database up to the schema: creates missing tables, adds missing columns and
 * indexes. Idempotent, and never drops or alters existing columns: fields removed from the
 * schema stay in the database.
 */
export async function migrateKysely(
  db: Kysely<any>,
  dialect: DialectCapabilities,
  schema: DatabaseSchema,
): Promise<MigrationResult> {
  const result: MigrationResult = { createdTables: [], addedColumns: [], createdIndexes: [] };
  const existing = new Map(
    (await db.introspection.getTables()).map((t) => [
      t.name,
      new Set(t.columns.map((c) => c.name)),
    ]),
  );
  const indexes: IndexPlan[] = [];

  for (const model of orderByReferences(schema)) {
    const table = model.modelName;
    const columns = existing.get(table);
    const fields = Object.entries(model.fields).map(([name, field]) => ({
      column: field.fieldName ?? name,
      field,
    }));
    for (const { column, field } of fields) {
      if (field.unique || field.index) {
        const unique = Boolean(field.unique);
        indexes.push({
          name: `${table}_${column}_${unique ? 'uidx' : 'idx'}`,
          table,
          column,
          unique,
        });
      }
    }

    if (!columns) {
      let create = db.schema
        .createTable(table)
        .addColumn('id', dialect.columnType({ type: 'string' }, true), (c) => c.primaryKey());
      for (const { column, field } of fields) {
        create = create.addColumn(column, dialect.columnType(field, isKeyed(field)), (c) => {
          let builder = field.required === false ? c : c.notNull();
          if (field.references) {
            const target = schema[field.references.model]!;
            builder = builder
              .references(`${target.modelName}.${field.references.field}`)
              .onDelete(field.references.onDelete ?? 'cascade');
          }
          return builder;
        });
      }
      await create.execute();
      result.createdTables.push(table);
      continue;
    }

    for (const { column, field } of fields) {
      if (columns.has(column)) continue;
      // A column added to a table with rows cannot be NOT NULL without a default, so new
      // columns are nullable; the application still treats required fields as required.
      await db.schema
        .alterTable(table)
        .addColumn(column, dialect.columnType(field, isKeyed(field)))
        .execute();
      result.addedColumns.push(`${table}.${column}`);
    }
  }

  const present = await dialect.listIndexes(db);
  for (const index of indexes) {
    if (present.has(index.name)) continue;
    let create = db.schema.createIndex(index.name).on(index.table).column(index.column);
    if (index.unique) create = create.unique();
    await create.execute();
    result.createdIndexes.push(index.name);
  }
  return result;
}

// Tables referenced by foreign keys are created first.
function orderByReferences(schema: DatabaseSchema) {
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const field of Object.values(schema[name]?.fields ?? {})) {
      if (field.references && field.references.model !== name) visit(field.references.model, seen);
    }
    ordered.push(name);
  };
  for (const name of Object.keys(schema)) visit(name, new Set());
  return ordered.map((name) => schema[name]!);
}
