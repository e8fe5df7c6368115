import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-nesting.js';

const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays alike, one level each', () => {
    expect(nestsDeeperThan('1', 0)).toBe(false);
    expect(nestsDeeperThan('{}', 0)).toBe(true);
    expect(nestsDeeperThan('{}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan(objects(32), 32)).toBe(false);
    expect(nestsDeeperThan(objects(33), 32)).toBe(true);
    expect(nestsDeeperThan(arrays(32), 32)).toBe(false);
    expect(nestsDeeperThan(arrays(33), 32)).toBe(true);
  });

  it('measures the deepest branch, not the number of containers', () => {
    const wide = `[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`;
    expect(nestsDeeperThan(wide, 3)).toBe(false);
    expect(nestsDeeperThan(wide, 2)).toBe(true);
  });

  it('ignores braces and brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"{{{[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\"{{":"\\"[[[\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",  "b":{}}', 1)).toBe(true);
    // Unterminated: left for JSON.parse to refuse.
    expect(nestsDeeperThan('{"a":"{{{', 1)).toBe(false);
  });

  it('returns early on a 10,000-deep input without overflowing the stack', () => {
    expect(nestsDeeperThan(objects(10_000), 32)).toBe(true);
    expect(nestsDeeperThan(arrays(1_000_000), 32)).toBe(true);
  });
});
