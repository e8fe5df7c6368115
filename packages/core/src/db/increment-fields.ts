import type { DatabaseAdapter, Where } from './adapter.js';

/** What {@link incrementFields} changes: see `DatabaseAdapter.incrementMany`. */
export interface IncrementFieldsArgs {
  model: string;
  where: Where[];
  /** Numbers added to numeric fields (negative to subtract). A NULL field stays NULL. */
  increment: Record<string, number>;
  /** Plain values set in the same write. */
  update?: Record<string, unknown>;
}

/** Compare-and-set attempts per row before the fallback gives up on it. */
const MAX_ATTEMPTS = 64;

/**
 * Adds numbers to fields of the rows matching `where` without losing concurrent changes, and
 * returns how many rows changed: the adapter's `incrementMany` (one statement) when it has one,
 * else, per row, a compare-and-set loop (read, then `updateMany` guarded by the values read),
 * bounded at 64 attempts per row under contention.
 *
 * @example
 * // Spend one use of an API key, only while it has one left.
 * const spent = await incrementFields(adapter, {
 *   model: 'apikey',
 *   where: [{ field: 'id', value: id }, { field: 'remaining', operator: 'gt', value: 0 }],
 *   increment: { remaining: -1 },
 * });
 */
export async function incrementFields(
  adapter: DatabaseAdapter,
  args: IncrementFieldsArgs,
): Promise<number> {
  if (adapter.incrementMany) return adapter.incrementMany(args);
  const fields = Object.keys(args.increment);
  let changed = 0;
  for (const row of await adapter.findMany({ model: args.model, where: args.where })) {
    let current: Record<string, unknown> | null = row;
    for (let attempt = 0; current && attempt < MAX_ATTEMPTS; attempt++) {
      const next: Record<string, unknown> = { ...args.update };
      const guard: Where[] = [...args.where, { field: 'id', value: row.id }];
      for (const field of fields) {
        const value = current[field];
        next[field] = typeof value === 'number' ? value + args.increment[field]! : null;
        guard.push({ field, value: value ?? null });
      }
      if ((await adapter.updateMany({ model: args.model, where: guard, update: next })) > 0) {
        changed++;
        break;
      }
      current = await adapter.findOne({
        model: args.model,
        where: [...args.where, { field: 'id', value: row.id }],
      });
    }
  }
  return changed;
}
