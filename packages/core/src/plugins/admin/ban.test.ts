import Redis from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { adminError, setupAdmin } from '../../../test/kit/admin-test-kit.js';
import { mockProviders } from '../../../test/kit/provider-test-kit.js';
import {
  GITHUB,
  githubHandlers,
  redirectError,
  signInWithGitHub,
} from '../../../test/social/helpers.js';
import { memoryStorage, redisStorage, type SecondaryStorage } from '../../index.js';

const providers = mockProviders();

afterEach(() => {
  vi.useRealTimers();
});

// Redis too when `bash scripts/services.sh env` has set PORTCULLIS_TEST_REDIS_URL.
const redisURL = process.env.PORTCULLIS_TEST_REDIS_URL;
const redisClients: Redis[] = [];
afterAll(async () => {
  await Promise.all(redisClients.map((client) => client.quit()));
});
const storages: Array<{ name: string; create: () => SecondaryStorage }> = [
  { name: 'memory', create: () => memoryStorage() },
  ...(redisURL
    ? [
        {
          name: 'Redis',
          create: () => {
            const client = new Redis(redisURL, { maxRetriesPerRequest: 1 });
            redisClients.push(client);
            const keyPrefix = `portcullis-admin-test:${Math.random().toString(36).slice(2)}:`;
            return redisStorage(client, { keyPrefix });
          },
        },
      ]
    : []),
];

describe('ban-user and unban-user', () => {
  it.each(storages)(
    'revokes every session of the user, in the database and in secondary storage ($name)',
    async ({ create }) => {
      const storage = create();
      const s = await setupAdmin({}, { secondaryStorage: storage });
      const admin = await s.signUp('Admin', 'admin');
      const target = await s.signUp('Target');
      const second = await s.signIn(target.email);
      const whoAmI = (cookie: string) => s.get('/get-session', { cookie }).then((r) => r.json());
      expect((await whoAmI(target.cookie))?.user.id).toBe(target.id);
      expect((await whoAmI(second.cookie))?.user.id).toBe(target.id);
      const tokens = (await s.sessionsOf(target.id)).map((row) => String(row.token));
      expect(tokens).toHaveLength(2);
      for (const token of tokens) expect(await storage.get(`session:${token}`)).not.toBeNull();

      const { status } = await s.call(admin, 'ban-user', { userId: target.id });
      expect(status).toBe(200);
      expect(await s.sessionsOf(target.id)).toEqual([]);
      for (const token of tokens) expect(await storage.get(`session:${token}`)).toBeNull();
      expect(await whoAmI(target.cookie)).toBeNull();
      expect(await whoAmI(second.cookie)).toBeNull();
      expect(await whoAmI(admin.cookie)).not.toBeNull();
    },
  );

  it('refuses every sign-in of a banned user with 403 BANNED_USER and the configured message', async () => {
    const s = await setupAdmin({ bannedUserMessage: 'Banned: write to support@example.com' });
    const admin = await s.signUp('Admin', 'admin');
    const target = await s.signUp('Target');
    await s.call(admin, 'ban-user', { userId: target.id });
    const signIn = await s.signIn(target.email);
    expect([signIn.status, signIn.body]).toEqual([
      403,
      { code: 'BANNED_USER', message: 'Banned: write to support@example.com' },
    ]);
    await s.call(admin, 'unban-user', { userId: target.id });
    expect((await s.signIn(target.email)).status).toBe(200);
  });

  it('stores the reason and expiry given, else the configured defaults', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const s = await setupAdmin({ defaultBanReason: 'Terms', defaultBanExpiresIn: 3600 });
    const admin = await s.signUp('Admin', 'admin');
    const a = await s.signUp('A');
    const b = await s.signUp('B');
    const given = await s.call(admin, 'ban-user', {
      userId: a.id,
      banReason: 'spam',
      banExpiresIn: 60,
    });
    expect(given.body.user).toMatchObject({
      banned: true,
      banReason: 'spam',
      banExpires: '2026-01-01T00:01:00.000Z',
    });
    const defaults = await s.call(admin, 'ban-user', { userId: b.id });
    expect(defaults.body.user).toMatchObject({
      banReason: 'Terms',
      banExpires: '2026-01-01T01:00:00.000Z',
    });
    const unbanned = await s.call(admin, 'unban-user', { userId: b.id });
    expect(unbanned.body.user).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });

  it('lifts a ban once banExpires has passed, at the next sign-in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const s = await setupAdmin();
    const admin = await s.signUp('Admin', 'admin');
    const target = await s.signUp('Target');
    await s.call(admin, 'ban-user', { userId: target.id, banExpiresIn: 60 });
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect((await s.signIn(target.email)).status).toBe(403);
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect((await s.signIn(target.email)).status).toBe(200);
    expect(await s.findUser(target.id)).toMatchObject({
      banned: false,
      banReason: null,
      banExpires: null,
    });
  });

  it('refuses a social sign-in of a banned user: the callback redirects with the message', async () => {
    const s = await setupAdmin(
      { bannedUserMessage: 'Banned for spam' },
      { socialProviders: { github: GITHUB } },
    );
    const admin = await s.signUp('Admin', 'admin');
    const ada = await s.signUp('Ada'); // ada@example.com, GitHub's address in the mock
    await s.adapter.update({
      model: 'user',
      where: [{ field: 'id', value: ada.id }],
      update: { emailVerified: true },
    });
    providers.use(...githubHandlers({ email: ada.email }));
    expect((await s.call(admin, 'ban-user', { userId: ada.id })).status).toBe(200);
    const refused = await signInWithGitHub(s);
    expect(redirectError(refused)).toMatchObject({ status: 302, error: 'Banned_for_spam' });
    expect(await s.sessionsOf(ada.id)).toEqual([]);
    await s.call(admin, 'unban-user', { userId: ada.id });
    const allowed = await signInWithGitHub(s);
    expect(redirectError(allowed)).toMatchObject({ status: 302, error: null, to: '/app' });
    expect(await s.sessionsOf(ada.id)).toHaveLength(1);
  });

  it('refuses to ban yourself', async () => {
    const s = await setupAdmin();
    const admin = await s.signUp('Admin', 'admin');
    const { status, body } = await s.call(admin, 'ban-user', { userId: admin.id });
    expect([status, body]).toEqual([400, adminError('You cannot ban yourself')]);
  });

  it('a banned user cannot be impersonated', async () => {
    const s = await setupAdmin();
    const admin = await s.signUp('Admin', 'admin');
    const target = await s.signUp('Target');
    await s.call(admin, 'ban-user', { userId: target.id });
    const { status, body } = await s.call(admin, 'impersonate-user', { userId: target.id });
    expect(status).toBe(403);
    expect(body.code).toBe('BANNED_USER');
  });
});
