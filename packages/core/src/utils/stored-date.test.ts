import { describe, expect, it } from 'vitest';
import { dateFromText, StoredDate } from './stored-date.js';

describe('dates read from text columns', () => {
  it('serialise to JSON exactly as a plain Date does', () => {
    const text = '2026-11-22T10:05:09.123Z';
    const read = dateFromText(text);
    expect(read).toBeInstanceOf(StoredDate);
    expect(read).toBeInstanceOf(Date);
    expect(JSON.stringify({ at: read })).toBe(JSON.stringify({ at: new Date(text) }));
    expect(read.getTime()).toBe(Date.parse(text));
  });

  it('follow changes made after reading', () => {
    const read = dateFromText('2026-11-22T10:05:09.123Z');
    read.setUTCFullYear(2030);
    expect(read.toJSON()).toBe('2030-11-22T10:05:09.123Z');
    read.setTime(Number.NaN);
    expect(read.toJSON()).toBeNull();
  });

  it('leave other text to a plain Date, so the JSON stays canonical', () => {
    for (const text of [
      '2026-11-22 10:05:09',
      '2026-11-22T10:05:09Z',
      '2026-11-22T10:05:09.123+01:00',
    ]) {
      const read = dateFromText(text);
      expect(read).not.toBeInstanceOf(StoredDate);
      expect(read.toJSON()).toBe(new Date(text).toJSON());
    }
  });
});
