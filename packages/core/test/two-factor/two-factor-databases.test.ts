// The two-factor core flow on PostgreSQL (PORTCULLIS_TEST_POSTGRES_URL) and MariaDB/MySQL
// (PORTCULLIS_TEST_MYSQL_URL), each when its URL is set: the twoFactor table and
// user.twoFactorEnabled migrated, enable → verify → sign-in redirect → verify, and the
// conditional writes (TOTP step claim, backup-code compare-and-set, pending sign-in consumed
// once) under concurrent requests on a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../src/client/index.js';
import { createPortcullis, migrate } from '../../src/index.js';
import { twoFactorClient } from '../../src/plugins/two-factor/client.js';
import { twoFactor } from '../../src/plugins/two-factor/index.js';
import type { AdapterTarget } from '../adapters/adapter.case.js';
import {
  MYSQL_URL,
  mysqlTarget,
  notSet,
  POSTGRES_URL,
  postgresTarget,
} from '../adapters/targets.js';
import { plainHasher, TEST_ORIGIN } from '../kit/test-server.js';
import { ada, codeAt } from '../kit/two-factor-test-kit.js';

const targets: Array<{ name: string; variable: string; target: AdapterTarget | undefined }> = [
  {
    name: 'PostgreSQL',
    variable: 'PORTCULLIS_TEST_POSTGRES_URL',
    target: POSTGRES_URL ? postgresTarget(POSTGRES_URL) : undefined,
  },
  {
    name: 'MariaDB/MySQL',
    variable: 'PORTCULLIS_TEST_MYSQL_URL',
    target: MYSQL_URL ? mysqlTarget(MYSQL_URL) : undefined,
  },
];

const build = (target: AdapterTarget) =>
  createPortcullis({
    baseURL: TEST_ORIGIN,
    secret: 'a'.repeat(32),
    logger: { disabled: true },
    rateLimit: { enabled: false },
    database: (schema, settings) => target.createAdapter(schema, settings),
    emailAndPassword: { enabled: true, password: plainHasher },
    plugins: [twoFactor()],
  });

/** A cookie-keeping browser on the handler, with the two-factor client. */
function browser(auth: ReturnType<typeof build>) {
  const jar = new Map<string, string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('origin', TEST_ORIGIN);
    if (jar.size > 0) {
      request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await auth.handler(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [twoFactorClient()] });
}

for (const { name, variable, target } of targets) {
  describe.skipIf(!target)(`two-factor on ${name}${target ? '' : ` (${notSet(variable)})`}`, () => {
    let auth: ReturnType<typeof build>;
    beforeAll(async () => {
      await target!.setup?.();
      auth = build(target!);
      await migrate(auth);
    });
    afterAll(async () => {
      await target?.cleanup?.();
    });

    it('enable, verify, sign-in redirect, verify; races settle to one winner', async () => {
      const client = browser(auth);
      await client.signUp.email(ada);
      const { data } = await client.twoFactor.enable({ password: ada.password });
      const uri = data!.totpURI;
      expect((await client.twoFactor.verifyTotp({ code: codeAt(uri) })).error).toBeNull();
      expect((await client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: true });

      // Two browsers race one TOTP code: exactly one passes (the step is claimed once).
      const [a, b] = [browser(auth), browser(auth)];
      expect((await a.signIn.email(ada)).data).toEqual({ twoFactorRedirect: true });
      expect((await b.signIn.email(ada)).data).toEqual({ twoFactorRedirect: true });
      const code = codeAt(uri, Date.now(), 1);
      const totp = await Promise.all([
        a.twoFactor.verifyTotp({ code }),
        b.twoFactor.verifyTotp({ code }),
      ]);
      expect(totp.filter((result) => result.error === null)).toHaveLength(1);

      // Two browsers race one backup code: exactly one passes.
      const [c, d] = [browser(auth), browser(auth)];
      await c.signIn.email(ada);
      await d.signIn.email(ada);
      const backup = await Promise.all([
        c.twoFactor.verifyBackupCode({ code: data!.backupCodes[0]! }),
        d.twoFactor.verifyBackupCode({ code: data!.backupCodes[0]! }),
      ]);
      expect(backup.filter((result) => result.error === null)).toHaveLength(1);
      expect((await c.getSession()).data ?? (await d.getSession()).data).toMatchObject({
        user: { email: ada.email },
      });
    });
  });
}
