/**
 * Issue 19: a session ended on one instance is refused by every instance — on the very next
 * request with secondary storage (docs/sessions-and-cookies.md, "Secondary storage"), and once
 * the cookie cache's `maxAge` has passed with the cookie cache on (same page, "Cookie cache":
 * routes that read the database, such as the jwt plugin's `/token`, refuse it at once).
 */
import { describe, expect, it } from 'vitest';
import {
  instancesOf,
  onEveryInstance,
  PASSWORD,
  signIn,
  signUp,
  signUpAdmin,
  type TestUser,
} from './accounts.js';
import type { Answer, Browser } from './client.js';
import type { Cluster, ClusterApp } from './cluster.js';

/** One way of ending sessions, performed on whichever instance nginx picks. */
interface Revocation {
  name: string;
  /**
   * Signs the victim in on two devices, ends sessions, and says which devices must now be
   * refused and which must keep working.
   */
  run(
    cluster: Cluster,
    app: ClusterApp,
  ): Promise<{ by: Answer; revoked: Browser[]; kept: Browser[] }>;
}

/**
 * The victim signed up (device one) and signed in again on device two, both in use on every
 * instance — so their sessions sit in the shared session cache, where a missed eviction would
 * leave them answering.
 */
async function twoDevices(app: ClusterApp): Promise<[TestUser, Browser]> {
  const user = await signUp(app, 'victim');
  const other = await signIn(app, user.email);
  await expectSignedInEverywhere(
    app,
    [user.browser, other],
    '/get-session?disableCookieCache=true',
  );
  return [user, other];
}

function ok(answer: Answer): Answer {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

const REVOCATIONS: Revocation[] = [
  {
    name: 'revoke-session',
    async run(_, app) {
      const [user, other] = await twoDevices(app);
      const sessions = ok(await user.browser.get('/list-sessions')).body as Array<{
        token: string;
      }>;
      const { session } = ok(await other.get('/get-session')).body;
      expect(sessions.map((s) => s.token)).toContain(session.token);
      const by = ok(await user.browser.post('/revoke-session', { token: session.token }));
      return { by, revoked: [other], kept: [user.browser] };
    },
  },
  {
    name: 'sign-out',
    async run(_, app) {
      const [user, other] = await twoDevices(app);
      const stale = user.browser.copy();
      const by = ok(await user.browser.post('/sign-out'));
      return { by, revoked: [stale], kept: [other] };
    },
  },
  {
    name: 'change-password with revokeOtherSessions',
    async run(_, app) {
      const [user, other] = await twoDevices(app);
      const by = ok(
        await user.browser.post('/change-password', {
          currentPassword: PASSWORD,
          newPassword: 'another-horse-battery',
          revokeOtherSessions: true,
        }),
      );
      return { by, revoked: [other], kept: [user.browser] };
    },
  },
  {
    name: 'reset-password (revokeSessionsOnPasswordReset)',
    async run(cluster, app) {
      const [user, other] = await twoDevices(app);
      const anonymous = app.browser();
      ok(await anonymous.post('/forget-password', { email: user.email }));
      const { token } = await cluster.nextEmail(user.email);
      const by = ok(
        await anonymous.post('/reset-password', { token, newPassword: 'new-horse-battery' }),
      );
      return { by, revoked: [user.browser, other], kept: [] };
    },
  },
  {
    name: 'admin ban-user',
    async run(cluster, app) {
      const [user, other] = await twoDevices(app);
      const admin = await signUpAdmin(cluster, app);
      const by = ok(await admin.browser.post('/admin/ban-user', { userId: user.id }));
      return { by, revoked: [user.browser, other], kept: [admin.browser] };
    },
  },
  {
    name: 'delete-user',
    async run(_, app) {
      const [user, other] = await twoDevices(app);
      const stale = user.browser.copy();
      const by = ok(await user.browser.post('/delete-user', { password: PASSWORD }));
      return { by, revoked: [stale, other], kept: [] };
    },
  },
];

/** Every device is signed in on every instance. */
async function expectSignedInEverywhere(
  app: ClusterApp,
  devices: Browser[],
  path = '/get-session',
) {
  for (const device of devices) {
    const answers = await onEveryInstance(app, device, path);
    expect(answers.map((a) => [a.instance, a.status, a.body?.user?.id !== undefined])).toEqual(
      answers.map((a) => [a.instance, 200, true]),
    );
  }
}

/** get-session answers null on every instance, the one that revoked and the two others. */
async function expectRefusedEverywhere(app: ClusterApp, devices: Browser[], by: Answer) {
  for (const device of devices) {
    const answers = await onEveryInstance(app, device);
    expect(answers.map((a) => [a.instance, a.status, a.body])).toEqual(
      answers.map((a) => [a.instance, 200, null]),
    );
    expect(instancesOf(answers)).toContain(by.instance);
    expect(instancesOf(answers).length).toBe(app.instances.length);
  }
}

/** Runs the revocation cases against the `main` (secondary storage) and `cookieCache` apps. */
export function revocationCases(cluster: () => Cluster, cookieCacheMaxAgeSeconds: number) {
  describe('sessions ended on one instance, secondary storage on (app main)', () => {
    for (const revocation of REVOCATIONS) {
      it(`${revocation.name}: refused by every instance on the next request`, async () => {
        const app = cluster().app('main');
        const { by, revoked, kept } = await revocation.run(cluster(), app);
        await expectRefusedEverywhere(app, revoked, by);
        await expectSignedInEverywhere(app, kept);
      });
    }
  });

  // Concurrent: each case mostly waits for the cookie cache to expire.
  describe.concurrent('sessions ended on one instance, cookie cache on (app cookieCache)', () => {
    const maxAgeMs = cookieCacheMaxAgeSeconds * 1000;

    it('revoke-session: get-session still answers from the cache cookie within maxAge (the documented trade-off)', async () => {
      const app = cluster().app('cookieCache');
      const start = Date.now();
      // other's cache cookie is written by its sign-in, after `start`.
      const [user, other] = await twoDevices(app);
      const { session } = ok(await other.get('/get-session')).body;
      ok(await user.browser.post('/revoke-session', { token: session.token }));
      const answers = await onEveryInstance(app, other);
      expect(Date.now() - start, 'these steps took longer than maxAge').toBeLessThan(maxAgeMs);
      expect(answers.map((a) => [a.instance, a.body?.session?.token])).toEqual(
        answers.map((a) => [a.instance, session.token]),
      );
    });

    for (const revocation of REVOCATIONS) {
      it(`${revocation.name}: refused at once by /token, and by get-session once maxAge has passed`, async () => {
        const app = cluster().app('cookieCache');
        const { by, revoked, kept } = await revocation.run(cluster(), app);
        // Every cache cookie of the revoked devices was written before this moment.
        const cachedBy = Date.now();
        for (const device of revoked) {
          const answers = await onEveryInstance(app, device, '/token');
          expect(answers.map((a) => [a.instance, a.status])).toEqual(
            answers.map((a) => [a.instance, 401]),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, cachedBy + maxAgeMs + 100 - Date.now()));
        await expectRefusedEverywhere(app, revoked, by);
        await expectSignedInEverywhere(app, kept);
      });
    }
  });
}
