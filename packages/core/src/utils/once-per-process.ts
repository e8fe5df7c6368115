/**
 * Remembers which one-time messages were already logged in this process. The registry lives on
 * `globalThis` under a registered symbol, so every copy of the package in one process shares it:
 * Next.js, for one, loads the route handlers, the proxy and `instrumentation.ts` as separate
 * server bundles, each with its own module instances.
 */
interface Registry {
  /** Messages logged through the default console sink. */
  console: Set<string>;
  /** Messages logged through each custom sink (`logger.log`), so each app's logger hears them. */
  sinks: WeakMap<object, Set<string>>;
}

const REGISTRY = Symbol.for('portcullis.loggedOnce');

const registry = (): Registry => {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { console: new Set(), sinks: new WeakMap() };
  return holder[REGISTRY];
};

/**
 * True the first time `key` is asked about for this sink in this process, false afterwards.
 *
 * @param key - names the message, e.g. `'default-secret'`.
 * @param sink - the app's `logger.log` function, or undefined for the default console sink.
 */
export function isFirstInProcess(key: string, sink: object | undefined): boolean {
  const { console, sinks } = registry();
  let seen = console;
  if (sink) {
    seen = sinks.get(sink) ?? new Set();
    sinks.set(sink, seen);
  }
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
