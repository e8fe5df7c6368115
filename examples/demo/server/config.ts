import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SocialProvidersOptions } from '@portcullis/core';
import { isLoopback } from './fake-oauth.js';
import { readSocialProviders } from './social-providers.js';

/** The demo folder (`examples/demo`), so default paths do not depend on the working directory. */
export const DEMO_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Everything the demo server needs to start; see {@link readDemoConfig} for the env mapping. */
export interface DemoConfig {
  /** TCP port; 0 picks a free one. Default: 3000. */
  port: number;
  /** Interface to bind. Default: `'localhost'` (loopback only). */
  hostname: string;
  /** The public URL; `undefined` derives it from the bound address once listening. */
  baseURL: string | undefined;
  /** SQLite database file, or `':memory:'`. Default: `examples/demo/.data/auth.db`. */
  dbPath: string;
  /** JSON-lines file the dev mailer appends to. Default: `examples/demo/.data/outbox.jsonl`. */
  outboxPath: string;
  /** Folder of the Vite build. Default: `examples/demo/dist`. */
  distDir: string;
  /** Mounts `/dev/*` helpers such as `GET /dev/outbox`. Default: true unless `NODE_ENV=production`. */
  devRoutes: boolean;
  /**
   * Built-in identity providers with credentials in the environment (`PORTCULLIS_<ID>_CLIENT_ID`
   * and `_CLIENT_SECRET`; see `readSocialProviders`). Default: none.
   */
  socialProviders: SocialProvidersOptions;
  /**
   * Serves a fake OAuth provider ('Demo Provider', id `fake`) under `/dev/fake-oauth` and signs
   * in with it: `PORTCULLIS_DEMO_FAKE_PROVIDER=1`. Development only, on a loopback address.
   * Default: false.
   */
  fakeProvider: boolean;
  /**
   * Who the admins are: these addresses (lower-cased), once verified
   * (`PORTCULLIS_ADMIN_EMAILS`, comma-separated). Empty: the first user to sign up. Default: [].
   */
  adminEmails: string[];
  /**
   * Cloudflare Turnstile on sign-up, sign-in and forgot-password (the `captcha()` plugin) with
   * Cloudflare's always-passing test keys: `PORTCULLIS_DEMO_TURNSTILE=1`. Needs the network (the
   * browser loads Cloudflare's script, the server asks its siteverify URL), so it is off by
   * default and in CI. Default: false.
   */
  turnstile: boolean;
  /**
   * New passwords checked against Have I Been Pwned (the `haveIBeenPwned()` plugin, failing open
   * when the service cannot be reached): `PORTCULLIS_DEMO_HAVE_I_BEEN_PWNED=1`. Needs the
   * network, so off by default and in CI. Default: false.
   */
  haveIBeenPwned: boolean;
}

/**
 * Reads the demo's configuration from environment variables: `PORT`, `HOST`, `PORTCULLIS_URL`,
 * `PORTCULLIS_DB`, `PORTCULLIS_OUTBOX`, `NODE_ENV`, the providers' `PORTCULLIS_<ID>_CLIENT_ID`
 * and `_CLIENT_SECRET`, `PORTCULLIS_DEMO_FAKE_PROVIDER`, `PORTCULLIS_ADMIN_EMAILS`,
 * `PORTCULLIS_DEMO_TURNSTILE` and `PORTCULLIS_DEMO_HAVE_I_BEEN_PWNED`. The default files live in the demo's
 * `.data/` folder whatever the working directory; paths you set resolve against the working
 * directory, as paths on a command line do. `PORTCULLIS_SECRET` and `PORTCULLIS_TRUSTED_ORIGINS`
 * are read by `@portcullis/core` itself.
 *
 * @throws Error when `PORT` is not an integer between 0 and 65535; when a provider is half
 *   configured; when `PORTCULLIS_DEMO_FAKE_PROVIDER` is on in production or off loopback.
 * @example
 * const config = readDemoConfig({ PORT: '8080', PORTCULLIS_DB: '/tmp/auth.db' });
 * config.baseURL; // undefined → http://localhost:8080 once listening
 */
export function readDemoConfig(env: Record<string, string | undefined> = process.env): DemoConfig {
  const hostname = env.HOST || 'localhost';
  const baseURL = env.PORTCULLIS_URL || undefined;
  const devRoutes = env.NODE_ENV !== 'production';
  return {
    port: parsePort(env.PORT),
    hostname,
    baseURL,
    dbPath: databasePath(env.PORTCULLIS_DB),
    outboxPath: env.PORTCULLIS_OUTBOX
      ? resolve(env.PORTCULLIS_OUTBOX)
      : resolve(DEMO_DIR, '.data/outbox.jsonl'),
    distDir: resolve(DEMO_DIR, 'dist'),
    devRoutes,
    socialProviders: readSocialProviders(env),
    fakeProvider: readFakeProvider(env.PORTCULLIS_DEMO_FAKE_PROVIDER, {
      devRoutes,
      hostname,
      baseURL,
    }),
    adminEmails: parseEmails(env.PORTCULLIS_ADMIN_EMAILS),
    turnstile: env.PORTCULLIS_DEMO_TURNSTILE === '1',
    haveIBeenPwned: env.PORTCULLIS_DEMO_HAVE_I_BEEN_PWNED === '1',
  };
}

/** A comma-separated list of addresses, trimmed and lower-cased; blanks dropped. */
function parseEmails(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * `PORTCULLIS_DEMO_FAKE_PROVIDER=1` lets anyone who reaches the server sign in as anybody, so it
 * is refused outright where that could matter rather than silently ignored.
 */
function readFakeProvider(
  raw: string | undefined,
  where: { devRoutes: boolean; hostname: string; baseURL: string | undefined },
): boolean {
  if (raw !== '1' && raw !== 'true') return false;
  if (!where.devRoutes) {
    throw new Error(
      'PORTCULLIS_DEMO_FAKE_PROVIDER is for development: unset it with NODE_ENV=production.',
    );
  }
  const urlHost = where.baseURL
    ? new URL(where.baseURL).hostname.replace(/^\[|\]$/g, '')
    : 'localhost';
  if (!isLoopbackHost(where.hostname) || !isLoopbackHost(urlHost)) {
    throw new Error(
      'PORTCULLIS_DEMO_FAKE_PROVIDER needs the demo on a loopback address: HOST and PORTCULLIS_URL must be localhost, 127.0.0.1 or ::1.',
    );
  }
  return true;
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopback(host);
}

function databasePath(raw: string | undefined): string {
  if (!raw) return resolve(DEMO_DIR, '.data/auth.db');
  // SQLite's in-memory database is a name, not a file path.
  return raw === ':memory:' ? raw : resolve(raw);
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}
