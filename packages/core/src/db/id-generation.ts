import { randomUUID } from 'node:crypto';
import { generateId } from '../crypto/random.js';

/**
 * How new rows get their `id` (`advanced.database.generateId`):
 * - omitted: a random 32-character string over [A-Za-z0-9] (Better Auth's format);
 * - `'uuid'`: a random UUID v4 made by Portcullis (`crypto.randomUUID()`);
 * - a function: called with the model name for each new row;
 * - `false`: the database makes it (PostgreSQL `gen_random_uuid()`, MySQL `uuid()`, SQLite 16
 *   random bytes in hex), still a string, so the schema is unchanged.
 *
 * An `id` passed to `create` always wins.
 */
export type IdGeneration = false | 'uuid' | ((context: { model: string }) => string);

/**
 * Turns the option into a generator, or `undefined` when the database makes ids.
 *
 * @throws Error at start-up for a value that is none of the above.
 */
export function createIdGenerator(
  option: IdGeneration | undefined,
): ((model: string) => string) | undefined {
  if (option === undefined) return () => generateId();
  if (option === false) return undefined;
  if (option === 'uuid') return () => randomUUID();
  if (typeof option === 'function') return (model) => option({ model });
  throw new Error(
    `[portcullis] Configuration error: advanced.database.generateId must be false, 'uuid' or a function, got ${JSON.stringify(option)}.`,
  );
}
