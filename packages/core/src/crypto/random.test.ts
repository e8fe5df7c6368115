import { describe, expect, it } from 'vitest';
import { generateRandomString, LOWERCASE_ALPHANUMERIC } from './random.js';

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

  it('draws from another alphabet, covering all of it', () => {
    const drawn = generateRandomString(36_000, LOWERCASE_ALPHANUMERIC);
    expect(drawn).toMatch(/^[a-z0-9]{36000}$/);
    const counts = new Map<string, number>();
    for (const c of drawn) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(36);
    for (const count of counts.values()) expect(count).toBeGreaterThan(700);
    expect(generateRandomString(64, '01')).toMatch(/^[01]{64}$/);
  });

  it('refuses an alphabet it cannot draw from without bias', () => {
    expect(() => generateRandomString(8, 'a')).toThrow(/2 to 256 characters/);
    expect(() => generateRandomString(8, 'x'.repeat(257))).toThrow(/2 to 256 characters/);
  });
});
