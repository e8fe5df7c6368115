import Redis from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type EmailMessage,
  memoryStorage,
  redisStorage,
  type SecondaryStorage,
} from '../src/index.js';
import {
  cookieHeader,
  createTestAuth,
  requestHelpers,
  spyOnReads,
  tempDatabasePath,
  user,
} from './helpers.js';

/** Two app instances over one SQL database and one secondary storage, as behind a load balancer. */
async function twoInstances(storage: SecondaryStorage) {
  const database = tempDatabasePath();
  const resetEmails: EmailMessage[] = [];
  const options = {
    database,
    secondaryStorage: storage,
    user: { deleteUser: { enabled: true } },
    emailAndPassword: {
      enabled: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async (message: EmailMessage) => {
        resetEmails.push(message);
      },
    },
  };
  const a = await createTestAuth(options);
  const b = await createTestAuth(options);
  const cookie = cookieHeader(await a.post('/sign-up/email', user));
  const session = async () => (await b.get('/get-session', { cookie })).json();
  expect((await session()).user.name).toBe(user.name); // B now has it cached
  return { a, b, cookie, session, resetEmails };
}

function storageContract(label: string, makeStorage: () => SecondaryStorage) {
  describe(`session lookups through ${label}`, () => {
    it('are served from the storage, without a SQL read', async () => {
      const { b, cookie } = await twoInstances(makeStorage());
      const reads = spyOnReads(b.auth.$context.adapter);
      const body = await (await b.get('/get-session', { cookie })).json();
      expect(body.user.email).toBe(user.email);
      expect(reads.count()).toBe(0);
    });

    it('see a sign-out made through another instance at once', async () => {
      const { a, cookie, session } = await twoInstances(makeStorage());
      await a.post('/sign-out', {}, { cookie });
      expect(await session()).toBeNull();
    });

    it('see revoke-sessions and a profile update made through another instance at once', async () => {
      const first = await twoInstances(makeStorage());
      await first.a.post('/update-user', { name: 'Countess' }, { cookie: first.cookie });
      expect((await first.session()).user.name).toBe('Countess');
      await first.a.post('/revoke-sessions', {}, { cookie: first.cookie });
      expect(await first.session()).toBeNull();
    });

    it('see an account deletion made through another instance at once', async () => {
      const { a, cookie, session } = await twoInstances(makeStorage());
      const response = await a.post('/delete-user', { password: user.password }, { cookie });
      expect(response.status).toBe(200);
      expect(await session()).toBeNull();
    });

    it('see a password reset that revokes sessions (revokeSessionsOnPasswordReset) at once', async () => {
      const { a, session, resetEmails } = await twoInstances(makeStorage());
      const other = cookieHeader(await a.post('/sign-in/email', user));
      const otherSession = async () => (await a.get('/get-session', { cookie: other })).json();
      expect((await otherSession()).user.email).toBe(user.email); // A has this one cached
      await a.post('/forget-password', { email: user.email, redirectTo: '/reset' });
      await vi.waitFor(() => expect(resetEmails).toHaveLength(1));
      const reset = await a.post('/reset-password', {
        token: resetEmails[0]!.token,
        newPassword: 'a-brand-new-password',
      });
      expect(reset.status).toBe(200);
      expect(await session()).toBeNull();
      expect(await otherSession()).toBeNull();
    });
  });
}

storageContract('memoryStorage()', () => memoryStorage());

const redisURL = process.env.PORTCULLIS_TEST_REDIS_URL;
if (!redisURL)
  console.warn('[skip] Redis tests: set PORTCULLIS_TEST_REDIS_URL (see docs/databases.md)');

describe.skipIf(!redisURL)('redisStorage (skipped without PORTCULLIS_TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(redisURL!, { lazyConnect: false, maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(clients.map((redis) => redis.quit()));
  });

  // Each test gets its own key prefix, so parallel runs never share entries.
  storageContract('Redis', () =>
    redisStorage(client(), {
      keyPrefix: `portcullis-test:${Math.random().toString(36).slice(2)}:`,
    }),
  );

  it('stores sessions with a TTL no longer than the session', async () => {
    const redis = client();
    const keyPrefix = `portcullis-test:${Math.random().toString(36).slice(2)}:`;
    const { auth, post } = await createTestAuth({
      secondaryStorage: redisStorage(redis, { keyPrefix }),
    });
    const cookie = cookieHeader(await post('/sign-up/email', user));
    await requestHelpers(auth).get('/get-session', { cookie });
    const [key] = await redis.keys(`${keyPrefix}session:*`);
    const ttl = await redis.ttl(key!);
    expect(ttl).toBeGreaterThan(604_800 - 60);
    expect(ttl).toBeLessThanOrEqual(604_800);
  });
});
