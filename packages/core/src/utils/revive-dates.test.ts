import { describe, expect, it } from 'vitest';
import { isDeepEqual } from '../client/is-deep-equal.js';
import { reviveDates } from './revive-dates.js';
import { reviveDatesIn } from './revive-dates-in.js';

// The reviver (client) and the in-place walk (cookie and session caches) must agree exactly.
const parsers = [
  ['reviveDates', (text: string) => JSON.parse(text, reviveDates)],
  ['reviveDatesIn', (text: string) => reviveDatesIn(JSON.parse(text))],
] as const;

describe.each(parsers)('%s', (_, parse) => {
  it('revives ISO date-times under keys ending in At, at any depth', () => {
    const parsed = parse(
      JSON.stringify({
        session: { expiresAt: '2030-01-02T03:04:05.678Z', createdAt: '2030-01-02T03:04:05+02:00' },
        items: [{ updatedAt: '2030-01-02T03:04:05.678Z' }],
      }),
    );
    expect(parsed.session.expiresAt).toEqual(new Date('2030-01-02T03:04:05.678Z'));
    expect(parsed.session.createdAt).toEqual(new Date('2030-01-02T01:04:05Z'));
    expect(parsed.items[0].updatedAt).toBeInstanceOf(Date);
  });

  it('leaves other keys, non-dates and impossible dates alone', () => {
    const parsed = parse(
      JSON.stringify({
        name: '2030-01-02T03:04:05.678Z',
        expiresAt: 'never',
        createdAt: '2030-13-45T99:99:99Z',
        updatedAt: 1_700_000_000_000,
      }),
    );
    expect(parsed).toEqual({
      name: '2030-01-02T03:04:05.678Z',
      expiresAt: 'never',
      createdAt: '2030-13-45T99:99:99Z',
      updatedAt: 1_700_000_000_000,
    });
  });
});

describe('isDeepEqual', () => {
  it('compares JSON values and dates structurally', () => {
    expect(isDeepEqual({ a: [1, { at: new Date(5) }] }, { a: [1, { at: new Date(5) }] })).toBe(
      true,
    );
    expect(isDeepEqual({ at: new Date(5) }, { at: new Date(6) })).toBe(false);
    expect(isDeepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isDeepEqual([1], { 0: 1 })).toBe(false);
    expect(isDeepEqual(null, {})).toBe(false);
    expect(isDeepEqual(new Date(1), {})).toBe(false);
  });
});
