import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { DEMO_DIR } from './paths.js';

/** A demo server running in a child process. */
export interface SpawnedDemo {
  url: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code; SIGKILLs after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<number | null>;
}

const LISTENING = /listening on (http:\/\/\S+)/;

/**
 * Starts `server/main.ts` the way `npm start` does (Node with the tsx loader, so tsconfig paths
 * resolve to the packages' sources) and waits for its "listening on <url>" line. One process,
 * no npx/npm wrapper, so the test's SIGTERM reaches the server itself.
 *
 * @throws Error with the server's output when it exits or stays silent for `startTimeoutMs`.
 */
export async function spawnDemo(
  env: Record<string, string>,
  startTimeoutMs = 20_000,
): Promise<SpawnedDemo> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: DEMO_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`no "listening" line after ${startTimeoutMs} ms`),
      startTimeoutMs,
    );
    const onData = () => {
      const match = LISTENING.exec(output);
      if (!match?.[1]) return;
      cleanup();
      resolve(match[1]);
    };
    const onExit = (code: number | null) => fail(`server exited early (code ${code})`);
    function fail(reason: string) {
      cleanup();
      child.kill('SIGKILL');
      reject(new Error(`Demo server failed to start: ${reason}\n${output}`));
    }
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });

  return { url, output: () => output, stop: (timeoutMs = 10_000) => stopChild(child, timeoutMs) };
}

async function stopChild(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = await exited;
  clearTimeout(timer);
  return code;
}
