import { describe, expect, it } from 'vitest';
import { isDeadlockError, retryOnDeadlock } from './deadlock.js';

const postgresDeadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const mysqlDeadlock = () => Object.assign(new Error('Deadlock found'), { errno: 1213 });

describe('isDeadlockError', () => {
  it("recognises PostgreSQL's and MySQL's deadlock victims, nothing else", () => {
    expect(isDeadlockError(postgresDeadlock())).toBe(true);
    expect(isDeadlockError(mysqlDeadlock())).toBe(true);
    expect(isDeadlockError(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDeadlockError(new Error('boom'))).toBe(false);
    expect(isDeadlockError(null)).toBe(false);
  });
});

describe('retryOnDeadlock', () => {
  it('runs again after a deadlock and returns the run that commits', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs++;
      if (runs < 3) throw runs === 1 ? postgresDeadlock() : mysqlDeadlock();
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(runs).toBe(3);
  });

  it('throws other errors at once', async () => {
    let runs = 0;
    const failing = retryOnDeadlock(async () => {
      runs++;
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(runs).toBe(1);
  });

  it('gives up after five deadlocks and throws the last', async () => {
    let runs = 0;
    const failing = retryOnDeadlock(async () => {
      runs++;
      throw postgresDeadlock();
    });
    await expect(failing).rejects.toThrow('deadlock detected');
    expect(runs).toBe(5);
  });
});
