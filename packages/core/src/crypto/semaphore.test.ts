import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.js';

/** A task that runs until the test settles it, recording when it started. */
function deferredTask(started: number[], id: number) {
  let settle!: { resolve: (value: number) => void; reject: (error: Error) => void };
  const done = new Promise<number>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    task: () => {
      started.push(id);
      return done;
    },
    resolve: () => settle.resolve(id),
    reject: (error: Error) => settle.reject(error),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once and queues the rest without rejecting', async () => {
    const semaphore = createSemaphore(2);
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) => deferredTask(started, i));
    const results = tasks.map((t) => semaphore.run(t.task));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(semaphore.active).toBe(2);
    expect(semaphore.waiting).toBe(3);

    tasks[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(semaphore.active).toBe(2);

    for (const t of tasks) t.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(semaphore.active).toBe(0);
    expect(semaphore.waiting).toBe(0);
  });

  it('starts queued tasks in arrival order, whichever running task finishes first', async () => {
    const semaphore = createSemaphore(2);
    const started: number[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) => deferredTask(started, i));
    const results = tasks.map((t) => semaphore.run(t.task));
    await tick();
    // The second task finishes first; the freed slot goes to the oldest waiter (2), not a later one.
    tasks[1]!.resolve();
    await tick();
    tasks[0]!.resolve();
    await tick();
    tasks[3]!.resolve();
    await tick();
    tasks[2]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    tasks[4]!.resolve();
    tasks[5]!.resolve();
    await Promise.all(results);
  });

  it('gives a newcomer no slot ahead of the queue', async () => {
    const semaphore = createSemaphore(1);
    const started: number[] = [];
    const first = deferredTask(started, 0);
    const queued = deferredTask(started, 1);
    const late = deferredTask(started, 2);
    const results = [semaphore.run(first.task), semaphore.run(queued.task)];
    await tick();
    first.resolve();
    await results[0];
    // Submitted right after the slot was released: it must still go after the queued task.
    results.push(semaphore.run(late.task));
    await tick();
    expect(started).toEqual([0, 1]);
    queued.resolve();
    late.resolve();
    await Promise.all(results);
    expect(started).toEqual([0, 1, 2]);
  });

  it('releases the slot of a task that rejects or throws, and passes the error on', async () => {
    const semaphore = createSemaphore(1);
    const started: number[] = [];
    const failing = deferredTask(started, 0);
    const next = deferredTask(started, 1);
    const failed = semaphore.run(failing.task);
    const thrown = semaphore.run(() => {
      throw new Error('sync failure');
    });
    const after = semaphore.run(next.task);
    failing.reject(new Error('hash failed'));
    await expect(failed).rejects.toThrow('hash failed');
    await expect(thrown).rejects.toThrow('sync failure');
    await tick();
    expect(started).toEqual([0, 1]);
    expect(semaphore.active).toBe(1);
    next.resolve();
    expect(await after).toBe(1);
    expect(semaphore.active).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the limit %s', (limit) => {
    expect(() => createSemaphore(limit)).toThrow(RangeError);
  });
});
