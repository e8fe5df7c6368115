import { describe, expect, it } from 'vitest';
import { fr } from '../locales/fr.js';
import { fieldErrors } from '../localization/en.js';
import { describeValidationDetail } from './validation-detail.js';

describe('describeValidationDetail', () => {
  it('names the limit of a too-long value, in English and French', () => {
    const zod = 'Too big: expected string to have <=256 characters';
    expect(describeValidationDetail(zod, fieldErrors)).toBe(
      'Too long: use at most 256 characters.',
    );
    expect(describeValidationDetail(zod, fr.fieldErrors)).toBe(
      'Trop long\u00a0: 256 caractères au plus.',
    );
    // The server's own length check, on a JSON field.
    const json = 'Too big: expected JSON text to have <=1000 characters';
    expect(describeValidationDetail(json, fieldErrors)).toBe(
      'Too long: use at most 1000 characters.',
    );
  });

  it('names the minimum of a too-short value; an empty one is required', () => {
    const short = 'Too small: expected string to have >=3 characters';
    expect(describeValidationDetail(short, fieldErrors)).toBe(
      'Too short: use at least 3 characters.',
    );
    const empty = 'Too small: expected string to have >=1 characters';
    expect(describeValidationDetail(empty, fieldErrors)).toBe('This field is required.');
    const missing = 'Invalid input: expected string, received undefined';
    expect(describeValidationDetail(missing, fr.fieldErrors)).toBe('Ce champ est obligatoire.');
  });

  it('says "Invalid email" as INVALID_EMAIL does, and never repeats other validator words', () => {
    expect(describeValidationDetail('Invalid email', fieldErrors)).toBe('Invalid email');
    expect(describeValidationDetail('Invalid email address', fr.fieldErrors)).toBe(
      'Adresse e-mail invalide',
    );
    expect(
      describeValidationDetail('Invalid input: expected boolean, received string', fieldErrors),
    ).toBe('This value is not valid.');
  });
});
