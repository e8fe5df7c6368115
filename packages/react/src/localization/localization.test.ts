import * as core from '@portcullis/core';
import {
  ADMIN_ERROR_CODES,
  ANONYMOUS_ERROR_CODES,
  API_KEY_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  EMAIL_OTP_ERROR_CODES,
  ERROR_CODES,
  GENERIC_OAUTH_ERROR_CODES,
  HAVE_I_BEEN_PWNED_ERROR_CODES,
  MULTI_SESSION_ERROR_CODES,
  ONE_TAP_ERROR_CODES,
  ONE_TIME_TOKEN_ERROR_CODES,
  ORGANIZATION_ERROR_CODES,
  PASSKEY_ERROR_CODES,
  PHONE_NUMBER_ERROR_CODES,
  TWO_FACTOR_ERROR_CODES,
  USERNAME_ERROR_CODES,
} from '@portcullis/core';
import * as coreClient from '@portcullis/core/client';
import { PASSKEY_CLIENT_ERROR_CODES } from '@portcullis/core/client';
import { describe, expect, it } from 'vitest';
import { fr } from '../locales/fr.js';
import { readableErrors } from './en/readable-errors.js';
import { en } from './en.js';
import { formatRelative } from './intl.js';

/** Every leaf of a dictionary, as `path → value`. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) found.set(p, v);
    }
  } else found.set(path, value);
  return found;
}

const TABLES = {
  ERROR_CODES,
  ADMIN_ERROR_CODES,
  ANONYMOUS_ERROR_CODES,
  CAPTCHA_ERROR_CODES,
  API_KEY_ERROR_CODES,
  EMAIL_OTP_ERROR_CODES,
  GENERIC_OAUTH_ERROR_CODES,
  HAVE_I_BEEN_PWNED_ERROR_CODES,
  MULTI_SESSION_ERROR_CODES,
  ONE_TAP_ERROR_CODES,
  ONE_TIME_TOKEN_ERROR_CODES,
  ORGANIZATION_ERROR_CODES,
  PASSKEY_ERROR_CODES,
  PASSKEY_CLIENT_ERROR_CODES,
  PHONE_NUMBER_ERROR_CODES,
  TWO_FACTOR_ERROR_CODES,
  USERNAME_ERROR_CODES,
};

describe('dictionaries', () => {
  it("covers every error-code table core exports: a new plugin's table fails here until listed", () => {
    const exported = [...Object.entries(core), ...Object.entries(coreClient)]
      .filter(([name, value]) => /^[A-Z_]*ERROR_CODES$/.test(name) && typeof value === 'object')
      .map(([name]) => name);
    expect(exported.length).toBeGreaterThanOrEqual(Object.keys(TABLES).length);
    expect([...new Set(exported)].sort()).toEqual(Object.keys(TABLES).sort());
  });

  it('en and fr have exactly the same keys, and no empty string', () => {
    const english = leaves(en);
    const french = leaves(fr);
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(500);
    for (const [path, value] of [...english, ...french]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('have a message for every error code of the core and of every plugin', () => {
    for (const [name, table] of Object.entries(TABLES)) {
      for (const code of Object.keys(table)) {
        expect(en.errors, `${name}.${code}`).toHaveProperty(code);
        expect(fr.errors, `${name}.${code}`).toHaveProperty(code);
      }
    }
  });

  it("en.errors are the server's messages word for word, but where the kit rewords them", () => {
    for (const table of Object.values(TABLES)) {
      for (const [code, message] of Object.entries(table)) {
        const readable = (readableErrors as Record<string, string>)[code];
        expect(en.errors[code as keyof typeof en.errors]).toBe(readable ?? message);
      }
    }
  });

  it('fr puts a non-breaking space before « : ; ? ! » and never an ordinary one', () => {
    const french = [...leaves(fr).values()] as string[];
    for (const text of french) expect(text, text).not.toMatch(/ [:;?!»]/);
    expect(fr.organizationSettings.confirmDelete).toContain('{name}\u00a0?');
    expect(fr.changePasswordForm.passwordTooShort).toContain('court\u00a0:');
  });
});

describe('formatRelative', () => {
  const now = Date.UTC(2026, 2, 4, 12, 0, 0);
  it('uses the largest unit that fits, in the locale', () => {
    expect(formatRelative(new Date(now - 3 * 3600_000), 'en', now)).toBe('3 hours ago');
    expect(formatRelative(new Date(now - 3 * 3600_000), 'fr-FR', now)).toMatch(
      /^il y a 3\s+heures$/,
    );
    expect(formatRelative(new Date(now + 14 * 86400_000), 'fr-FR', now)).toMatch(
      /^dans 2\s+semaines$/,
    );
    expect(formatRelative(new Date(now - 86400_000), 'fr-FR', now)).toBe('hier');
    expect(formatRelative(new Date(now), 'en', now)).toBe('now');
  });
});
