/**
 * Every error code a kit component can receive reads as a human message in English and French
 * (issue 31, defect 7): never the bare code, a bare HTTP status phrase, a validator's words
 * ("Too big: expected string to have <=256 characters") or the server's lower-case text
 * ("username is invalid").
 */
import * as coreClient from '@portcullis/core/client';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fr } from '../locales/fr.js';
import { en } from './en.js';
import type { LocalizedErrorCode } from './types.js';
import { useLocalization } from './use-localization.js';

/** The server's catalogues, plugins included: every `*_ERROR_CODES` table the client exports. */
const CATALOGUES = (Object.entries(coreClient) as [string, unknown][]).filter(
  (entry): entry is [string, Record<string, string>] =>
    /^[A-Z_]*ERROR_CODES$/.test(entry[0]) && typeof entry[1] === 'object',
);

/**
 * Codes the server answers with outside its catalogues (`grep "code: '" packages/core/src`, and
 * codes derived from a message by `toErrorCode`), and the client's own.
 */
const OTHER_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'INVALID_REDIRECTURL',
  'SESSION_NOT_FOUND',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH',
  'PASSWORD_BREACH_CHECK_IS_UNAVAILABLE',
  'YOU_ARE_NOT_IMPERSONATING_ANYONE',
  'FAILED_TO_FIND_ADMIN_SESSION',
  'FAILED_TO_FIND_USER',
  'ORIGIN_MISSING',
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'UNKNOWN_ERROR',
] as const;

/** HTTP reason phrases, which say what failed to a machine, not to a person. */
const STATUS_PHRASES = new Set(
  [
    'bad request',
    'unauthorized',
    'forbidden',
    'not found',
    'internal server error',
    'service unavailable',
    'non autorisé',
    'interdit',
    'introuvable',
    'erreur interne du serveur',
  ].map((phrase) => phrase.toLowerCase()),
);

/** Words of validators and of developers, which users should never read. */
const RAW_WORDING =
  /\bexpected\b|\breceived\b|<=|>=|too big|too small|invalid input|\bis invalid\b|\bundefined\b|\bnull\b|callbackURL|redirectURL|id_token|\bJSON\b|\bT?OTP\b|parameters/i;

/**
 * Why `message` is not a human message for `code` (an empty list when it is): it must not be the
 * code, must start with a capital letter, have at least two words (a bare "Unauthorized" or
 * "Introuvable" explains nothing), not be an HTTP reason phrase, and use no validator or
 * developer wording.
 */
function problems(code: string, message: string | undefined): string[] {
  if (!message) return ['missing'];
  const found: string[] = [];
  const bare = message.trim().replace(/[.!]$/, '');
  if (bare === code) found.push('is the code');
  if (!/^[A-ZÀ-ÖØ-Þ]/.test(message)) found.push('does not start with a capital letter');
  if (!/\s/.test(bare)) found.push('a single word');
  if (STATUS_PHRASES.has(bare.toLowerCase())) found.push('an HTTP status phrase');
  const raw = RAW_WORDING.exec(message);
  if (raw) found.push(`raw wording "${raw[0]}"`);
  return found;
}

const codes = new Set<string>([
  ...CATALOGUES.flatMap(([, table]) => Object.keys(table)),
  ...OTHER_CODES,
]);

describe('error messages', () => {
  it('the rule catches what users saw (it can fail)', () => {
    expect(
      problems('VALIDATION_ERROR', 'Too big: expected string to have <=256 characters'),
    ).not.toEqual([]);
    expect(problems('USERNAME_IS_INVALID', 'username is invalid')).not.toEqual([]);
    expect(problems('INVALID_OTP', 'Invalid OTP')).not.toEqual([]);
    expect(problems('UNAUTHORIZED', 'Unauthorized')).not.toEqual([]);
    expect(problems('FORBIDDEN', 'FORBIDDEN')).not.toEqual([]);
    expect(problems('NOT_FOUND', 'Introuvable')).not.toEqual([]);
    expect(problems('USER_NOT_FOUND', 'User not found')).toEqual([]);
  });

  it('walks the catalogues of the core and of every plugin, and the other codes', () => {
    expect(CATALOGUES.length).toBeGreaterThanOrEqual(8);
    expect(codes.size).toBeGreaterThan(150);
  });

  for (const [language, dictionary] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    it(`${language}: every code has a human message`, () => {
      const errors = dictionary.errors as Record<string, string | undefined>;
      const bad = [...codes]
        .map((code) => [code, errors[code], problems(code, errors[code])] as const)
        .filter(([, , found]) => found.length > 0)
        .map(
          ([code, message, found]) => `${code}: ${JSON.stringify(message)} (${found.join(', ')})`,
        );
      expect(bad).toEqual([]);
    });
  }

  it('without a dictionary (English by default), the server catalogues read as people words', () => {
    const { result } = renderHook(() => useLocalization());
    const bad = CATALOGUES.flatMap(([, table]) => Object.entries(table))
      .map(([code, message]) => [code, result.current.errorMessage({ code, message })] as const)
      .filter(([code, shown]) => problems(code, shown).length > 0);
    expect(bad).toEqual([]);
    expect(result.current.errorMessage({ code: 'toString', message: 'Custom' })).toBe('Custom');
  });

  it('fr says every code in French, not in the English words', () => {
    const same = [...codes].filter(
      (code) => en.errors[code as LocalizedErrorCode] === fr.errors[code as LocalizedErrorCode],
    );
    expect(same).toEqual([]);
  });

  it('a server message that is not human is replaced in en, never shown word for word', () => {
    for (const [name, table] of CATALOGUES) {
      for (const [code, message] of Object.entries(table)) {
        const english = en.errors[code as LocalizedErrorCode];
        if (problems(code, message).length > 0)
          expect(english, `${name}.${code}`).not.toBe(message);
      }
    }
  });
});
