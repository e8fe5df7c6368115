import type { DatabaseAdapter, Row, Where } from '../db/adapter.js';

/**
 * Hooks for one kind of write on one model. Each hook also receives the adapter the write runs
 * on (inside a transaction, the transaction's), for reads and writes of its own: a plugin's
 * session hook reads the user that way.
 */
export interface WriteHooks<Data = Record<string, unknown>> {
  /**
   * Runs before the write. Return `false` to abort it (the calling route fails), `{ data }` to
   * change what is written, or nothing to go ahead. Throwing an `APIError` answers with it.
   */
  before?: (
    data: Data,
    adapter: DatabaseAdapter,
    // biome-ignore lint/suspicious/noConfusingVoidType: hooks that return nothing are the common case
  ) => Promise<false | { data: Data } | void> | false | { data: Data } | void;
  /** Runs after the write with the stored row. */
  after?: (row: Row, adapter: DatabaseAdapter) => Promise<void> | void;
}

/** Hooks of one model. `update` covers single-row updates; `delete` single-row deletes. */
export interface ModelHooks {
  create?: WriteHooks;
  update?: WriteHooks;
  delete?: {
    before?: WriteHooks<Row>['before'];
    after?: (row: Row, adapter: DatabaseAdapter) => Promise<void> | void;
  };
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

async function runBefore<D>(
  hook: WriteHooks<D>['before'],
  data: D,
  adapter: DatabaseAdapter,
  model: string,
  action: string,
) {
  const result = hook ? await hook(data, adapter) : undefined;
  if (result === false) throw new DatabaseHookAbortError(model, action);
  return result ? result.data : data;
}

/**
 * Wraps an adapter so that `databaseHooks` run around create, update and delete of the hooked
 * models, inside transactions too. Without hooks the adapter is returned as is (no overhead).
 */
export function withDatabaseHooks(adapter: DatabaseAdapter, hooks: DatabaseHooks): DatabaseAdapter {
  if (Object.keys(hooks).length === 0) return adapter;
  const wrap = (inner: DatabaseAdapter): DatabaseAdapter => {
    const self: DatabaseAdapter = {
      ...inner,
      async create(args) {
        const model = hooks[args.model]?.create;
        if (!model) return inner.create(args);
        const data = await runBefore(model.before, args.data, self, args.model, 'create');
        const row = await inner.create({ ...args, data });
        await model.after?.(row as Row, self);
        return row as never;
      },
      async update(args) {
        const model = hooks[args.model]?.update;
        if (!model) return inner.update(args);
        const update = await runBefore(model.before, args.update, self, args.model, 'update');
        const row = await inner.update({ ...args, update });
        if (row) await model.after?.(row as Row, self);
        return row as never;
      },
      async delete(args: { model: string; where: Where[] }) {
        const model = hooks[args.model]?.delete;
        if (!model) return inner.delete(args);
        const row = await inner.findOne({ model: args.model, where: args.where });
        if (!row) return;
        await runBefore(model.before, row, self, args.model, 'delete');
        await inner.delete(args);
        await model.after?.(row, self);
      },
      transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    };
    return self;
  };
  return wrap(adapter);
}

type Action = keyof ModelHooks;

/**
 * One set of hooks running every set given, in order: the `before` hooks pass the data along
 * (the first to return `false` aborts the write), then every `after` hook runs. Used to run the
 * app's `databaseHooks` first and each plugin's after them, in plugin order.
 */
export function mergeDatabaseHooks(sets: readonly (DatabaseHooks | undefined)[]): DatabaseHooks {
  const present = sets.filter((set): set is DatabaseHooks => !!set && Object.keys(set).length > 0);
  if (present.length <= 1) return present[0] ?? {};
  const merged: DatabaseHooks = {};
  const models = new Set(present.flatMap((set) => Object.keys(set)));
  for (const model of models) {
    const modelHooks: ModelHooks = {};
    for (const action of ['create', 'update', 'delete'] as Action[]) {
      const hooks = present.flatMap((set) => (set[model]?.[action] ? [set[model][action]] : []));
      if (hooks.length === 0) continue;
      modelHooks[action] = {
        async before(data: any, adapter: DatabaseAdapter) {
          let current = data;
          for (const hook of hooks) {
            const result = await hook.before?.(current, adapter);
            if (result === false) return false;
            if (result) current = result.data;
          }
          return { data: current };
        },
        async after(row: Row, adapter: DatabaseAdapter) {
          for (const hook of hooks) await hook.after?.(row, adapter);
        },
      };
    }
    merged[model] = modelHooks;
  }
  return merged;
}
