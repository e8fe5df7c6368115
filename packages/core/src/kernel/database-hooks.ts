import type { DatabaseAdapter, Row, Where } from '../db/adapter.js';

/** Hooks for one kind of write on one model. */
export interface WriteHooks<Data = Record<string, unknown>> {
  /**
   * Runs before the write. Return `false` to abort it (the calling route fails), `{ data }` to
   * change what is written, or nothing to go ahead. Throwing an `APIError` answers with it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: hooks that return nothing are the common case
  before?: (data: Data) => Promise<false | { data: Data } | void> | false | { data: Data } | void;
  /** Runs after the write with the stored row. */
  after?: (row: Row) => Promise<void> | void;
}

/** Hooks of one model. `update` covers single-row updates; `delete` single-row deletes. */
export interface ModelHooks {
  create?: WriteHooks;
  update?: WriteHooks;
  delete?: { before?: WriteHooks<Row>['before']; after?: (row: Row) => Promise<void> | void };
}

/** `databaseHooks`: for `user`, `session`, `account`, `verification` (and plugin models). */
export type DatabaseHooks = Partial<
  Record<'user' | 'session' | 'account' | 'verification', ModelHooks>
> &
  Record<string, ModelHooks | undefined>;

/** Thrown when a `before` database hook returns false. */
export class DatabaseHookAbortError extends Error {
  constructor(model: string, action: string) {
    super(`A databaseHooks.${model}.${action}.before hook aborted the write`);
    this.name = 'DatabaseHookAbortError';
  }
}

async function runBefore<D>(hook: WriteHooks<D>['before'], data: D, model: string, action: string) {
  const result = hook ? await hook(data) : undefined;
  if (result === false) throw new DatabaseHookAbortError(model, action);
  return result ? result.data : data;
}

/**
 * Wraps an adapter so that `databaseHooks` run around create, update and delete of the hooked
 * models, inside transactions too. Without hooks the adapter is returned as is (no overhead).
 */
export function withDatabaseHooks(adapter: DatabaseAdapter, hooks: DatabaseHooks): DatabaseAdapter {
  if (Object.keys(hooks).length === 0) return adapter;
  const wrap = (inner: DatabaseAdapter): DatabaseAdapter => ({
    ...inner,
    async create(args) {
      const model = hooks[args.model]?.create;
      if (!model) return inner.create(args);
      const data = await runBefore(model.before, args.data, args.model, 'create');
      const row = await inner.create({ ...args, data });
      await model.after?.(row as Row);
      return row as never;
    },
    async update(args) {
      const model = hooks[args.model]?.update;
      if (!model) return inner.update(args);
      const update = await runBefore(model.before, args.update, args.model, 'update');
      const row = await inner.update({ ...args, update });
      if (row) await model.after?.(row as Row);
      return row as never;
    },
    async delete(args: { model: string; where: Where[] }) {
      const model = hooks[args.model]?.delete;
      if (!model) return inner.delete(args);
      const row = await inner.findOne({ model: args.model, where: args.where });
      if (!row) return;
      await runBefore(model.before, row, args.model, 'delete');
      await inner.delete(args);
      await model.after?.(row);
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  });
  return wrap(adapter);
}
