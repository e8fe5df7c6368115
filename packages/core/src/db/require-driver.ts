import { createRequire } from 'node:module';

/**
 * Loads an optional database driver (a peer dependency) on first use, so apps install only the
 * driver of their engine.
 *
 * @param name - the npm package, e.g. `'pg'`.
 * @param purpose - what needs it, for the message: `'a PostgreSQL URL'`.
 * @throws Error naming the `npm install` command when the package is not installed; the load
 *   error itself (as `cause`) when it is installed but fails to load.
 */
export function requireDriver<T>(name: string, purpose: string): T {
  try {
    return createRequire(import.meta.url)(name) as T;
  } catch (cause) {
    const missing =
      (cause as { code?: unknown }).code === 'MODULE_NOT_FOUND' &&
      String((cause as Error).message).includes(`'${name}'`);
    throw new Error(
      missing
        ? `[portcullis] options.database is ${purpose}, which needs the ${name} driver: npm install ${name}`
        : `[portcullis] The ${name} driver is installed but failed to load: ${(cause as Error).message}`,
      { cause },
    );
  }
}
