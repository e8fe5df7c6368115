import { describe, expect, it } from 'vitest';
import { groupSecret, normalizeCode, readTotpSecret } from './otp-uri.js';

describe('readTotpSecret', () => {
  it('reads the secret of an otpauth URI, upper-cased', () => {
    expect(
      readTotpSecret('otpauth://totp/Demo:ada%40example.com?secret=jbswy3dpehpk3pxp&issuer=Demo'),
    ).toBe('JBSWY3DPEHPK3PXP');
  });

  it('is null for another scheme, no secret, or no URI at all', () => {
    expect(readTotpSecret('https://example.com/?secret=JBSWY3DP')).toBeNull();
    expect(readTotpSecret('otpauth://totp/Demo:ada?issuer=Demo')).toBeNull();
    expect(readTotpSecret('not a uri')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('groups by four, the last group shorter', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('normalizeCode', () => {
  it('drops spaces and dashes from digit codes', () => {
    expect(normalizeCode(' 123 456\n', 'digits')).toBe('123456');
    expect(normalizeCode('123-456', 'digits')).toBe('123456');
  });

  it('keeps the dash of a backup code, drops spaces', () => {
    expect(normalizeCode(' abcde-12345 ', 'backup')).toBe('abcde-12345');
  });
});
