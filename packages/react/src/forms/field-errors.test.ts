import { describe, expect, it } from 'vitest';
import { NO_ERRORS, toFormErrors, withoutFieldError } from './field-errors.js';

describe('withoutFieldError', () => {
  it("drops the field's own error and keeps the form's", () => {
    const errors = { form: 'Try again', fields: { email: 'Invalid email', password: 'Too short' } };
    expect(withoutFieldError(errors, 'email')).toEqual({
      form: 'Try again',
      fields: { password: 'Too short' },
    });
    expect(errors.fields.email).toBe('Invalid email');
  });

  it('returns the same object when the field had no error', () => {
    expect(withoutFieldError(NO_ERRORS, 'email')).toBe(NO_ERRORS);
  });
});

const FIELDS = ['name', 'email', 'password'] as const;
const error = (code: string, message: string, status = 400) => ({ status, code, message });

describe('toFormErrors', () => {
  it.each([
    ['INVALID_EMAIL', 'Invalid email', 'email'],
    ['USER_ALREADY_EXISTS', 'User already exists', 'email'],
    ['PASSWORD_TOO_SHORT', 'Password too short', 'password'],
    ['PASSWORD_TOO_LONG', 'Password too long', 'password'],
  ])('puts %s beside the %s field', (code, message, field) => {
    expect(toFormErrors(error(code, message), FIELDS)).toEqual({
      form: null,
      fields: { [field]: message },
    });
  });

  it('keeps INVALID_EMAIL_OR_PASSWORD and unknown codes form-level', () => {
    expect(
      toFormErrors(error('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 401), FIELDS),
    ).toEqual({ form: 'Invalid email or password', fields: {} });
    expect(toFormErrors(error('NETWORK_ERROR', 'Network error', 0), FIELDS)).toEqual({
      form: 'Network error',
      fields: {},
    });
  });

  it('falls back to form-level for a field the form does not show', () => {
    expect(toFormErrors(error('PASSWORD_TOO_SHORT', 'Password too short'), ['email'])).toEqual({
      form: 'Password too short',
      fields: {},
    });
  });

  it('places VALIDATION_ERROR details by path, first message per field', () => {
    const validation = {
      ...error('VALIDATION_ERROR', 'Invalid body parameters'),
      details: [
        { path: 'name', message: 'Expected string' },
        { path: 'name', message: 'Second problem' },
        { path: 'email', message: 'Required' },
        { path: 'image.url', message: 'Invalid URL' },
      ],
    };
    expect(toFormErrors(validation, FIELDS)).toEqual({
      form: 'Invalid body parameters',
      fields: { name: 'Expected string', email: 'Required' },
    });
    expect(toFormErrors({ ...validation, details: [] }, FIELDS)).toEqual({
      form: 'Invalid body parameters',
      fields: {},
    });
  });

  it('lets a form place codes beside its own fields', () => {
    const codes = {
      INVALID_PASSWORD: 'currentPassword',
      PASSWORD_TOO_SHORT: 'newPassword',
    } as const;
    const fields = ['currentPassword', 'newPassword'] as const;
    expect(toFormErrors(error('INVALID_PASSWORD', 'Invalid password'), fields, codes)).toEqual({
      form: null,
      fields: { currentPassword: 'Invalid password' },
    });
    expect(toFormErrors(error('PASSWORD_TOO_SHORT', 'Password too short'), fields, codes)).toEqual({
      form: null,
      fields: { newPassword: 'Password too short' },
    });
  });

  it("puts the username plugin's messages beside the username", () => {
    const taken = error(
      'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER',
      'username is already taken. please try another',
      422,
    );
    expect(toFormErrors(taken, ['username'])).toEqual({
      form: null,
      fields: { username: 'username is already taken. please try another' },
    });
  });
});
