/**
 * @module scripts/package-sources
 *
 * The source file behind every public entry of `@portcullis/core` and `@portcullis/react`, read
 * from the packages' own `exports` maps. The demo's Vite config and the tests' Vitest config
 * alias each entry to its source with this list, so the repository runs without a package
 * build and a subpath added to `exports` works everywhere at once: no hand-kept list to drift.
 *
 * The mapping is the one the builds follow: an export whose target is `./dist/<stem>.js` is
 * built from `src/<stem>.ts` (or `.tsx`, or `src/<stem>/index.ts(x)`); any other file under
 * `./dist/` (the stylesheet) is `src/` with the same name. An entry with no such source throws
 * at config load, naming the entry, rather than falling back to a `dist/` that a fresh clone
 * does not have.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory, with a trailing separator. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The published packages, by folder under `packages/`. */
const PACKAGES = ['core', 'react'] as const;

/** One public entry: the specifier apps import and the absolute path of its source. */
export interface PackageSource {
  /** E.g. `@portcullis/react/locales/fr`. */
  specifier: string;
  /** Absolute path, e.g. `/repo/packages/react/src/locales/fr.ts`. */
  source: string;
}

type ExportTarget = string | null | { [condition: string]: ExportTarget };

/** The file an ESM consumer loads: `import` → `default`, else the first string found. */
function importTarget(target: ExportTarget): string | undefined {
  if (typeof target === 'string') return target;
  if (target === null) return undefined;
  for (const condition of ['import', 'default']) {
    const found = condition in target ? importTarget(target[condition] ?? null) : undefined;
    if (found) return found;
  }
  for (const [condition, value] of Object.entries(target)) {
    if (condition === 'types' || condition === 'require') continue;
    const found = importTarget(value);
    if (found) return found;
  }
  return undefined;
}

/** Where a built file's source is, by the builds' naming; the candidates, first match wins. */
function sourceCandidates(built: string): string[] {
  const inDist = built.replace(/^\.\/dist\//, '');
  if (inDist === built) return [];
  const script = /^(.*)\.(?:js|mjs|cjs)$/.exec(inDist);
  if (!script) return [`src/${inDist}`];
  const stem = script[1];
  return [`src/${stem}.ts`, `src/${stem}.tsx`, `src/${stem}/index.ts`, `src/${stem}/index.tsx`];
}

/**
 * Every public entry of the packages with its source file, in `exports` order, core first.
 *
 * @param root - The repository root (default: this script's parent folder); tests pass another.
 * @throws Error naming the entry when its `exports` target is not under `./dist/` or no source
 *   file matches it (a new subpath whose source is not where the build takes it from).
 * @example
 * const alias = packageSources().map(({ specifier, source }) => ({
 *   find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
 *   replacement: source,
 * }));
 */
export function packageSources(root: string = ROOT): PackageSource[] {
  const entries: PackageSource[] = [];
  for (const folder of PACKAGES) {
    const dir = join(root, 'packages', folder);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, ExportTarget>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === './package.json') continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      const built = importTarget(target);
      const candidates = built ? sourceCandidates(built) : [];
      const found = candidates.find((candidate) => existsSync(join(dir, candidate)));
      if (!found) {
        throw new Error(
          `${specifier}: no source for its export ${JSON.stringify(built ?? target)} in ` +
            `packages/${folder}/package.json (looked for ${candidates.join(', ') || 'a ./dist/ target'}).`,
        );
      }
      entries.push({ specifier, source: join(dir, found) });
    }
  }
  return entries;
}

/**
 * The entries as exact-match aliases for Vite and Vitest (`resolve.alias` array form). Exact
 * matches, so `@portcullis/react` does not also capture `@portcullis/react/styles.css`.
 *
 * @example
 * export default defineConfig({ resolve: { alias: sourceAliases() } });
 */
export function sourceAliases(): { find: RegExp; replacement: string }[] {
  return packageSources().map(({ specifier, source }) => ({
    find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement: source,
  }));
}
