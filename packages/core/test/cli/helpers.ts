import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** The CLI entry, run from source through tsx as a real child process. */
const CLI = source('cli/index.ts');
// Absolute: `--import tsx` would be resolved from the temp directory the CLI runs in.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Each CLI run loads the config and the core sources; allow for a busy machine. */
export const CLI_TIMEOUT = 90_000;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `portcullis …args` in `cwd`, stdin a closed pipe (not a terminal), and waits for it. */
export function runCli(args: string[], cwd: string): Promise<CliRun> {
  return runCommand(process.execPath, ['--import', TSX, CLI, ...args], cwd, {
    ...process.env,
    NO_COLOR: '1',
    NODE_ENV: 'test',
  });
}

/** Runs any command in `cwd` with exactly `env`, stdin a closed pipe, and waits for it. */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A temp directory, removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-cli-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A tiny plugin with a table of its own (a JSON column, an index, a foreign key). */
export const AUDIT_PLUGIN = `{
  id: 'audit',
  schema: {
    auditEvent: {
      modelName: 'audit_event',
      fields: {
        userId: { type: 'string', index: true, references: { model: 'user', field: 'id' } },
        payload: { type: 'json' },
        createdAt: { type: 'date' },
      },
    },
  },
}`;

/**
 * Writes `portcullis.config.ts` (or `file`) creating an instance on `database` with the given
 * plugin expressions (`username()`, {@link AUDIT_PLUGIN}), imported from the core sources.
 */
export function writeConfig(
  dir: string,
  options: { database: string; plugins?: string[]; file?: string; exportAs?: 'default' | 'auth' },
): string {
  const path = join(dir, options.file ?? 'portcullis.config.ts');
  const create = `createPortcullis({
  baseURL: 'http://localhost:3000',
  secret: 'test-secret-with-at-least-32-characters!',
  database: ${JSON.stringify(options.database)},
  plugins: [${(options.plugins ?? []).join(', ')}],
})`;
  writeFileSync(
    path,
    `import { createPortcullis } from ${JSON.stringify(source('portcullis.ts'))};
import { username } from ${JSON.stringify(source('plugins/username/index.ts'))};

void username;
${options.exportAs === 'auth' ? `export const auth = ${create};` : `export default ${create};`}
`,
  );
  return path;
}
