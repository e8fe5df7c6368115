/** One table: its rows by id, keyed by column name, plus what `migrate` has created. */
export interface MemoryTable {
  columns: Set<string>;
  indexes: Set<string>;
  rows: Map<string, Record<string, unknown>>;
}

/**
 * The storage behind {@link memoryAdapter}: tables of rows, held in this process only. Share one
 * between adapters (e.g. an app and a test harness) to let them see the same data.
 *
 * Writes are serialised: a transaction works on a private copy of the tables, which replaces
 * them when it commits and is dropped when it fails; reads outside it keep seeing the committed
 * state meanwhile, and writes outside it wait for it to end.
 */
export class MemoryDatabase {
  /** The committed tables, by table name. */
  tables = new Map<string, MemoryTable>();
  #queue: Promise<unknown> = Promise.resolve();

  /** Runs `fn` after every write and transaction queued before it, and before those after it. */
  exclusive<R>(fn: () => Promise<R> | R): Promise<R> {
    const run = this.#queue.then(fn, fn);
    // The queue continues whether `fn` fails or not; its failure goes to the caller only.
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** A deep copy of the committed tables, for a transaction to work on. */
  snapshot(): Map<string, MemoryTable> {
    return structuredClone(this.tables);
  }
}
