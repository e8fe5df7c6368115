/**
 * Issue 19: rate limits and the per-account lockout count across instances exactly, whichever
 * store holds the counters (Redis: one atomic script per hit; the database: one upsert per hit).
 * 50 attempts at once, spread by nginx over the three instances, and never more than the limit
 * get through. Zitadel's lockout bypass (GHSA-7h8m-vrxx-vr4m) was parallel attempts; Better
 * Auth's IPv6 bypass (CVE-2026-45364) was one client rotating addresses inside its /64.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countStatuses, instancesOf, PASSWORD, signUp, uniqueEmail } from './accounts.js';
import type { Answer } from './client.js';
import type { Cluster } from './cluster.js';
import {
  EMAIL_OTP_PER_ADDRESS_LIMIT,
  EMAIL_OTP_PER_IP_LIMIT,
  LOCKOUT,
  SIGN_IN_LIMIT,
} from './config.js';

const ATTEMPTS = 50;

const group = () => randomInt(0x10000);
/** A random /64 inside 2001:db8::/32 (documentation addresses): its first four groups. */
const randomPrefix = () => [0x2001, 0xdb8, group(), group()];
/** The next /64 after `prefix`: another client. */
const neighbourOf = (prefix: number[]) => [...prefix.slice(0, 3), prefix[3]! ^ 1];
/** A random address inside the /64 `prefix`. */
const addressIn = (prefix: number[]) =>
  [...prefix, group(), group(), group(), group()].map((g) => g.toString(16)).join(':');

/** `ATTEMPTS` wrong-password sign-ins at once, through nginx; `from(i)` picks IP and email. */
function signInsAtOnce(
  cluster: Cluster,
  appName: string,
  from: (i: number) => { ip: string; email: string },
): Promise<Answer[]> {
  const app = cluster.app(appName);
  return Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) => {
      const { ip, email } = from(i);
      return app.browser({ ip }).post('/sign-in/email', { email, password: 'wrong-password-1' });
    }),
  );
}

/** `max` answers got past the limit (401: the password was checked), the rest were 429. */
const limited = (max: number) => ({ 401: max, 429: ATTEMPTS - max });

/** `ATTEMPTS` email-code sends at once, through nginx; `from(i)` picks IP and address. */
function codeSendsAtOnce(
  cluster: Cluster,
  appName: string,
  from: (i: number) => { ip: string; email: string },
): Promise<Answer[]> {
  const app = cluster.app(appName);
  return Promise.all(
    Array.from({ length: ATTEMPTS }, (_, i) => {
      const { ip, email } = from(i);
      return app
        .browser({ ip })
        .post('/email-otp/send-verification-otp', { email, type: 'sign-in' });
    }),
  );
}

export function rateLimitCases(cluster: () => Cluster) {
  const stores = [
    ['main', 'Redis'],
    ['databaseCounters', 'the database'],
  ] as const;
  for (const [appName, store] of stores) {
    describe(`counters in ${store} (app ${appName})`, () => {
      it(`lets exactly ${SIGN_IN_LIMIT.max} of ${ATTEMPTS} parallel sign-ins from one client through`, async () => {
        const ip = `203.0.113.${randomInt(1, 255)}`;
        const answers = await signInsAtOnce(cluster(), appName, () => ({
          ip,
          email: uniqueEmail(),
        }));
        expect(countStatuses(answers)).toEqual(limited(SIGN_IN_LIMIT.max));
        expect(instancesOf(answers)).toEqual(['a', 'b', 'c']);
      });

      it(`counts every address of one IPv6 /64 as one client (${SIGN_IN_LIMIT.max} of ${ATTEMPTS} through)`, async () => {
        const prefix = randomPrefix();
        const answers = await signInsAtOnce(cluster(), appName, () => ({
          ip: addressIn(prefix),
          email: uniqueEmail(),
        }));
        expect(countStatuses(answers)).toEqual(limited(SIGN_IN_LIMIT.max));
        expect(instancesOf(answers)).toEqual(['a', 'b', 'c']);
        // The neighbouring /64 is another client, with a budget of its own.
        const neighbour = cluster()
          .app(appName)
          .browser({ ip: addressIn(neighbourOf(prefix)) });
        const answer = await neighbour.post('/sign-in/email', {
          email: uniqueEmail(),
          password: 'wrong-password-1',
        });
        expect(answer.status).toBe(401);
      });

      it(`sends exactly ${EMAIL_OTP_PER_ADDRESS_LIMIT.max} of ${ATTEMPTS} parallel email codes to one address from ${ATTEMPTS} clients`, async () => {
        const app = cluster().app(appName);
        const email = uniqueEmail('otp');
        const answers = await codeSendsAtOnce(cluster(), appName, () => ({
          ip: app.browser().ip,
          email,
        }));
        const sent = EMAIL_OTP_PER_ADDRESS_LIMIT.max;
        expect(countStatuses(answers)).toEqual({ 200: sent, 429: ATTEMPTS - sent });
        expect(instancesOf(answers)).toEqual(['a', 'b', 'c']);
        // And exactly that many codes went out (sends happen after the answer).
        const codes = [];
        for (let i = 0; i < sent; i++) codes.push(await cluster().nextEmail(email));
        expect(codes.every((mail) => mail.type === 'email-otp' && mail.app === appName)).toBe(true);
        await expect(cluster().nextEmail(email, 1_500)).rejects.toThrow();
      });

      it(`lets exactly ${EMAIL_OTP_PER_IP_LIMIT.max} of ${ATTEMPTS} parallel email-code sends from one client through`, async () => {
        const ip = `198.51.100.${randomInt(1, 255)}`;
        const answers = await codeSendsAtOnce(cluster(), appName, () => ({
          ip,
          email: uniqueEmail('otp'),
        }));
        const sent = EMAIL_OTP_PER_IP_LIMIT.max;
        expect(countStatuses(answers)).toEqual({ 200: sent, 429: ATTEMPTS - sent });
        expect(instancesOf(answers)).toEqual(['a', 'b', 'c']);
      });

      it(`checks exactly ${LOCKOUT.maxFailures} of ${ATTEMPTS} parallel guesses at one account from ${ATTEMPTS} clients, then locks it everywhere`, async () => {
        const app = cluster().app(appName);
        const { email } = await signUp(app, 'lockout');
        const answers = await signInsAtOnce(cluster(), appName, () => ({
          ip: app.browser().ip,
          email,
        }));
        expect(countStatuses(answers)).toEqual(limited(LOCKOUT.maxFailures));
        expect(instancesOf(answers)).toEqual(['a', 'b', 'c']);
        // The right password is refused too, by every instance, until the window ends.
        const right: Answer[] = [];
        for (const _ of app.instances) {
          right.push(await app.browser().post('/sign-in/email', { email, password: PASSWORD }));
        }
        expect(right.map((a) => a.status)).toEqual([429, 429, 429]);
      });
    });
  }

  describe('the client address behind nginx (app main)', () => {
    it('is the address the trusted hop reports; a client nginx does not trust cannot forge it', async () => {
      const app = cluster().app('main');
      const { browser, email } = await signUp(app, 'address');
      // 127.0.0.2 is not in nginx's set_real_ip_from: its X-Forwarded-For is not believed.
      const untrusted = app.browser({ ip: '198.51.100.99', localAddress: '127.0.0.2' });
      const signIn = await untrusted.post('/sign-in/email', { email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      const sessions = (await browser.get('/list-sessions')).body as Array<{ ipAddress: string }>;
      expect(sessions.map((s) => s.ipAddress).sort()).toEqual([browser.ip, '127.0.0.2'].sort());
    });
  });
}
