import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultHashConcurrency } from './hash-concurrency.js';

describe('defaultHashConcurrency', () => {
  const cores = availableParallelism();

  it('is one hash per core, leaving a thread of the default libuv pool (4) free', () => {
    expect(defaultHashConcurrency({})).toBe(Math.max(1, Math.min(cores, 3)));
  });

  it('follows UV_THREADPOOL_SIZE, and is never below 1', () => {
    expect(defaultHashConcurrency({ UV_THREADPOOL_SIZE: '64' })).toBe(Math.min(cores, 63));
    expect(defaultHashConcurrency({ UV_THREADPOOL_SIZE: '2' })).toBe(1);
    expect(defaultHashConcurrency({ UV_THREADPOOL_SIZE: '1' })).toBe(1);
  });

  it('ignores an unusable UV_THREADPOOL_SIZE', () => {
    expect(defaultHashConcurrency({ UV_THREADPOOL_SIZE: 'lots' })).toBe(
      Math.max(1, Math.min(cores, 3)),
    );
    expect(defaultHashConcurrency({ UV_THREADPOOL_SIZE: '0' })).toBe(
      Math.max(1, Math.min(cores, 3)),
    );
  });
});
