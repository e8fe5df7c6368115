// The passwordless flows on PostgreSQL (PORTCULLIS_TEST_POSTGRES_URL): the conditional writes
// that count attempts and consume codes and links, on a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate } from '../../src/index.js';
import { emailOTP } from '../../src/plugins/email-otp/index.js';
import { magicLink } from '../../src/plugins/magic-link/index.js';
import { notSet, POSTGRES_URL, postgresTarget } from '../adapters/targets.js';
import { plainHasher, TEST_ORIGIN } from '../kit/test-server.js';
import { wrongCode } from './passwordless-kit.js';

const target = POSTGRES_URL ? postgresTarget(POSTGRES_URL) : undefined;

describe.skipIf(!target)(
  `passwordless on PostgreSQL${target ? '' : ` (${notSet('PORTCULLIS_TEST_POSTGRES_URL')})`}`,
  () => {
    const sent: { email: string; otp?: string; token?: string }[] = [];
    let auth: ReturnType<typeof build>;
    const build = () =>
      createPortcullis({
        baseURL: TEST_ORIGIN,
        secret: 'a'.repeat(32),
        logger: { disabled: true },
        database: (schema, settings) => target!.createAdapter(schema, settings),
        emailAndPassword: { enabled: true, password: plainHasher },
        plugins: [
          magicLink({ sendMagicLink: ({ email, token }) => void sent.push({ email, token }) }),
          emailOTP({ sendVerificationOTP: ({ email, otp }) => void sent.push({ email, otp }) }),
        ],
      });

    beforeAll(async () => {
      await target!.setup?.();
      auth = build();
      await migrate(auth);
    });
    afterAll(async () => {
      await target?.cleanup?.();
    });

    const waitForMessage = async (count: number) => {
      for (let i = 0; i < 200 && sent.length < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return sent[count - 1]!;
    };

    it('counts wrong codes, refuses the fourth try and lets one of two right uses through', async () => {
      await auth.api.sendVerificationOTP({ body: { email: 'pg@example.com', type: 'sign-in' } });
      const { otp } = await waitForMessage(1);
      const attempt = (code: string) =>
        auth.api
          .signInEmailOTP({ body: { email: 'pg@example.com', otp: code }, headers: new Headers() })
          .then(
            () => 200,
            (error: { status: number }) => error.status,
          );
      expect(await Promise.all([attempt(otp!), attempt(otp!)]).then((s) => s.sort())).toEqual([
        200, 400,
      ]);

      await auth.api.sendVerificationOTP({ body: { email: 'pg@example.com', type: 'sign-in' } });
      const second = (await waitForMessage(2)).otp!;
      expect(await Promise.all([1, 2, 3].map(() => attempt(wrongCode(second))))).toEqual([
        400, 400, 400,
      ]);
      expect(await attempt(second)).toBe(403);
    });

    it('consumes a magic link once', async () => {
      await auth.api.signInMagicLink({
        body: { email: 'link@example.com' },
        headers: new Headers(),
      });
      const { token } = await waitForMessage(3);
      const use = () =>
        auth.api.magicLinkVerify({
          query: { token: token! },
          headers: new Headers(),
          asResponse: true,
        });
      const statuses = (await Promise.all([use(), use()]))
        .map((response) => response.status)
        .sort();
      expect(statuses).toEqual([200, 302]);
    });
  },
);
