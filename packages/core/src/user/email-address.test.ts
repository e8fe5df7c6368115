import { describe, expect, it } from 'vitest';
import { isAPIError } from '../errors/api-error.js';
import { assertValidEmail, isValidEmail, MAX_EMAIL_LENGTH } from './email-address.js';

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('isValidEmail', () => {
  it('accepts an address of 254 characters, the RFC 5321 maximum, and refuses 255', () => {
    expect(MAX_EMAIL_LENGTH).toBe(254);
    expect(isValidEmail(emailOf(254))).toBe(true);
    expect(isValidEmail(emailOf(255))).toBe(false);
    expect(isValidEmail(emailOf(5_006))).toBe(false);
  });

  it('still refuses malformed addresses of any length', () => {
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada@example.com')).toBe(true);
  });

  it('takes another maximum', () => {
    expect(isValidEmail(emailOf(300), 300)).toBe(true);
    expect(isValidEmail(emailOf(20), 19)).toBe(false);
  });
});

describe('assertValidEmail', () => {
  const context = (maxEmailLength: number) => ({ options: { user: { maxEmailLength } } }) as never;

  it('throws 400 INVALID_EMAIL past the configured user.maxEmailLength', () => {
    expect(() => assertValidEmail(context(254), emailOf(254))).not.toThrow();
    let thrown: unknown;
    try {
      assertValidEmail(context(254), emailOf(255));
    } catch (error) {
      thrown = error;
    }
    expect(isAPIError(thrown) && thrown.status).toBe(400);
    expect(isAPIError(thrown) && thrown.body).toEqual({
      code: 'INVALID_EMAIL',
      message: 'Invalid email',
    });
    expect(() => assertValidEmail(context(300), emailOf(255))).not.toThrow();
  });
});
