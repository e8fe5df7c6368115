import { scryptAsync } from '@noble/hashes/scrypt.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { createScryptHasher, SCRYPT_PARAMS, scryptHasher } from './password.js';

// These tests use the real parameters (N 16384, r 16, p 1, 64-byte key): ~80 ms per hash.
describe('scrypt password hashing (SPEC §9)', () => {
  it('stores saltHex:keyHex with a 16-byte salt and a 64-byte key', async () => {
    const hash = await scryptHasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await scryptHasher.hash('correct horse battery staple')).not.toBe(hash);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await scryptHasher.hash('correct horse battery staple');
    expect(await scryptHasher.verify({ hash, password: 'correct horse battery staple' })).toBe(
      true,
    );
    expect(await scryptHasher.verify({ hash, password: 'Correct horse battery staple' })).toBe(
      false,
    );
  });

  it('derives the same key as @noble/hashes with the salt hex as salt, as Better Auth does', async () => {
    const hash = await scryptHasher.hash('pässwörd');
    const [salt, key] = hash.split(':');
    const { N, r, p, dkLen } = SCRYPT_PARAMS;
    const expected = await scryptAsync('pässwörd'.normalize('NFKC'), salt!, {
      N,
      r,
      p,
      dkLen,
      maxmem: 128 * N * r * 2,
    });
    expect(bytesToHex(expected)).toBe(key);
  });

  it('verifies a hash written by @noble/hashes (a Better Auth database)', async () => {
    const salt = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const { N, r, p, dkLen } = SCRYPT_PARAMS;
    const key = await scryptAsync('migrated-password', salt, {
      N,
      r,
      p,
      dkLen,
      maxmem: 128 * N * r * 2,
    });
    const hash = `${salt}:${bytesToHex(key)}`;
    expect(await scryptHasher.verify({ hash, password: 'migrated-password' })).toBe(true);
  });

  it('normalizes to NFKC, so composed and decomposed forms match', async () => {
    const hash = await scryptHasher.hash('caf\u00e9');
    expect(await scryptHasher.verify({ hash, password: 'cafe\u0301' })).toBe(true);
  });

  it.each(['', 'nocolon', 'salt:', ':abcd', 'salt:xyz', 'salt:abc'])(
    'returns false, never throws, for the malformed hash %j',
    async (hash) => {
      expect(await scryptHasher.verify({ hash, password: 'anything' })).toBe(false);
    },
  );
});

describe('createScryptHasher', () => {
  it('queues hashes past its concurrency instead of refusing them, and they verify anywhere', async () => {
    const oneAtATime = createScryptHasher({ concurrency: 1 });
    const passwords = ['first password', 'second password', 'third password'];
    const hashes = await Promise.all(passwords.map((password) => oneAtATime.hash(password)));
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await scryptHasher.verify({ hash, password: passwords[i]! })).toBe(true);
    }
    const byDefault = await scryptHasher.hash('first password');
    expect(await oneAtATime.verify({ hash: byDefault, password: 'first password' })).toBe(true);
    expect(await oneAtATime.verify({ hash: byDefault, password: 'second password' })).toBe(false);
  });

  it.each([0, -2, 1.5])('refuses the concurrency %s at start-up', (concurrency) => {
    expect(() => createScryptHasher({ concurrency })).toThrow(RangeError);
  });
});
