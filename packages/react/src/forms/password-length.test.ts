import type { ClientResult } from '@portcullis/core/client';
import { describe, expect, it } from 'vitest';
import { passwordLengthRules } from './password-length.js';

const TEXTS = {
  hint: 'At least {min} characters.',
  tooShort: 'Password too short: use at least {min} characters.',
  tooLong: 'Password too long: use at most {max} characters.',
};

const refused = (code: string, message: string): ClientResult<never> => ({
  data: null,
  error: { status: 400, code, message },
});

describe('passwordLengthRules', () => {
  it('defaults to the server defaults, 8 to 128 characters (SPEC §5, §9)', () => {
    const rules = passwordLengthRules('Form', {}, TEXTS);
    expect(rules.field).toEqual({ minLength: 8, hint: 'At least 8 characters.' });
    expect([rules.min, rules.max]).toEqual([8, 128]);
  });

  it('states the configured limits', () => {
    const rules = passwordLengthRules(
      'Form',
      { minPasswordLength: 12, maxPasswordLength: 64 },
      TEXTS,
    );
    expect(rules.field).toEqual({ minLength: 12, hint: 'At least 12 characters.' });
    expect([rules.min, rules.max]).toEqual([12, 64]);
  });

  it('never gives the field a maxLength: a pasted password is refused, not cut short', () => {
    const rules = passwordLengthRules('Form', { maxPasswordLength: 20 }, TEXTS);
    expect(rules.field).not.toHaveProperty('maxLength');
    expect(rules.check('x'.repeat(21))?.error).toEqual({
      status: 400,
      code: 'PASSWORD_TOO_LONG',
      message: 'Password too long: use at most 20 characters.',
    });
    expect(rules.check('x'.repeat(7))?.error?.code).toBe('PASSWORD_TOO_SHORT');
    expect(rules.check('x'.repeat(20))).toBeNull();
    expect(rules.check('x'.repeat(8))).toBeNull();
  });

  it('names the minimum in the server’s "Password too short"', () => {
    const rules = passwordLengthRules('Form', { minPasswordLength: 10 }, TEXTS);
    const outcome = rules.explain(refused('PASSWORD_TOO_SHORT', 'Password too short'), 'short');
    expect(outcome.error).toEqual({
      status: 400,
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password too short: use at least 10 characters.',
    });
  });

  it('names the maximum in the server’s "Password too long"', () => {
    const rules = passwordLengthRules('Form', { maxPasswordLength: 20 }, TEXTS);
    const outcome = rules.explain(
      refused('PASSWORD_TOO_LONG', 'Password too long'),
      'x'.repeat(21),
    );
    expect(outcome.error?.message).toBe('Password too long: use at most 20 characters.');
  });

  it('keeps the server’s message when the password is within the form’s limits', () => {
    // The server was configured stricter than the form was told: its number is unknown here.
    const rules = passwordLengthRules('Form', {}, TEXTS);
    const outcome = rules.explain(
      refused('PASSWORD_TOO_SHORT', 'Password too short'),
      'ten chars!',
    );
    expect(outcome.error?.message).toBe('Password too short');
  });

  it('leaves other errors and successes alone', () => {
    const rules = passwordLengthRules('Form', {}, TEXTS);
    const other = refused('INVALID_PASSWORD', 'Invalid password');
    expect(rules.explain(other, 'short')).toBe(other);
    const success = { data: { status: true }, error: null };
    expect(rules.explain(success, 'short')).toBe(success);
  });

  it('refuses impossible limits with a message naming the form', () => {
    expect(() =>
      passwordLengthRules('SignUpForm', { minPasswordLength: 20, maxPasswordLength: 10 }, TEXTS),
    ).toThrow(/^SignUpForm: minPasswordLength and maxPasswordLength must be whole numbers/);
    expect(() => passwordLengthRules('Form', { minPasswordLength: 0 }, TEXTS)).toThrow();
    expect(() => passwordLengthRules('Form', { minPasswordLength: 7.5 }, TEXTS)).toThrow();
  });
});
