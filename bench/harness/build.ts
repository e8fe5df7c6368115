/**
 * Builds the benchmark servers once per run, so no server carries a TypeScript loader: each
 * entry in `bench/servers/` becomes one ES module bundle. Portcullis is bundled from its
 * sources (the same esbuild transform its `tsup` build applies), while every npm package —
 * better-auth, better-sqlite3, pg, kysely, zod… — stays external and loads from `node_modules`,
 * exactly as in an app: each is resolved from the folder of the file importing it (so core's
 * own nested dependencies are found) and imported by that absolute path. The bundles go under
 * `node_modules/.cache/`.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

export type ServerKind = 'portcullis' | 'better-auth' | 'bare';

/** How a server runs: a prebuilt bundle (default), or its TypeScript through `tsx`. */
export type Runner = 'bundle' | 'tsx';

export interface BuiltServers {
  /** The `node` arguments that start each server. */
  argv: Record<ServerKind, string[]>;
  /** The bundle of each server (absent with `tsx`). */
  files: Partial<Record<ServerKind, string>>;
  /** Milliseconds the build took. */
  buildMs: number;
  /** Where the bundles are (empty with `tsx`): the caller removes them when done. */
  outDirs: string[];
}

const KINDS: ServerKind[] = ['portcullis', 'better-auth', 'bare'];

/**
 * Keeps every npm import external, resolved from the folder of the file that imports it, as
 * Node resolves it when nothing is bundled, and written into the bundle as that absolute path.
 * A package's own nested dependencies (packages/core/node_modules/@noble/ciphers 2.x beside the
 * root's 0.6 that Better Auth 1.2.7 hoists) then load as they would in an app.
 */
const externalFromImporter: Plugin = {
  name: 'external-from-importer',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.fromImporter || args.path.startsWith('node:')) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { fromImporter: true },
      });
      if (resolved.errors.length === 0 && resolved.path.startsWith('/')) {
        return { path: resolved.path, external: true };
      }
      // Not installed here (Better Auth before `bash bench/setup.sh`) or a builtin: external
      // by name, as before; only a server that is started needs it.
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles `bench/servers/<kind>.ts` (or, with `runner: 'tsx'`, returns `--import tsx <file>`),
 * and returns how to start each server. Each bundle's npm imports resolve from the folder it is
 * written to, so Better Auth's goes under `bench/node_modules/.cache` (Better Auth is installed
 * in bench/, not a workspace), and the others under `<repo>/node_modules/.cache`, where they
 * load the repository's own kysely, zod and better-sqlite3 rather than Better Auth's copies.
 * The caller removes `outDirs` when done.
 */
export async function buildServers(benchDir: string, runner: Runner): Promise<BuiltServers> {
  const started = performance.now();
  const source = (kind: ServerKind) => join(benchDir, 'servers', `${kind}.ts`);
  if (runner === 'tsx') {
    const argv = Object.fromEntries(
      KINDS.map((k) => [k, ['--import', 'tsx', source(k)]]),
    ) as BuiltServers['argv'];
    return { argv, files: {}, buildMs: 0, outDirs: [] };
  }
  const tempDir = (nodeModules: string) => {
    const cache = join(nodeModules, '.cache');
    mkdirSync(cache, { recursive: true });
    return mkdtempSync(join(cache, 'portcullis-bench-'));
  };
  const outDir = tempDir(join(benchDir, '..', 'node_modules'));
  const betterAuthDir = tempDir(join(benchDir, 'node_modules'));
  await build({
    entryPoints: Object.fromEntries(KINDS.map((k) => [k, source(k)])),
    outdir: outDir,
    // Module comments in the bundle are then relative to bench/ (see bundleLineSources).
    absWorkingDir: benchDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalFromImporter],
    // Readable output: the profile maps bundle lines back to source files (see profile.ts).
    minify: false,
    sourcemap: false,
    logLevel: 'warning',
  });
  renameSync(join(outDir, 'better-auth.mjs'), join(betterAuthDir, 'better-auth.mjs'));
  const files = Object.fromEntries(
    KINDS.map((k) => [k, join(k === 'better-auth' ? betterAuthDir : outDir, `${k}.mjs`)]),
  ) as BuiltServers['files'];
  const argv = Object.fromEntries(KINDS.map((k) => [k, [files[k]!]])) as BuiltServers['argv'];
  const outDirs = [outDir, betterAuthDir];
  return { argv, files, buildMs: performance.now() - started, outDirs };
}

/**
 * The source file of each line of an esbuild bundle, from the `// path` comment esbuild writes
 * before each module it inlines. Returns a lookup by 0-based line number (`''` before the first
 * module comment).
 */
export function bundleLineSources(bundle: string, benchDir: string): (line: number) => string {
  const starts: { line: number; file: string }[] = [];
  const lines = readFileSync(bundle, 'utf8').split('\n');
  for (const [i, text] of lines.entries()) {
    const match = /^\/\/ (\S+\.(?:ts|tsx|js|mjs|cjs))$/.exec(text);
    if (match?.[1]) starts.push({ line: i, file: match[1] });
  }
  const root = join(benchDir, '..');
  return (line) => {
    let file = '';
    for (const start of starts) {
      if (start.line > line) break;
      file = start.file;
    }
    return file ? relative(root, join(benchDir, file)).replace(/^(\.\.\/)+/, '') : '';
  };
}
