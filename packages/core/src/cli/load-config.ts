import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import type { Portcullis } from '../portcullis.js';
import { CliError, describeError } from './errors.js';

/** Looked up, in this order, in the working directory when `--config` is not given. */
export const CONFIG_FILES = [
  'portcullis.config.ts',
  'portcullis.config.mts',
  'portcullis.config.js',
  'portcullis.config.mjs',
] as const;

/** What the CLI needs of an instance: its adapter and merged schema. */
export type LoadedAuth = Pick<Portcullis<any>, '$context'>;

/** The config file to load: `--config` (relative to `cwd`), else the first of {@link CONFIG_FILES}. */
export function findConfig(cwd: string, explicit?: string): string {
  if (explicit) {
    const path = resolve(cwd, explicit);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new CliError(`config file not found: ${path}`);
    }
    return path;
  }
  for (const name of CONFIG_FILES) {
    const path = resolve(cwd, name);
    if (existsSync(path)) return path;
  }
  throw new CliError(
    `no config file found in ${cwd} (looked for ${CONFIG_FILES.join(', ')}); create one or pass --config <path>`,
  );
}

const isPortcullis = (value: unknown): value is LoadedAuth => {
  const context = (value as { $context?: Partial<LoadedAuth['$context']> } | null)?.$context;
  return Boolean(context && typeof context === 'object' && context.adapter && context.schema);
};

/**
 * Loads a config file (TypeScript or JavaScript, through jiti) and returns the Portcullis
 * instance it exports: `export default createPortcullis(…)` or `export const auth = …`.
 *
 * @throws CliError when the file cannot be loaded or exports no instance.
 */
export async function loadConfig(path: string): Promise<LoadedAuth> {
  let module: Record<string, unknown>;
  try {
    const jiti = createJiti(pathToFileURL(path).href, { moduleCache: false, tryNative: true });
    module = (await jiti.import(path)) as Record<string, unknown>;
  } catch (cause) {
    throw new CliError(`could not load ${path}: ${describeError(cause)}`, 1, { cause });
  }
  const fallback = module.default as Record<string, unknown> | undefined;
  for (const candidate of [module.default, module.auth, fallback?.auth]) {
    if (isPortcullis(candidate)) return candidate;
  }
  throw new CliError(
    `${path} does not export a Portcullis instance: use \`export default createPortcullis({ … })\` or \`export const auth = createPortcullis({ … })\``,
  );
}
