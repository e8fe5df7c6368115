/**
 * Child processes of the cluster kit: bounded waits and stops, and a last-resort kill of every
 * child when the test process exits without stopping them (a crash, a timeout).
 */
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Remembers `child` for the kill on exit; forgets it once it exits. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Polls `check` every 50 ms until it answers true; rejects after `timeoutMs` or if it throws. */
export async function waitFor(
  what: string,
  timeoutMs: number,
  check: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends `signal`, then SIGKILL if the process has not exited after `graceMs`. */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
