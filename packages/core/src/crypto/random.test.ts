import { describe, expect, it } from 'vitest';
import { generateRandomString } from './random.js';

describe('generateRandomString', () => {
  it('draws the requested length over [A-Za-z0-9]', () => {
    for (const length of [1, 24, 32, 128]) {
      expect(generateRandomString(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
    }
  });

  it('covers the whole alphabet without obvious bias', () => {
    const counts = new Map<string, number>();
    for (const c of generateRandomString(62_000)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(count).toBeGreaterThan(700);
  });
});
