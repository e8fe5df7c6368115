/**
 * Backup codes leave out the characters readers confuse (l, 1, I, o, O, 0), and a code of
 * Better Auth 1.2.7's full alphabet (as a moved database holds) is still accepted as stored.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKUP_CODE_ALPHABET,
  generateBackupCodes,
} from '../../src/plugins/two-factor/backup-codes.js';
import { ada, setupTwoFactor } from '../kit/two-factor-test-kit.js';

describe('backup code alphabet', () => {
  it('makes xxxxx-yyyyy codes without l, 1, I, o, O or 0', () => {
    expect(BACKUP_CODE_ALPHABET).toHaveLength(56);
    const codes = generateBackupCodes({ amount: 500 });
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const used = new Set(codes.join('').replaceAll('-', ''));
    for (const ambiguous of ['l', '1', 'I', 'o', 'O', '0']) expect(used.has(ambiguous)).toBe(false);
    // 5,000 draws over 56 characters: every one of them shows up.
    expect(used.size).toBe(56);
  });

  it('accepts a stored code with ambiguous characters, compared exactly', async () => {
    const legacy = ['O0lI1-abcde', 'zzzzz-10OIl'];
    const t = await setupTwoFactor({
      backupCodeOptions: { customBackupCodesGenerate: () => legacy },
    });
    await t.enableForAda();
    const { client } = await t.pendingSignIn();
    expect((await client.twoFactor.verifyBackupCode({ code: 'o0li1-abcde' })).error?.code).toBe(
      'INVALID_BACKUP_CODE',
    );
    const verified = await client.twoFactor.verifyBackupCode({ code: legacy[0]! });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.email).toBe(ada.email);
  });
});
