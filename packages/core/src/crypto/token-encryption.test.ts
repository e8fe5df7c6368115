import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, isEncryptedToken } from './token-encryption.js';

const SECRET = 'a-secret-with-at-least-32-characters!!';

describe('provider token encryption (AES-256-GCM, HKDF-SHA256 key)', () => {
  it('round-trips, with a fresh IV every time', () => {
    const a = encryptToken(SECRET, 'accessToken', 'gho_abc');
    const b = encryptToken(SECRET, 'accessToken', 'gho_abc');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^pcx\.v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(a).not.toContain('gho_abc');
    expect(decryptToken(SECRET, 'accessToken', a)).toBe('gho_abc');
    expect(isEncryptedToken(a)).toBe(true);
  });

  it('reads a value stored before encryption was on as it is', () => {
    expect(decryptToken(SECRET, 'accessToken', 'gho_plain')).toBe('gho_plain');
  });

  it('refuses another secret, another column, and any tampering', () => {
    const sealed = encryptToken(SECRET, 'refreshToken', 'ghr_abc');
    expect(() => decryptToken(`${SECRET}x`, 'refreshToken', sealed)).toThrow();
    expect(() => decryptToken(SECRET, 'accessToken', sealed)).toThrow();
    const [prefix, version, iv, body, tag] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() =>
      decryptToken(SECRET, 'refreshToken', [prefix, version, iv, flipped, tag].join('.')),
    ).toThrow();
    expect(() => decryptToken(SECRET, 'refreshToken', 'pcx.v1.garbage')).toThrow(/Malformed/);
  });
});
