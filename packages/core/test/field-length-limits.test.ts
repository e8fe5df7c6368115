import { describe, expect, it } from 'vitest';
import { createTestAuth, user } from './helpers.js';
import { createTestProvider, TEST_PROVIDER_ID_TOKEN } from './kit/test-provider.js';
import { signedIn } from './profile-helpers.js';

/** The 400 answered for a value longer than its field's limit. */
const tooLong = (path: string, max: number, what = 'string') => ({
  code: 'VALIDATION_ERROR',
  message: 'Invalid body parameters',
  details: [{ path, message: `Too big: expected ${what} to have <=${max} characters` }],
});

describe('user.name: at most 256 characters by default', () => {
  it('sign-up refuses 257 characters with 400 VALIDATION_ERROR naming the field, and stores nothing', async () => {
    const { auth, post, calls } = await createTestAuth();
    const refused = await post('/sign-up/email', { ...user, name: 'n'.repeat(257) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(tooLong('name', 256));
    expect(await auth.$context.adapter.count({ model: 'user' })).toBe(0);
    expect(await auth.$context.adapter.count({ model: 'account' })).toBe(0);
    const accepted = await post('/sign-up/email', { ...user, name: 'n'.repeat(256) });
    expect(accepted.status).toBe(200);
    expect(calls.hash).toBe(2);
  });

  it('update-user refuses 257 characters and keeps the old name; 256 is accepted', async () => {
    const t = await signedIn();
    const headers = { cookie: t.cookie };
    const refused = await t.post('/update-user', { name: 'n'.repeat(257) }, headers);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(tooLong('name', 256));
    expect((await t.auth.$context.store.findUserById(t.userId))?.name).toBe(user.name);
    expect((await t.post('/update-user', { name: 'n'.repeat(256) }, headers)).status).toBe(200);
  });

  it('user.maxNameLength sets another maximum', async () => {
    const { post } = await createTestAuth({ user: { maxNameLength: 1_000 } });
    expect((await post('/sign-up/email', { ...user, name: 'n'.repeat(1_000) })).status).toBe(200);
    const refused = await post('/sign-up/email', {
      ...user,
      email: 'bo@example.com',
      name: 'n'.repeat(1_001),
    });
    expect(await refused.json()).toEqual(tooLong('name', 1_000));
  });
});

describe('user.image: a URL of at most 2048 characters by default', () => {
  const url = (length: number) => `https://cdn.example/${'i'.repeat(length - 20)}`;

  it('sign-up and update-user refuse 2049 characters and accept 2048', async () => {
    const t = await signedIn();
    const refused = await t.post('/sign-up/email', {
      ...user,
      email: 'bo@example.com',
      image: url(2_049),
    });
    expect(await refused.json()).toEqual(tooLong('image', 2_048));
    const headers = { cookie: t.cookie };
    const update = await t.post('/update-user', { image: url(2_049) }, headers);
    expect(update.status).toBe(400);
    expect(await update.json()).toEqual(tooLong('image', 2_048));
    expect((await t.post('/update-user', { image: url(2_048) }, headers)).status).toBe(200);
  });

  it('user.maxImageLength makes room for data: URLs', async () => {
    const dataURL = `data:image/png;base64,${'A'.repeat(50_000)}`;
    const { post } = await createTestAuth({ user: { maxImageLength: 100_000 } });
    expect((await post('/sign-up/email', { ...user, image: dataURL })).status).toBe(200);
  });
});

describe('user.additionalFields of type string: 1024 characters unless they say', () => {
  const additionalFields = {
    company: { type: 'string', required: false },
    bio: { type: 'string', required: false, maxLength: 5_000 },
    settings: { type: 'json', required: false },
  } as const;

  it('refuses 1025 characters on sign-up and update-user, naming the field', async () => {
    const t = await signedIn({ user: { additionalFields } });
    const refused = await t.post('/sign-up/email', {
      ...user,
      email: 'bo@example.com',
      company: 'c'.repeat(1_025),
    });
    expect(await refused.json()).toEqual(tooLong('company', 1_024));
    const update = await t.post(
      '/update-user',
      { company: 'c'.repeat(1_025) },
      { cookie: t.cookie },
    );
    expect(await update.json()).toEqual(tooLong('company', 1_024));
    const ok = await t.post('/update-user', { company: 'c'.repeat(1_024) }, { cookie: t.cookie });
    expect(ok.status).toBe(200);
  });

  it("honours a field's own maxLength and leaves json fields unlimited unless given one", async () => {
    const t = await signedIn({ user: { additionalFields } });
    const headers = { cookie: t.cookie };
    expect((await t.post('/update-user', { bio: 'b'.repeat(5_000) }, headers)).status).toBe(200);
    const refused = await t.post('/update-user', { bio: 'b'.repeat(5_001) }, headers);
    expect(await refused.json()).toEqual(tooLong('bio', 5_000));
    const big = { notes: 'x'.repeat(20_000) };
    expect((await t.post('/update-user', { settings: big }, headers)).status).toBe(200);
  });

  it('refuses a maxLength that is not a positive number at start-up', async () => {
    await expect(
      createTestAuth({
        user: { additionalFields: { company: { type: 'string', maxLength: -1 } } },
      }),
    ).rejects.toThrow(/user\.additionalFields\.company\.maxLength must be a positive number/);
  });
});

describe('session.userAgent: shortened, never refused', () => {
  it('stores at most 512 characters of the User-Agent header and signs in anyway', async () => {
    const { auth, post } = await createTestAuth();
    const agent = `Mozilla/5.0 ${'x'.repeat(5_000)}`;
    const response = await post('/sign-up/email', user, { 'user-agent': agent });
    expect(response.status).toBe(200);
    const [session] = await auth.$context.adapter.findMany<{ id: string; userAgent: string }>({
      model: 'session',
    });
    expect(session?.userAgent).toBe(agent.slice(0, 512));
  });

  it('session.maxUserAgentLength sets another maximum', async () => {
    const { auth, post } = await createTestAuth({ session: { maxUserAgentLength: 20 } });
    await post('/sign-up/email', user, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    const [session] = await auth.$context.adapter.findMany<{ id: string; userAgent: string }>({
      model: 'session',
    });
    expect(session?.userAgent).toBe('Mozilla/5.0 (X11; Li');
  });
});

describe("a provider's profile: shortened, never refused", () => {
  it('shortens the name and extra fields, and drops an image URL that is too long', async () => {
    const provider = createTestProvider({
      user: { name: 'N'.repeat(300), image: `https://img.example/${'i'.repeat(3_000)}` },
      mapProfileToUser: () => ({ company: 'C'.repeat(2_000) }),
    });
    const { auth, post } = await createTestAuth({
      socialProviders: { idtest: provider },
      user: { additionalFields: { company: { type: 'string', required: false } } },
    });
    const response = await post('/sign-in/social', {
      provider: 'idtest',
      idToken: { token: TEST_PROVIDER_ID_TOKEN },
    });
    expect(response.status).toBe(200);
    const { user: answered } = await response.json();
    // The sign-in answer has the core fields only; the stored user has `company` too.
    const created = await auth.$context.store.findUserById(answered.id);
    expect(created?.name).toBe('N'.repeat(256));
    expect(created?.image).toBeNull();
    expect((created as Record<string, unknown> | null)?.company).toBe('C'.repeat(1_024));
  });
});

describe('the limits hold for every write, not one route', () => {
  it('refuses a direct adapter write before database hooks see it', async () => {
    const seen: unknown[] = [];
    const t = await signedIn({
      databaseHooks: { user: { update: { before: (data) => void seen.push(data) } } },
    });
    await expect(
      t.auth.$context.adapter.update({
        model: 'user',
        where: [{ field: 'id', value: t.userId }],
        update: { name: 'n'.repeat(257) },
      }),
    ).rejects.toMatchObject({ status: 400, body: tooLong('name', 256) });
    expect(seen).toEqual([]);
  });

  it('refuses user.maxNameLength of zero at start-up', async () => {
    await expect(createTestAuth({ user: { maxNameLength: 0 } })).rejects.toThrow(
      /user\.maxNameLength must be a positive number/,
    );
  });
});
