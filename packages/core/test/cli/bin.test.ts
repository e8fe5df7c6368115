import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, runCommand, tempDir } from './helpers.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const corePackage = fileURLToPath(new URL('../../package.json', import.meta.url));
const shim = fileURLToPath(new URL('../../bin/portcullis.js', import.meta.url));
const createPortcullisSource = fileURLToPath(new URL('../../src/portcullis.ts', import.meta.url));

/** Runs a command the way a newcomer types it: no secret in the environment, `env` on top. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const { PORTCULLIS_SECRET: _, ...inherited } = process.env;
  return runCommand(command, args, cwd, { ...inherited, NO_COLOR: '1', NODE_ENV: 'test', ...env });
}

describe('the portcullis bin', { timeout: CLI_TIMEOUT }, () => {
  let dir: string;
  let remove: () => void;
  beforeAll(() => {
    ({ dir, remove } = tempDir());
  });
  afterAll(() => remove());

  it('is a file that exists before any build, so npm links it when it installs the workspace', () => {
    const pkg = JSON.parse(readFileSync(corePackage, 'utf8'));
    expect(pkg.bin).toEqual({ portcullis: './bin/portcullis.js' });
    expect(pkg.files).toContain('bin');
    expect(readFileSync(shim, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it('answers `npx portcullis --help` from the repository root and from an example', async () => {
    for (const cwd of [repoRoot, `${repoRoot}examples/hono`]) {
      const help = await run('npx', ['--no-install', 'portcullis', '--help'], cwd);
      expect(help.stderr).not.toMatch(/could not determine executable/);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: portcullis <command> \[options\]/);
      // Documentation that ships with the installed package, not a path in this repository.
      expect(help.stdout).toContain('node_modules/@portcullis/core/README.md');
      expect(help.stdout).not.toContain('docs/cli.md');
    }
    expect(readFileSync(`${repoRoot}packages/core/README.md`, 'utf8')).toContain('## Command line');
  });

  it('generates the core tables where there is no config file, saying so', async () => {
    const generated = await run(process.execPath, [shim, 'generate', '-d', 'postgres'], dir);
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/^-- Portcullis schema for PostgreSQL\.\n/);
    expect(generated.stdout.match(/^create table /gm)).toHaveLength(4);
    expect(generated.stderr).toContain('no portcullis.config.{ts,mts,js,mjs} in');
    expect(generated.stderr).toContain('core tables only');
    // migrate has nothing to migrate without a config: a clear one-line error.
    const migrated = await run(process.execPath, [shim, 'migrate', '--yes'], dir);
    expect(migrated.code).toBe(1);
    expect(migrated.stderr).toMatch(/^error: no config file found in /);
  });

  it('generates from a config without a secret: no default-secret error, even in production', async () => {
    const { dir: appDir, remove: removeApp } = tempDir();
    try {
      writeFileSync(
        `${appDir}/portcullis.config.ts`,
        `import { createPortcullis } from ${JSON.stringify(createPortcullisSource)};
export const auth = createPortcullis({ baseURL: 'http://localhost:3000', database: './auth.db' });
`,
      );
      for (const NODE_ENV of ['development', 'production']) {
        const generated = await run(process.execPath, [shim, 'generate', '-d', 'sqlite'], appDir, {
          NODE_ENV,
        });
        expect(generated.stderr).toBe('');
        expect(generated.code).toBe(0);
        expect(generated.stdout).toContain('create table "session"');
      }
      // migrate builds the instance as the app would: the error, once.
      const migrated = await run(process.execPath, [shim, 'migrate', '--yes'], appDir);
      expect(migrated.code).toBe(0);
      expect(migrated.stderr.match(/default secret/g)).toHaveLength(1);
    } finally {
      removeApp();
    }
  });
});
