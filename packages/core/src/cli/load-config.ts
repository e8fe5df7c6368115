import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getCoreSchema } from '../db/schema.js';
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

/** True when one of {@link CONFIG_FILES} exists in `cwd`. */
export const hasConfig = (cwd: string): boolean =>
  CONFIG_FILES.some((name) => existsSync(resolve(cwd, name)));

/**
 * What `generate --dialect` needs when there is no config file: the core tables of SPEC §3
 * (user, session, account, verification) and no database. Only `schema` is read from it.
 */
export function coreSchemaOnly(): LoadedAuth {
  return { $context: { schema: getCoreSchema() } } as LoadedAuth;
}

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
 * Loads a config file and returns the Portcullis instance it exports: `export default
 * createPortcullis(…)` or `export const auth = …`. Files go through jiti, an optional peer
 * dependency of the CLI, when it is installed; without it, JavaScript files (`.js`, `.mjs`) are
 * imported by Node itself and TypeScript files are refused with the command that installs jiti.
 *
 * @throws CliError when the file cannot be loaded, jiti is missing for a TypeScript file, or the
 *   file exports no instance.
 */
export async function loadConfig(path: string): Promise<LoadedAuth> {
  let module: Record<string, unknown>;
  try {
    module = await importConfig(path);
  } catch (cause) {
    if (cause instanceof CliError) throw cause;
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

async function importConfig(path: string): Promise<Record<string, unknown>> {
  const jiti = await import('jiti').catch(() => null);
  if (jiti) {
    const load = jiti.createJiti(pathToFileURL(path).href, { moduleCache: false, tryNative: true });
    return (await load.import(path)) as Record<string, unknown>;
  }
  if (/\.m?ts$/.test(path)) {
    throw new CliError(
      `${path} is TypeScript, which the CLI loads through jiti: run \`npm install -D jiti\`, or write the config as portcullis.config.mjs`,
    );
  }
  return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
}
