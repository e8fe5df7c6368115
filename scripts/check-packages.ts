/**
 * @module scripts/check-packages
 *
 * Packaging check of the published packages (`@portcullis/core`, `@portcullis/react`): what
 * `npm pack` would publish must resolve, for both ESM and CommonJS consumers, to JavaScript of
 * the right format and to matching type declarations.
 *
 * Usage: `npx tsx scripts/check-packages.ts [--skip-build]`. It runs `npm run build` first
 * (unless `--skip-build`), then for each package:
 * - publint (strict): every `exports`/`main`/`module`/`types`/`bin` target exists in the tarball
 *   and has the format its extension and condition promise. Any message fails the check,
 *   suggestions included.
 * - `attw --pack --profile node16` (Are the Types Wrong?): every entry point resolves to types
 *   and JavaScript under `node16` (from ESM and from CJS) and `bundler` resolution, with no
 *   masquerading ESM/CJS. The `node10` resolution is skipped: it predates `exports`, so it
 *   cannot see subpaths like `@portcullis/core/client`. CSS entry points are not modules and are
 *   left out.
 * Exits 1 when any check fails, 0 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const packages = ['packages/core', 'packages/react'];

/** Runs a command in the repository, inheriting the terminal; true when it exits 0. */
function run(command: string, args: string[], cwd = root): boolean {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  return result.status === 0;
}

/** `exports` subpaths that are not modules (stylesheets), which attw cannot resolve. */
function nonModuleEntryPoints(pkgDir: string): string[] {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  return Object.keys(pkg.exports ?? {}).filter((subpath) => /\.(css|json)$/.test(subpath));
}

async function checkPublint(pkgDir: string): Promise<boolean> {
  const { messages, pkg } = await publint({
    pkgDir,
    strict: true,
    level: 'suggestion',
    pack: 'npm',
  });
  for (const message of messages) {
    console.error(`  publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`);
  }
  return messages.length === 0;
}

function checkTypes(pkgDir: string): boolean {
  const excluded = nonModuleEntryPoints(pkgDir);
  return run('npx', [
    'attw',
    '--pack',
    pkgDir,
    '--profile',
    'node16',
    ...(excluded.length > 0 ? ['--exclude-entrypoints', ...excluded] : []),
  ]);
}

if (!process.argv.includes('--skip-build') && !run('npm', ['run', 'build'])) {
  console.error('check-packages: the build failed');
  process.exit(1);
}

const failed: string[] = [];
for (const relativeDir of packages) {
  const pkgDir = join(root, relativeDir);
  console.log(`\n== ${relativeDir}: publint --strict`);
  if (!(await checkPublint(pkgDir))) failed.push(`${relativeDir} (publint)`);
  else console.log('  no problems');
  console.log(`\n== ${relativeDir}: attw --pack --profile node16`);
  if (!checkTypes(pkgDir)) failed.push(`${relativeDir} (attw)`);
}

if (failed.length > 0) {
  console.error(`\ncheck-packages: FAILED: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\ncheck-packages: both packages pass publint (strict) and attw (node16)');
