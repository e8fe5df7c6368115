import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APIError,
  type PortcullisOptions,
  type PortcullisPlugin,
  type User,
} from '../src/index.js';
import type { EmailMessage } from '../src/kernel/options.js';
import { BASE_URL, cookieHeader, setCookies, user } from './helpers.js';
import { signedIn, userWithoutPassword } from './profile-helpers.js';

const DAY_MS = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A plugin-like model owned by users; `no action` so only our own delete can empty it. */
const notes: PortcullisPlugin = {
  id: 'notes',
  schema: {
    note: {
      modelName: 'note',
      fields: {
        text: { type: 'string' },
        userId: {
          type: 'string',
          references: { model: 'user', field: 'id', onDelete: 'no action' },
        },
      },
    },
  },
};

type DeleteUserOptions = NonNullable<NonNullable<PortcullisOptions['user']>['deleteUser']>;

/** An instance with deletion on, a second user, and a note and a verification for each. */
async function setup(
  deleteUser: Partial<DeleteUserOptions> = {},
  extra: Partial<PortcullisOptions> = {},
) {
  const t = await signedIn({
    user: { deleteUser: { enabled: true, ...deleteUser } },
    plugins: [notes],
    ...extra,
  });
  const { adapter, store } = t.auth.$context;
  const otherResponse = await t.post('/sign-up/email', { ...user, email: 'bob@example.com' });
  const other = await otherResponse.json();
  for (const userId of [t.userId, other.user.id]) {
    await adapter.create({ model: 'note', data: { text: 'mine', userId } });
    await store.createVerification({
      identifier: `reset-password:${userId}`,
      value: userId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  const count = (model: string, userId = t.userId) =>
    adapter.count({
      model,
      where: [{ field: model === 'verification' ? 'value' : 'userId', value: userId }],
    });
  const owned = async (userId = t.userId) => ({
    user: (await store.findUserById(userId)) ? 1 : 0,
    session: await count('session', userId),
    account: await count('account', userId),
    note: await count('note', userId),
    verification: await count('verification', userId),
  });
  return {
    ...t,
    otherId: other.user.id as string,
    otherCookie: cookieHeader(otherResponse),
    owned,
  };
}

const NOTHING = { user: 0, session: 0, account: 0, note: 0, verification: 0 };
const EVERYTHING = { user: 1, session: 1, account: 1, note: 1, verification: 1 };
const DELETED = { success: true, message: 'User deleted' };

/** Sets up with an email sender and asks for a deletion link; returns the sent message. */
async function withLink(
  deleteUser: Partial<DeleteUserOptions> = {},
  callbackURL?: string,
  extra: Partial<PortcullisOptions> = {},
) {
  const sent: EmailMessage[] = [];
  const t = await setup(
    { ...deleteUser, sendDeleteAccountVerification: (m) => void sent.push(m) },
    extra,
  );
  const response = await t.post('/delete-user', { callbackURL }, { cookie: t.cookie });
  expect(await response.json()).toEqual({ success: true, message: 'Verification email sent' });
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  return { ...t, mail: sent[0]!, sent };
}

describe('delete-user when not enabled', () => {
  it('answers 404 "Not Found" on both routes', async () => {
    const { post, get, cookie } = await signedIn();
    for (const response of [
      await post('/delete-user', {}, { cookie }),
      await get('/delete-user/callback?token=abc', { cookie }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
    }
  });
});

describe('POST /delete-user', () => {
  it('deletes a fresh session user and everything they own, in one go', async () => {
    const { post, get, cookie, owned, otherId } = await setup();
    // No body at all: every field is optional.
    const response = await post('/delete-user', undefined as never, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DELETED);
    expect(await owned()).toEqual(NOTHING);
    expect(await owned(otherId)).toEqual(EVERYTHING);
    const cookies = setCookies(response);
    for (const name of ['session_token', 'session_data', 'dont_remember']) {
      expect(cookies[`portcullis.${name}`]?.raw).toMatch(/Max-Age=0/);
    }
    expect(await (await get('/get-session', { cookie })).json()).toBeNull();
  });

  it('answers 401 without a session and 403 for an unsafe callbackURL', async () => {
    const { post, cookie, owned } = await setup();
    expect((await post('/delete-user', {})).status).toBe(401);
    const unsafe = await post('/delete-user', { callbackURL: '//evil.example' }, { cookie });
    expect(unsafe.status).toBe(403);
    expect((await unsafe.json()).message).toBe('Invalid callbackURL');
    expect(await owned()).toEqual(EVERYTHING);
  });

  it('refuses a session older than freshAge without a password', async () => {
    const { post, cookie, owned } = await setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    const response = await post('/delete-user', {}, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION',
      message: 'Session expired. Re-authenticate to perform this action.',
    });
    expect(await owned()).toEqual(EVERYTHING);
  });

  it('deletes with the right password, even from a session older than freshAge', async () => {
    const { post, cookie, owned } = await setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    const response = await post('/delete-user', { password: user.password }, { cookie });
    expect(await response.json()).toEqual(DELETED);
    expect(await owned()).toEqual(NOTHING);
  });

  it('answers 400 "Invalid password" for a wrong one, even an empty one', async () => {
    const { post, cookie, owned } = await setup();
    for (const password of ['wrong-password', '']) {
      const response = await post('/delete-user', { password }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'INVALID_PASSWORD',
        message: 'Invalid password',
      });
    }
    expect(await owned()).toEqual(EVERYTHING);
  });

  it('answers 400 "No password credential found" to a password from a user without one', async () => {
    const { auth, post } = await setup();
    const { cookie } = await userWithoutPassword(auth);
    const response = await post('/delete-user', { password: 'anything-at-all' }, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('NO_PASSWORD_CREDENTIAL_FOUND');
  });

  it('with a sender, emails a 32-character token stored for 1 day and deletes nothing yet', async () => {
    const start = Date.now();
    const { auth, mail, owned, userId } = await withLink({}, '/goodbye');
    expect(mail.user.id).toBe(userId);
    // Better Auth 1.2.7's format: 32 characters over [a-z0-9] (SPEC §9).
    expect(mail.token).toMatch(/^[a-z0-9]{32}$/);
    expect(mail.url).toBe(
      `${BASE_URL}/api/auth/delete-user/callback?token=${mail.token}&callbackURL=%2Fgoodbye`,
    );
    const record = await auth.$context.store.findVerification(`delete-account-${mail.token}`);
    expect(record?.value).toBe(userId);
    expect(record!.expiresAt.getTime() - start).toBeGreaterThanOrEqual(DAY_MS - 1_000);
    expect(record!.expiresAt.getTime() - start).toBeLessThanOrEqual(DAY_MS + 5_000);
    expect(await owned()).toEqual({ ...EVERYTHING, verification: 2 });
  });

  it('honours deleteTokenExpiresIn and leaves callbackURL out of the link when not given', async () => {
    const { auth, mail } = await withLink({ deleteTokenExpiresIn: 600 });
    expect(mail.url).toBe(`${BASE_URL}/api/auth/delete-user/callback?token=${mail.token}`);
    const record = await auth.$context.store.findVerification(`delete-account-${mail.token}`);
    expect(record!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it('with a sender, checks a password, then emails the link and deletes nothing yet', async () => {
    const sent: EmailMessage[] = [];
    const { post, cookie, owned } = await setup({
      sendDeleteAccountVerification: (m) => void sent.push(m),
    });
    const wrong = await post('/delete-user', { password: 'wrong-password' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });

    const response = await post(
      '/delete-user',
      { password: user.password, callbackURL: '/goodbye' },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Verification email sent' });
    expect(response.headers.getSetCookie()).toEqual([]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('callbackURL=%2Fgoodbye');
    expect(await owned()).toEqual({ ...EVERYTHING, verification: 2 });
  });

  it('deletes with the emailed token in the body (JSON answer), once', async () => {
    const { post, cookie, mail, owned } = await withLink({}, '/goodbye');
    const response = await post('/delete-user', { token: mail.token }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DELETED);
    expect(await owned()).toEqual(NOTHING);
  });

  it('answers 404 "invalid token" for an unknown token in the body', async () => {
    const { post, cookie, owned } = await setup();
    const response = await post('/delete-user', { token: 'x'.repeat(32) }, { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'invalid token' });
    expect(await owned()).toEqual(EVERYTHING);
  });
});

describe('GET /delete-user/callback', () => {
  it('deletes the user, clears the cookies and redirects to callbackURL', async () => {
    const { auth, cookie, mail, owned, otherId } = await withLink({}, '/goodbye');
    // Follow the emailed link itself.
    const response = await auth.handler(new Request(mail.url, { headers: { cookie } }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/goodbye');
    expect(setCookies(response)['portcullis.session_token']?.raw).toMatch(/Max-Age=0/);
    expect(await owned()).toEqual(NOTHING);
    expect(await owned(otherId)).toEqual(EVERYTHING);
  });

  it('answers JSON without a callbackURL', async () => {
    const { get, cookie, mail } = await withLink();
    const response = await get(`/delete-user/callback?token=${mail.token}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DELETED);
  });

  it('answers failures as JSON, never a redirect, even with a callbackURL', async () => {
    const { get, cookie, owned } = await withLink();
    for (const callbackURL of ['', '&callbackURL=%2Fgoodbye']) {
      const bad = await get(`/delete-user/callback?token=wrong${callbackURL}`, { cookie });
      expect(bad.status).toBe(404);
      expect(bad.headers.get('location')).toBeNull();
      expect(await bad.json()).toEqual({ code: 'INVALID_TOKEN', message: 'invalid token' });
      const anonymous = await get(`/delete-user/callback?token=wrong${callbackURL}`);
      expect(anonymous.status).toBe(404);
      expect(anonymous.headers.get('location')).toBeNull();
      expect(await anonymous.json()).toEqual({
        code: 'FAILED_TO_GET_USER_INFO',
        message: 'Failed to get user info',
      });
    }
    expect((await owned()).user).toBe(1);
  });

  it('checks callbackURL first: 403 even without a session', async () => {
    const { get, mail, owned } = await withLink();
    const response = await get(
      `/delete-user/callback?token=${mail.token}&callbackURL=https%3A%2F%2Fevil.example`,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'INVALID_CALLBACKURL',
      message: 'Invalid callbackURL',
    });
    expect((await owned()).user).toBe(1);
  });

  it('needs the session of the user the token was sent to', async () => {
    const { get, mail, otherCookie, owned, otherId } = await withLink();
    const anonymous = await get(`/delete-user/callback?token=${mail.token}`);
    expect(anonymous.status).toBe(404);
    expect((await anonymous.json()).code).toBe('FAILED_TO_GET_USER_INFO');
    const response = await get(`/delete-user/callback?token=${mail.token}`, {
      cookie: otherCookie,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'invalid token' });
    expect((await owned()).user).toBe(1);
    expect((await owned(otherId)).user).toBe(1);
  });

  it('reads the session from the database: a revoked session with a live cookie cache is refused', async () => {
    const { auth, get, cookie, token, mail, owned } = await withLink({}, undefined, {
      session: { cookieCache: { enabled: true } },
    });
    await auth.$context.store.deleteSession(token);
    const response = await get(`/delete-user/callback?token=${mail.token}`, { cookie });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('FAILED_TO_GET_USER_INFO');
    expect((await owned()).user).toBe(1);
  });

  it('refuses an expired token and deletes its record', async () => {
    const { auth, get, cookie, mail, owned } = await withLink();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    const response = await get(`/delete-user/callback?token=${mail.token}`, { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'invalid token' });
    expect((await owned()).user).toBe(1);
    expect(await auth.$context.store.findVerification(`delete-account-${mail.token}`)).toBeNull();
  });

  it('lets exactly one of two concurrent uses of a token delete', async () => {
    const { get, post, cookie, mail } = await withLink();
    // A second session, so the loser is refused for its token, not for a missing session.
    const second = cookieHeader(
      await post('/sign-in/email', { email: user.email, password: user.password }),
    );
    const responses = await Promise.all([
      get(`/delete-user/callback?token=${mail.token}`, { cookie }),
      get(`/delete-user/callback?token=${mail.token}`, { cookie: second }),
    ]);
    // The loser finds the token used, or its session already deleted: 404 either way.
    expect(responses.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('rejects a query without a token with 400 VALIDATION_ERROR', async () => {
    const { get, cookie } = await setup();
    const response = await get('/delete-user/callback', { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid query parameters',
    });
  });
});

describe('deletion hooks and atomicity', () => {
  it('calls beforeDelete then afterDelete with the user', async () => {
    const calls: Array<[string, User]> = [];
    const { post, cookie, userId } = await setup({
      beforeDelete: (u) => void calls.push(['before', u]),
      afterDelete: (u) => void calls.push(['after', u]),
    });
    await post('/delete-user', {}, { cookie });
    expect(calls.map(([name, u]) => [name, u.id])).toEqual([
      ['before', userId],
      ['after', userId],
    ]);
  });

  it('lets beforeDelete refuse with its own error, leaving everything and the token intact', async () => {
    let refuse = true;
    const { get, cookie, mail, owned } = await withLink({
      beforeDelete: () => {
        if (refuse) throw new APIError('FORBIDDEN', { message: 'Cancel your subscription first' });
      },
    });
    const refused = await get(`/delete-user/callback?token=${mail.token}`, { cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Cancel your subscription first');
    expect(await owned()).toEqual({ ...EVERYTHING, verification: 2 });
    refuse = false;
    expect((await get(`/delete-user/callback?token=${mail.token}`, { cookie })).status).toBe(200);
    expect(await owned()).toEqual(NOTHING);
  });

  it('still reports the deletion when afterDelete fails (it is logged)', async () => {
    const errors: unknown[] = [];
    const { post, cookie, owned } = await setup(
      {
        afterDelete: () => {
          throw new Error('webhook down');
        },
      },
      { logger: { log: (level, ...args) => void (level === 'error' && errors.push(args)) } },
    );
    const response = await post('/delete-user', {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DELETED);
    expect(await owned()).toEqual(NOTHING);
    expect(errors).toHaveLength(1);
  });

  it('rolls everything back, token included, when a write in the transaction is refused', async () => {
    const sent: EmailMessage[] = [];
    const { post, get, cookie, owned } = await setup(
      { sendDeleteAccountVerification: (m) => void sent.push(m) },
      // The user row is deleted last: sessions, accounts and notes are already gone by then.
      { databaseHooks: { user: { delete: { before: () => false } } } },
    );
    await post('/delete-user', {}, { cookie });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const response = await get(`/delete-user/callback?token=${sent[0]!.token}`, { cookie });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await owned()).toEqual({ ...EVERYTHING, verification: 2 });
  });
});
