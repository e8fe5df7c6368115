import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.js';

describe('withStatementCache', () => {
  it('prepares each SQL text once and evicts the oldest past the limit', () => {
    const database = new Database(':memory:');
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    const one = cached.prepare('select 1 as v');
    expect(cached.prepare('select 1 as v')).toBe(one);
    expect(prepare).toHaveBeenCalledTimes(1);
    cached.prepare('select 2 as v');
    cached.prepare('select 3 as v'); // evicts "select 1"
    expect(cached.prepare('select 1 as v')).not.toBe(one);
    expect(prepare).toHaveBeenCalledTimes(4);
    expect(one.all([])).toEqual([{ v: 1 }]);
    cached.close();
  });
});
