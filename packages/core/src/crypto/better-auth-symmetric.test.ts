import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, managedNonce } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { decryptBetterAuthSymmetric, isBetterAuthCiphertext } from './better-auth-symmetric.js';

const SECRET = 'a-secret-with-at-least-32-characters!!';
// Written by Better Auth 1.2.7: `await symmetricEncrypt({ key: SECRET, data: 'ghr_refresh_from_better_auth' })`.
const FROM_BETTER_AUTH =
  'e037925759190e3ce90e5bcd1b1b4eb16a24aa6947dda37abccca49fd50b605f5cc358df6e8021826756ccbf77986cbe1c7eadfafa3fe152215bfa1ee3f8ef08dd2cb75c';

// The same construction through the library, to get fresh values to tamper with.
function sealLikeBetterAuth(secret: string, data: string): string {
  const key = sha256(new TextEncoder().encode(secret));
  return bytesToHex(managedNonce(xchacha20poly1305)(key).encrypt(new TextEncoder().encode(data)));
}

describe("Better Auth's symmetricEncrypt format (XChaCha20-Poly1305, key SHA-256(secret), hex)", () => {
  it('decrypts a value Better Auth 1.2.7 wrote, with the same secret', () => {
    expect(isBetterAuthCiphertext(FROM_BETTER_AUTH)).toBe(true);
    expect(decryptBetterAuthSymmetric(SECRET, FROM_BETTER_AUTH)).toBe(
      'ghr_refresh_from_better_auth',
    );
  });

  it('accepts upper-case hex, as Better Auth does', () => {
    expect(decryptBetterAuthSymmetric(SECRET, FROM_BETTER_AUTH.toUpperCase())).toBe(
      'ghr_refresh_from_better_auth',
    );
  });

  it('refuses another secret and any tampering', () => {
    expect(() => decryptBetterAuthSymmetric(`${SECRET}x`, FROM_BETTER_AUTH)).toThrow();
    const sealed = sealLikeBetterAuth(SECRET, 'gho_abc');
    expect(decryptBetterAuthSymmetric(SECRET, sealed)).toBe('gho_abc');
    const flipped = sealed.slice(0, 60) + (sealed[60] === '0' ? '1' : '0') + sealed.slice(61);
    expect(() => decryptBetterAuthSymmetric(SECRET, flipped)).toThrow();
  });

  it('tells the shape apart from plain values and from pcx.v1', () => {
    expect(isBetterAuthCiphertext('gho_16C7e42F292c6912E7710c838347Ae178B4a')).toBe(false);
    expect(isBetterAuthCiphertext('pcx.v1.aaaa.bbbb.cccc')).toBe(false);
    // Too short to hold a 24-byte nonce and a 16-byte tag, odd length, not hex.
    expect(isBetterAuthCiphertext('ab'.repeat(39))).toBe(false);
    expect(isBetterAuthCiphertext(`${FROM_BETTER_AUTH}0`)).toBe(false);
    expect(isBetterAuthCiphertext(`${FROM_BETTER_AUTH.slice(2)}zz`)).toBe(false);
    expect(() => decryptBetterAuthSymmetric(SECRET, 'not hex')).toThrow(/Malformed/);
  });
});
