import { describe, expect, it } from 'vitest';
import { toErrorCode } from '../../plugin/index.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';

// SPEC §8: a code is its message upper-cased; Better Auth names four otherwise, kept for its clients.
const NAMED_BY_BETTER_AUTH = [
  'BANNED_USER',
  'PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER',
  'YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE',
  'YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL',
];

describe('ADMIN_ERROR_CODES', () => {
  it('derives every code from its message but the four Better Auth names otherwise', () => {
    const derivedOtherwise = Object.entries(ADMIN_ERROR_CODES)
      .filter(([code, message]) => toErrorCode(message) !== code)
      .map(([code]) => code);
    expect(derivedOtherwise).toEqual(NAMED_BY_BETTER_AUTH);
  });
});
