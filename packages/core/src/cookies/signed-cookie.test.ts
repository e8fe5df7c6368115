import { describe, expect, it } from 'vitest';
import { signCookieValue, verifyCookieValue } from './signed-cookie.js';

const secret = 'cookie-secret-of-at-least-32-chars!!';

describe('signed cookie values (SPEC §5)', () => {
  it('are value.signature with a 44-character padded base64 HMAC-SHA256', () => {
    const signed = signCookieValue('abc', secret);
    const signature = signed.slice('abc.'.length);
    expect(signed.startsWith('abc.')).toBe(true);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(verifyCookieValue(signed, secret)).toBe('abc');
  });

  it('keep dots inside the value (the signature follows the last dot)', () => {
    expect(verifyCookieValue(signCookieValue('a.b.c', secret), secret)).toBe('a.b.c');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unsigned', 'abc'],
    ['another secret', signCookieValue('abc', 'x'.repeat(32))],
    ['altered value', signCookieValue('abc', secret).replace('abc', 'abd')],
    ['short signature', 'abc.AAAA='],
    ['signature without padding', `abc.${'A'.repeat(44)}`],
  ])('reject a %s cookie with null', (_label, value) => {
    expect(verifyCookieValue(value, secret)).toBeNull();
  });
});
