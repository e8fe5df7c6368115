import mysql from 'mysql2';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate, type PortcullisOptions } from '../../src/index.js';
import { passkey } from '../../src/plugins/passkey/index.js';
import { MYSQL_URL, POSTGRES_URL, uniqueName } from '../adapters/targets.js';
import { plainHasher, TEST_ORIGIN, type TestBrowser } from '../kit/test-server.js';
import { json, passkeyCalls } from './passkey-kit.js';
import { createSoftwareAuthenticator } from './software-authenticator.js';

// The passkey table on the server databases: its columns (booleans, numbers, dates) round-trip,
// the counter's compare-and-set holds, and a used challenge is gone.

/** A cookie-keeping fetch into `auth.handler`, sending Origin on POST as a browser does. */
function browserOf(auth: { handler: (request: Request) => Promise<Response> }): TestBrowser {
  const cookies = new Map<string, string>();
  const fetchIt = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (cookies.size > 0) {
      request.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    if (request.method !== 'GET') request.headers.set('origin', TEST_ORIGIN);
    const response = await auth.handler(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return { fetch: fetchIt as typeof fetch, cookies };
}

async function passkeyFlow(database: PortcullisOptions['database']) {
  const auth = createPortcullis({
    baseURL: TEST_ORIGIN,
    secret: 'a'.repeat(32),
    logger: { disabled: true },
    database,
    emailAndPassword: { enabled: true, password: plainHasher },
    plugins: [passkey()],
  });
  await migrate(auth);
  const browser = browserOf(auth);
  const calls = passkeyCalls(browser);
  const userId = await calls.signUp('ada@example.com');
  const authenticator = createSoftwareAuthenticator({ origin: TEST_ORIGIN, rpID: 'localhost' });
  const options = await json(await calls.registerOptions());
  const registered = await calls.verifyRegistration(
    authenticator.register(options).response,
    'Key',
  );
  expect(registered.status).toBe(200);
  const row = await json(registered);
  expect(row).toMatchObject({ userId, name: 'Key', counter: 0, backedUp: false });
  expect(typeof row.createdAt).toBe('string');

  // Signed out, discoverable sign-in; the counter moves to 7.
  await calls.signOut();
  const request = await json(await calls.authenticateOptions());
  const assertion = authenticator.authenticate(request, undefined, { counter: 7 });
  expect((await calls.verifyAuthentication(assertion)).status).toBe(200);
  const [listed] = await json(await calls.list());
  expect(listed).toEqual({ ...row, counter: 7 });
  expect(listed.backedUp).toBe(false);

  // The same counter again is refused; so is the used challenge.
  const again = await json(await calls.authenticateOptions());
  const stale = await calls.verifyAuthentication(
    authenticator.authenticate(again, undefined, { counter: 7 }),
  );
  expect(stale.status).toBe(400);
  expect(await json(stale)).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
  expect(await auth.$context.adapter.count({ model: 'verification', where: [] })).toBe(0);
  expect((await calls.remove(row.id)).status).toBe(200);
  expect(await json(await calls.list())).toEqual([]);
  return auth;
}

describe.skipIf(!POSTGRES_URL)('passkeys on PostgreSQL', () => {
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 1 });
  const schema = uniqueName('pc_passkey');
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
  afterAll(async () => {
    await pool.end();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  it('registers, signs in, checks the counter and deletes', async () => {
    await admin.query(`create schema "${schema}"`);
    await passkeyFlow(pool);
  });
});

describe.skipIf(!MYSQL_URL)('passkeys on MySQL/MariaDB', () => {
  const base = new URL(MYSQL_URL ?? 'mysql://localhost/x');
  const name = uniqueName(base.pathname.slice(1) || 'portcullis_test');
  const admin = mysql.createPool({ uri: MYSQL_URL, connectionLimit: 1 }).promise();
  base.pathname = `/${name}`;
  const pool = mysql.createPool({ uri: base.href, timezone: 'Z' });
  afterAll(async () => {
    await new Promise((resolve) => pool.end(resolve));
    await admin.query(`drop database if exists \`${name}\``);
    await admin.end();
  });

  it('registers, signs in, checks the counter and deletes', async () => {
    await admin.query(`create database \`${name}\` character set utf8mb4`);
    await passkeyFlow(pool);
  });
});
