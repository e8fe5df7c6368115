/**
 * The client type-check time, reported beside the runtime figures (issue 9). It is measured by
 * `bench/client-typecheck.ts` (written separately); this only runs that script when it exists,
 * as `npx tsx bench/client-typecheck.ts` from the repository root, and takes its figure: a
 * `BENCH_JSON {...}` line if it prints one, else its last line of output, verbatim.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type ClientTypecheckFigure =
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string; wallMs: number }
  | { status: 'ok'; figure: string; wallMs: number };

/** Runs `bench/client-typecheck.ts` (10 minutes at most) and returns its figure. */
export async function clientTypecheckFigure(benchDir: string): Promise<ClientTypecheckFigure> {
  const script = join(benchDir, 'client-typecheck.ts');
  if (!existsSync(script)) {
    return { status: 'skipped', reason: 'bench/client-typecheck.ts does not exist yet' };
  }
  const started = performance.now();
  const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn('npx', ['tsx', 'bench/client-typecheck.ts'], {
      cwd: join(benchDir, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    child.once('error', () => resolve({ code: -1, out }));
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve({ code: exitCode, out });
    });
  });
  const wallMs = performance.now() - started;
  if (code !== 0) return { status: 'failed', reason: `exit code ${code}`, wallMs };
  const lines = out
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const json = lines.find((l) => l.startsWith('BENCH_JSON '));
  const figure = json ? json.slice('BENCH_JSON '.length) : lines.at(-1);
  if (!figure) return { status: 'failed', reason: 'no output', wallMs };
  return { status: 'ok', figure, wallMs };
}
