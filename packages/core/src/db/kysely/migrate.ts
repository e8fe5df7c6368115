import type { Compilable, CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationPlan, MigrationResult } from '../adapter.js';
import type { DatabaseSchema, FieldAttribute } from '../schema.js';
import type { DialectCapabilities } from './dialect.js';

/** An index the schema asks for, named `{table}_{column…}_{idx|uidx}`. */
interface IndexPlan {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
}

/** A planned change: runs with `execute()`, prints with `compile().sql`. */
type Step = Compilable & { execute(): Promise<unknown> };

const isKeyed = (field: FieldAttribute) => Boolean(field.unique || field.index || field.references);

/**
 * Works out what brings the database up to the schema — missing tables, missing columns,
 * missing indexes — without changing anything. Existing columns are never altered or dropped:
 * fields removed from the schema stay in the database.
 */
export async function planKyselyMigration(
  db: Kysely<any>,
  dialect: DialectCapabilities,
  schema: DatabaseSchema,
): Promise<MigrationResult & { steps: Step[] }> {
  const plan = {
    createdTables: [],
    addedColumns: [],
    createdIndexes: [],
    steps: [],
  } as MigrationResult & { steps: Step[] };
  // The dialect lists only the current schema/database: PostgreSQL's introspection would also
  // report same-named tables of other schemas.
  const existing = await dialect.listTables(db);
  const indexes: IndexPlan[] = [];

  for (const model of orderByReferences(schema)) {
    const table = model.modelName;
    const columns = existing.get(table);
    // Fields of multi-field indexes are keyed too: MySQL cannot index a TEXT column.
    const inIndex = new Set(model.indexes?.flatMap((index) => index.fields));
    const fields = Object.entries(model.fields).map(([name, field]) => ({
      column: field.fieldName ?? name,
      field,
      keyed: isKeyed(field) || inIndex.has(name),
    }));
    for (const { column, field } of fields) {
      if (field.unique || field.index) {
        const unique = Boolean(field.unique);
        indexes.push({
          name: `${table}_${column}_${unique ? 'uidx' : 'idx'}`,
          table,
          columns: [column],
          unique,
        });
      }
    }
    for (const index of model.indexes ?? []) {
      const columns = index.fields.map((name) => model.fields[name]?.fieldName ?? name);
      const unique = Boolean(index.unique);
      const name = `${table}_${columns.join('_')}_${unique ? 'uidx' : 'idx'}`;
      indexes.push({ name, table, columns, unique });
    }

    if (!columns) {
      // Column names come from data, so the builder's column-name type is plain string.
      let create: CreateTableBuilder<string, string> = db.schema
        .createTable(table)
        .addColumn('id', dialect.columnType({ type: 'string' }, true), (c) => c.primaryKey());
      for (const { column, field, keyed } of fields) {
        create = create.addColumn(column, dialect.columnType(field, keyed), (c) =>
          field.required === false ? c : c.notNull(),
        );
      }
      // Table-level constraints: MySQL 8 parses a column's inline REFERENCES but ignores it.
      for (const { column, field } of fields) {
        if (!field.references) continue;
        const { model: target, field: targetField, onDelete = 'cascade' } = field.references;
        create = create.addForeignKeyConstraint(
          `${table}_${column}_fk`,
          [column],
          schema[target]!.modelName,
          [targetField],
          (constraint) => constraint.onDelete(onDelete),
        );
      }
      plan.steps.push(create);
      plan.createdTables.push(table);
      continue;
    }

    for (const { column, field, keyed } of fields) {
      if (columns.has(column)) continue;
      // A column added to a table with rows cannot be NOT NULL without a default, so new
      // columns are nullable; the application still treats required fields as required.
      plan.steps.push(
        db.schema.alterTable(table).addColumn(column, dialect.columnType(field, keyed)),
      );
      plan.addedColumns.push(`${table}.${column}`);
    }
  }

  const present = await dialect.listIndexes(db);
  for (const index of indexes) {
    if (present.has(index.name)) continue;
    let create = db.schema.createIndex(index.name).on(index.table).columns(index.columns);
    if (index.unique) create = create.unique();
    plan.steps.push(create);
    plan.createdIndexes.push(index.name);
  }
  return plan;
}

/** {@link planKyselyMigration} as a {@link MigrationPlan}: the changes and their SQL. */
export async function describeKyselyMigration(
  db: Kysely<any>,
  dialect: DialectCapabilities,
  schema: DatabaseSchema,
): Promise<MigrationPlan> {
  const { steps, ...changes } = await planKyselyMigration(db, dialect, schema);
  return { ...changes, statements: steps.map((step) => step.compile().sql) };
}

/**
 * Brings the database up to the schema: creates missing tables, adds missing columns and
 * indexes. Idempotent, and never drops or alters existing columns. Safe when several instances
 * run it at the same moment: planning and changes happen under the dialect's migration lock, so
 * the instances take turns and the later ones find nothing left to do.
 */
export async function migrateKysely(
  db: Kysely<any>,
  dialect: DialectCapabilities,
  schema: DatabaseSchema,
): Promise<MigrationResult> {
  return dialect.withMigrationLock(db, async (connection) => {
    const { steps, ...changes } = await planKyselyMigration(connection, dialect, schema);
    for (const step of steps) await step.execute();
    return changes;
  });
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
