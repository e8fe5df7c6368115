import { UniqueConstraintError } from '../adapter.js';
import type { MemoryTable } from './memory-database.js';
import { type MemoryCatalog, type MemoryModel, tableOf } from './memory-model.js';
import { compareValues } from './memory-where.js';

type Tables = Map<string, MemoryTable>;
/** A row as stored: values by column name. */
export type StoredRow = Record<string, unknown>;

const foreignKeyError = (table: string, column: string) =>
  new Error(`[portcullis] FOREIGN KEY constraint failed: ${table}.${column}`);

/**
 * Checks a write before it lands, so a failing statement changes nothing: `next` is every row the
 * table would hold, `written` the new or changed ones. As in SQL, NOT NULL and foreign keys are
 * checked on written rows only (rows from before a column was added hold null), and a unique key
 * with a NULL in it clashes with nothing.
 *
 * @throws UniqueConstraintError naming the field (none for a multi-field key); Error for a NOT
 *   NULL or foreign-key failure.
 */
export function checkWrite(
  catalog: MemoryCatalog,
  tables: Tables,
  model: MemoryModel,
  next: StoredRow[],
  written: StoredRow[],
): void {
  for (const field of model.fields.values()) {
    if (field.attribute.required === false || field.name === 'id') continue;
    if (written.some((row) => row[field.column] === null || row[field.column] === undefined)) {
      throw new Error(`[portcullis] NOT NULL constraint failed: ${model.table}.${field.column}`);
    }
  }
  for (const key of model.unique) {
    const seen = new Set<string>();
    for (const row of next) {
      const values = key.map((field) => row[field.column] ?? null);
      if (values.includes(null)) continue;
      const text = JSON.stringify(values);
      if (seen.has(text)) {
        throw new UniqueConstraintError(model.name, key.length === 1 ? key[0]!.name : undefined);
      }
      seen.add(text);
    }
  }
  for (const field of model.fields.values()) {
    const reference = field.attribute.references;
    if (!reference) continue;
    const target = catalog.model(reference.model);
    const targetColumn = catalog.field(target, reference.field).column;
    const rows = target === model ? next : [...tableOf(tables, target).rows.values()];
    for (const row of written) {
      const value = row[field.column] ?? null;
      if (value === null) continue;
      if (!rows.some((candidate) => compareValues(candidate[targetColumn] ?? null, value) === 0)) {
        throw foreignKeyError(model.table, field.column);
      }
    }
  }
}

/** Whether rows of any model point at `row` through a foreign key. */
export function isReferenced(
  catalog: MemoryCatalog,
  tables: Tables,
  model: MemoryModel,
  row: StoredRow,
): boolean {
  return model.inbound.some((reference) =>
    [...tableOf(tables, catalog.model(reference.model)).rows.values()].some(
      (other) =>
        other !== row &&
        compareValues(
          other[reference.field.column] ?? null,
          row[reference.targetColumn] ?? null,
        ) === 0,
    ),
  );
}

/**
 * Deletes rows and applies the `onDelete` of the foreign keys pointing at them, recursively.
 * Everything is worked out before anything changes, so a `no action` refusal leaves the tables
 * intact. Returns the number of `rows` (cascaded rows are not counted, as in SQL).
 *
 * @throws Error when a `no action` foreign key still points at a row.
 */
export function deleteRows(
  catalog: MemoryCatalog,
  tables: Tables,
  model: MemoryModel,
  rows: StoredRow[],
): number {
  const doomed = new Map<MemoryModel, Set<StoredRow>>();
  const nullify: Array<{ row: StoredRow; column: string }> = [];
  const visit = (current: MemoryModel, row: StoredRow) => {
    const set = doomed.get(current) ?? new Set<StoredRow>();
    doomed.set(current, set);
    if (set.has(row)) return;
    set.add(row);
    for (const reference of current.inbound) {
      const source = catalog.model(reference.model);
      const target = row[reference.targetColumn] ?? null;
      for (const other of tableOf(tables, source).rows.values()) {
        if (other === row || compareValues(other[reference.field.column] ?? null, target) !== 0) {
          continue;
        }
        if (reference.onDelete === 'cascade') visit(source, other);
        else if (reference.onDelete === 'set null') {
          nullify.push({ row: other, column: reference.field.column });
        } else throw foreignKeyError(source.table, reference.field.column);
      }
    }
  };
  for (const row of rows) visit(model, row);
  for (const { row, column } of nullify) row[column] = null;
  for (const [current, set] of doomed) {
    const table = tableOf(tables, current);
    for (const row of set) table.rows.delete(row.id as string);
  }
  return rows.length;
}
