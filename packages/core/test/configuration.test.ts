import { describe, expect, it } from 'vitest';
import { createPortcullis } from '../src/index.js';
import { DEFAULT_SECRET } from '../src/kernel/resolve-options.js';
import { tempDatabasePath } from './helpers.js';

const base = () => ({ baseURL: 'http://localhost:3000', database: tempDatabasePath() });

describe('configuration', () => {
  it('refuses a missing baseURL with an actionable message', () => {
    const previous = process.env.PORTCULLIS_URL;
    delete process.env.PORTCULLIS_URL;
    try {
      expect(() =>
        createPortcullis({ database: tempDatabasePath(), secret: 'x'.repeat(32) }),
      ).toThrow(/baseURL is missing.*PORTCULLIS_URL/);
    } finally {
      if (previous !== undefined) process.env.PORTCULLIS_URL = previous;
    }
  });

  it('refuses an invalid baseURL', () => {
    expect(() => createPortcullis({ ...base(), baseURL: 'not a url' })).toThrow(/not a valid URL/);
  });

  it('uses the development secret outside production and logs an error', () => {
    const errors: string[] = [];
    const auth = createPortcullis({
      ...base(),
      logger: { log: (level, message) => level === 'error' && errors.push(message) },
    });
    expect(auth.$context.secret).toBe(DEFAULT_SECRET);
    expect(errors.join()).toMatch(/default secret/);
    expect(errors.join()).not.toContain(DEFAULT_SECRET);
  });

  it('logs the development-secret error once per process and logger, however many instances', () => {
    const first: string[] = [];
    const second: string[] = [];
    const log = (sink: string[]) => (level: string, message: string) =>
      level === 'error' && sink.push(message);
    const shared = log(first);
    // A Next.js dev server builds one instance per server bundle, all in one process.
    for (let i = 0; i < 3; i++) createPortcullis({ ...base(), logger: { log: shared } });
    expect(first.filter((line) => /default secret/.test(line))).toHaveLength(1);
    // Another logger (another app in the same process) hears it too, once.
    const other = log(second);
    createPortcullis({ ...base(), logger: { log: other } });
    createPortcullis({ ...base(), logger: { log: other } });
    expect(second.filter((line) => /default secret/.test(line))).toHaveLength(1);
  });

  it('refuses the development secret when NODE_ENV=production', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => createPortcullis(base())).toThrow(/No secret configured in production/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('reads the secret and base URL from the environment', () => {
    process.env.PORTCULLIS_SECRET = 's'.repeat(40);
    process.env.PORTCULLIS_URL = 'https://env.example';
    try {
      const auth = createPortcullis({ database: tempDatabasePath() });
      expect(auth.$context.secret).toBe('s'.repeat(40));
      expect(auth.options.baseURL).toBe('https://env.example/api/auth');
      expect(auth.options.cookies.secure).toBe(true);
    } finally {
      delete process.env.PORTCULLIS_SECRET;
      delete process.env.PORTCULLIS_URL;
    }
  });

  it('supports a custom base path and trusted origins from PORTCULLIS_TRUSTED_ORIGINS', async () => {
    process.env.PORTCULLIS_TRUSTED_ORIGINS = 'https://a.example, https://b.example';
    try {
      const auth = createPortcullis({ ...base(), secret: 'x'.repeat(32), basePath: '/auth/' });
      expect(auth.options.basePath).toBe('/auth');
      expect(auth.options.trustedOrigins).toEqual([
        'http://localhost:3000',
        'https://a.example',
        'https://b.example',
      ]);
      const response = await auth.handler(new Request('http://localhost:3000/auth/ok'));
      expect(await response.json()).toEqual({ ok: true });
    } finally {
      delete process.env.PORTCULLIS_TRUSTED_ORIGINS;
    }
  });

  it.each([
    [{ session: { expiresIn: -1 } }, /session.expiresIn must be a positive number/],
    [
      { emailAndPassword: { enabled: true, minPasswordLength: 20, maxPasswordLength: 10 } },
      /minPasswordLength must not exceed maxPasswordLength/,
    ],
  ])('refuses out-of-range options %j', (options, message) => {
    expect(() => createPortcullis({ ...base(), secret: 'x'.repeat(32), ...options })).toThrow(
      message,
    );
  });
});
