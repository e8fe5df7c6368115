import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DIR, readDemoConfig } from '../server/config.js';

describe('readDemoConfig', () => {
  it('defaults to port 3000, loopback, and files in the demo folder', () => {
    expect(readDemoConfig({})).toEqual({
      port: 3000,
      hostname: 'localhost',
      baseURL: undefined,
      dbPath: join(DEMO_DIR, '.data/auth.db'),
      outboxPath: join(DEMO_DIR, '.data/outbox.jsonl'),
      distDir: join(DEMO_DIR, 'dist'),
      devRoutes: true,
      socialProviders: {},
      fakeProvider: false,
      adminEmails: [],
      turnstile: false,
      haveIBeenPwned: false,
    });
  });

  it('turns Turnstile and the breached-password check on only when asked (they need the network)', () => {
    const on = readDemoConfig({
      PORTCULLIS_DEMO_TURNSTILE: '1',
      PORTCULLIS_DEMO_HAVE_I_BEEN_PWNED: '1',
    });
    expect(on).toMatchObject({ turnstile: true, haveIBeenPwned: true });
    expect(readDemoConfig({ PORTCULLIS_DEMO_TURNSTILE: 'yes' }).turnstile).toBe(false);
  });

  it('reads the admins’ addresses: comma-separated, trimmed, lower-cased', () => {
    expect(
      readDemoConfig({ PORTCULLIS_ADMIN_EMAILS: ' Ada@Example.com,, grace@example.com ' })
        .adminEmails,
    ).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('reads the environment', () => {
    const config = readDemoConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PORTCULLIS_URL: 'https://demo.example',
      PORTCULLIS_DB: '/srv/auth.db',
      PORTCULLIS_OUTBOX: '/srv/outbox.jsonl',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      hostname: '0.0.0.0',
      baseURL: 'https://demo.example',
      dbPath: '/srv/auth.db',
      outboxPath: '/srv/outbox.jsonl',
      devRoutes: false,
    });
  });

  it('keeps SQLite in-memory databases as they are', () => {
    expect(readDemoConfig({ PORTCULLIS_DB: ':memory:' }).dbPath).toBe(':memory:');
  });

  it.each(['abc', '-1', '70000', '1.5'])('rejects PORT=%s', (port) => {
    expect(() => readDemoConfig({ PORT: port })).toThrow(/PORT must be an integer/);
  });

  it('enables the providers whose credentials are set', () => {
    const config = readDemoConfig({
      PORTCULLIS_GITHUB_CLIENT_ID: 'gh-id',
      PORTCULLIS_GITHUB_CLIENT_SECRET: 'gh-secret',
    });
    expect(config.socialProviders).toEqual({
      github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
    });
  });

  it('turns the fake provider on for a loopback development server', () => {
    expect(readDemoConfig({ PORTCULLIS_DEMO_FAKE_PROVIDER: '1' }).fakeProvider).toBe(true);
    expect(
      readDemoConfig({
        PORTCULLIS_DEMO_FAKE_PROVIDER: '1',
        HOST: '127.0.0.1',
        PORTCULLIS_URL: 'http://127.0.0.1:4000',
      }).fakeProvider,
    ).toBe(true);
    expect(readDemoConfig({ PORTCULLIS_DEMO_FAKE_PROVIDER: '0' }).fakeProvider).toBe(false);
  });

  it('refuses the fake provider in production or where others can reach it', () => {
    expect(() =>
      readDemoConfig({ PORTCULLIS_DEMO_FAKE_PROVIDER: '1', NODE_ENV: 'production' }),
    ).toThrow(/PORTCULLIS_DEMO_FAKE_PROVIDER is for development/);
    expect(() => readDemoConfig({ PORTCULLIS_DEMO_FAKE_PROVIDER: '1', HOST: '0.0.0.0' })).toThrow(
      /needs the demo on a loopback address/,
    );
    expect(() =>
      readDemoConfig({
        PORTCULLIS_DEMO_FAKE_PROVIDER: '1',
        PORTCULLIS_URL: 'https://demo.example',
      }),
    ).toThrow(/needs the demo on a loopback address/);
  });
});
