/**
 * @module fuzz-settings
 *
 * The knobs of the fuzz suite, read once from the environment: the seed, the number of runs per
 * endpoint, and the time budget. Every property derives its own seed from the base seed and its
 * name, so one endpoint's failure replays on its own (`-t "<METHOD> <path>"`) and adding a route
 * does not reshuffle the others.
 */

/** The seed of a run. Default: 20261125. Override: `PORTCULLIS_FUZZ_SEED=<integer>`. */
export const FUZZ_SEED = readInteger('PORTCULLIS_FUZZ_SEED', 20_261_125);

/** Generated requests per endpoint. Default: 100. Override: `PORTCULLIS_FUZZ_RUNS=<integer>`. */
export const FUZZ_RUNS = readInteger('PORTCULLIS_FUZZ_RUNS', 100);

/**
 * Wall-clock budget of the suite, in milliseconds from the start of its test worker: each
 * property gets its share of what is left (fast-check's `interruptAfterTimeLimit`), so the suite
 * ends in time on a loaded machine, with fewer runs rather than late (but never fewer than
 * {@link MIN_RUNS}). Default: 75000 (vitest's own start and the summary fit in the rest of 90 s).
 * Override: `PORTCULLIS_FUZZ_BUDGET_MS=<integer>`.
 */
export const FUZZ_BUDGET_MS = readInteger('PORTCULLIS_FUZZ_BUDGET_MS', 75_000);

/**
 * Runs every property makes whatever the budget: on a machine too busy for more, each endpoint
 * is still sent this many requests (the suite then runs past its budget rather than test
 * nothing). Default: 10.
 */
export const MIN_RUNS = 10;

/** One request may take this long before the suite calls it a hang. Default: 5000 ms. */
export const REQUEST_TIMEOUT_MS = 5_000;

function readInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${raw}".`);
  return value;
}

/**
 * The seed of one named property: the base seed mixed with an FNV-1a hash of the name, a
 * 32-bit integer as fast-check wants it.
 *
 * @example
 * fc.assert(property, { seed: seedFor('POST /sign-up/email') });
 */
export function seedFor(name: string, base = FUZZ_SEED): number {
  let hash = 0x811c9dc5 ^ (base | 0);
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** How to replay a failure of the property `name` (at `propertySeed`), printed with it. */
export function replayHint(name: string, propertySeed: number): string {
  return (
    `Fuzz failure in "${name}" (base seed ${FUZZ_SEED}, property seed ${propertySeed}, ` +
    `${FUZZ_RUNS} runs). Replay: PORTCULLIS_FUZZ_SEED=${FUZZ_SEED} PORTCULLIS_FUZZ_RUNS=${FUZZ_RUNS} ` +
    'PORTCULLIS_FUZZ_BUDGET_MS=600000 ' +
    `npx vitest run --project core test/fuzz -t "${name}"`
  );
}
