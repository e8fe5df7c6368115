import type { MigrationResult } from '../db/adapter.js';
import type { DatabaseSchema } from '../db/schema.js';

/** What exists in the database but not in the schema; reported, never dropped. */
export interface Untouched {
  tables: string[];
  /** `table.column` names, of tables the schema declares. */
  columns: string[];
}

/** The number of changes of a plan or a result: one per table, column and index. */
export const countChanges = (changes: MigrationResult) =>
  changes.createdTables.length + changes.addedColumns.length + changes.createdIndexes.length;

export const plural = (count: number, word: string, many = `${word}s`) =>
  `${count} ${count === 1 ? word : many}`;

/** Compares the database's tables and columns with the schema's. */
export function findUntouched(
  schema: DatabaseSchema,
  existing: Map<string, Set<string>>,
): Untouched {
  const declared = new Map(
    Object.entries(schema).map(([, model]) => [
      model.modelName,
      new Set([
        'id',
        ...Object.entries(model.fields).map(([name, field]) => field.fieldName ?? name),
      ]),
    ]),
  );
  const untouched: Untouched = { tables: [], columns: [] };
  for (const [table, columns] of existing) {
    const known = declared.get(table);
    if (!known) {
      untouched.tables.push(table);
      continue;
    }
    for (const column of columns) {
      if (!known.has(column)) untouched.columns.push(`${table}.${column}`);
    }
  }
  untouched.tables.sort();
  untouched.columns.sort();
  return untouched;
}

/** The planned changes, one per line: `+ table user`, `+ column user.username`, … */
export function describeChanges(changes: MigrationResult): string[] {
  return [
    ...changes.createdTables.map((table) => `  + table   ${table}`),
    ...changes.addedColumns.map((column) => `  + column  ${column}`),
    ...changes.createdIndexes.map(
      (index) => `  + index   ${index}${index.endsWith('_uidx') ? ' (unique)' : ''}`,
    ),
  ];
}

/** The report of what is left alone, or nothing when everything is in the schema. */
export function describeUntouched(untouched: Untouched): string[] {
  if (untouched.tables.length === 0 && untouched.columns.length === 0) return [];
  return [
    'Not in the schema; left untouched (Portcullis never drops tables or columns):',
    ...untouched.columns.map((column) => `  ~ column  ${column}`),
    ...untouched.tables.map((table) => `  ~ table   ${table}`),
  ];
}
