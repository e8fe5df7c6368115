import { describe, expect, it } from 'vitest';
import { APIError } from './api-error.js';
import { ERROR_CODES, toErrorCode } from './codes.js';

describe('error catalogue (SPEC §8)', () => {
  it('derives every code from its message: upper-cased, spaces to underscores, punctuation dropped', () => {
    for (const [code, message] of Object.entries(ERROR_CODES))
      expect(toErrorCode(message)).toBe(code);
  });

  it('turns "Couldn\'t update your email" into COULDNT_UPDATE_YOUR_EMAIL', () => {
    expect(toErrorCode("Couldn't update your email")).toBe('COULDNT_UPDATE_YOUR_EMAIL');
  });

  it('renders an APIError as { code, message } with its status', () => {
    const error = new APIError('UNPROCESSABLE_ENTITY', 'USER_ALREADY_EXISTS');
    expect(error.status).toBe(422);
    expect(error.toJSON()).toEqual({ code: 'USER_ALREADY_EXISTS', message: 'User already exists' });
    expect(new APIError('BAD_REQUEST', { message: 'Email is the same' }).body.code).toBe(
      'EMAIL_IS_THE_SAME',
    );
  });
});
