import { afterEach, describe, expect, it, vi } from 'vitest';
import { APIError, type PortcullisPlugin } from '../src/index.js';
import { CORE_USER_KEYS, cookieHeader, setCookies, user } from './helpers.js';
import { applyCookies, signedIn, userWithoutPassword } from './profile-helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /update-user', () => {
  it('updates name and image and answers { status: true }', async () => {
    const { post, get, cookie } = await signedIn();
    const response = await post(
      '/update-user',
      { name: 'Ada King', image: 'https://img/a.png' },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    const session = await (await get('/get-session', { cookie })).json();
    expect(session.user).toMatchObject({ name: 'Ada King', image: 'https://img/a.png' });
  });

  it('removes the image with image: null and leaves other fields alone', async () => {
    const { post, get, cookie } = await signedIn();
    await post('/update-user', { image: 'https://img/a.png' }, { cookie });
    expect((await post('/update-user', { image: null }, { cookie })).status).toBe(200);
    const session = await (await get('/get-session', { cookie })).json();
    expect(session.user).toMatchObject({ name: user.name, image: null, email: user.email });
  });

  it.each([
    ['a new address', 'new@example.com'],
    ['the same address', user.email],
    ['null', null],
  ])('refuses an email field (%s) with 400 "Email can not be updated"', async (_label, email) => {
    const { post, auth, userId, cookie } = await signedIn();
    const response = await post('/update-user', { name: 'Changed', email }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'EMAIL_CAN_NOT_BE_UPDATED',
      message: 'Email can not be updated',
    });
    expect(await auth.$context.store.findUserById(userId)).toMatchObject({
      name: user.name,
      email: user.email,
    });
  });

  it('answers { status: true } to an update that changes nothing, ignoring keys that are not user fields', async () => {
    const { post, auth, userId, cookie } = await signedIn();
    const before = await auth.$context.store.findUserById(userId);
    for (const body of [{}, { emailVerified: true, id: 'other', createdAt: '2000-01-01' }]) {
      const response = await post('/update-user', body, { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      // Better Auth 1.2.7 sets the session cookie again unless the body is empty.
      const cookies = response.headers.getSetCookie().join('\n');
      if (Object.keys(body).length === 0) expect(cookies).toBe('');
      else expect(cookies).toContain('.session_token=');
    }
    const stored = await auth.$context.store.findUserById(userId);
    expect(stored).toEqual(before);
  });

  it('sets the session cookie again after a change, for the session lifetime', async () => {
    const { post, cookie } = await signedIn();
    const response = await post('/update-user', { name: 'Ada King' }, { cookie });
    const token = response.headers.getSetCookie().find((c) => c.includes('.session_token='));
    expect(token).toMatch(/Max-Age=604800/);
  });

  it('answers 401 without a session and 400 VALIDATION_ERROR for a wrongly typed name', async () => {
    const { post, cookie } = await signedIn();
    expect((await post('/update-user', { name: 'X' })).status).toBe(401);
    const invalid = await post('/update-user', { name: 42 }, { cookie });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
  });

  it('sets additional fields, refusing input: false fields and wrong types', async () => {
    const { post, auth, userId, cookie } = await signedIn({
      user: {
        additionalFields: {
          favouriteColour: { type: 'string', required: false },
          role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        },
      },
    });
    expect((await post('/update-user', { favouriteColour: 'teal' }, { cookie })).status).toBe(200);
    expect(await auth.$context.store.findUserById(userId)).toMatchObject({
      favouriteColour: 'teal',
      role: 'user',
    });

    const forbidden = await post('/update-user', { role: 'admin' }, { cookie });
    expect(forbidden.status).toBe(400);
    expect((await forbidden.json()).message).toBe('role is not allowed to be set');
    const wrongType = await post('/update-user', { favouriteColour: 7 }, { cookie });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).code).toBe('VALIDATION_ERROR');
    expect(await auth.$context.store.findUserById(userId)).toMatchObject({ role: 'user' });
  });

  const nickname: PortcullisPlugin = {
    id: 'nickname',
    schema: {
      user: {
        modelName: 'user',
        fields: { nickname: { type: 'string', required: false, unique: true } },
      },
    },
  };

  it('sets plugin user fields and answers 422 (not 500) when a unique value is taken', async () => {
    const { post, auth, userId, cookie } = await signedIn({ plugins: [nickname] });
    expect((await post('/update-user', { nickname: 'countess' }, { cookie })).status).toBe(200);
    expect(await auth.$context.store.findUserById(userId)).toMatchObject({ nickname: 'countess' });

    const other = await post('/sign-up/email', { ...user, email: 'other@example.com' });
    const taken = await post(
      '/update-user',
      { nickname: 'countess' },
      { cookie: cookieHeader(other) },
    );
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({
      code: 'FAILED_TO_UPDATE_USER',
      message: 'Failed to update user',
    });
  });

  it("answers with a plugin hook's own error", async () => {
    const { post, cookie } = await signedIn({
      plugins: [
        {
          ...nickname,
          hooks: {
            before: (ctx) => {
              if (ctx.path === '/update-user' && ctx.body.nickname === 'admin') {
                throw new APIError('UNPROCESSABLE_ENTITY', { message: 'nickname is reserved' });
              }
            },
          },
        },
      ],
    });
    const response = await post('/update-user', { nickname: 'admin' }, { cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'NICKNAME_IS_RESERVED',
      message: 'nickname is reserved',
    });
  });

  it('rewrites the cookie cache so get-session does not serve the old profile', async () => {
    const { post, get, cookie } = await signedIn({ session: { cookieCache: { enabled: true } } });
    const response = await post('/update-user', { name: 'Ada King' }, { cookie });
    expect(setCookies(response)['portcullis.session_data']).toBeDefined();
    const next = applyCookies(cookie, response);
    const session = await (await get('/get-session', { cookie: next })).json();
    expect(session.user.name).toBe('Ada King');
  });
});

describe('POST /change-password', () => {
  const change = { currentPassword: user.password, newPassword: 'a-brand-new-password' };

  it('replaces the password; the session stays and token is null', async () => {
    const { post, get, cookie } = await signedIn();
    const response = await post('/change-password', change, { cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({ email: user.email, name: user.name });
    // The core user only, in Better Auth 1.2.7's order.
    expect(Object.keys(body.user)).toEqual(CORE_USER_KEYS);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await (await get('/get-session', { cookie })).json()).not.toBeNull();

    const oldPassword = await post('/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await post('/sign-in/email', {
      email: user.email,
      password: change.newPassword,
    });
    expect(newPassword.status).toBe(200);
  });

  it('answers 400 "Invalid password" for a wrong current password and changes nothing', async () => {
    const { post, auth, userId, cookie } = await signedIn();
    const response = await post(
      '/change-password',
      { ...change, currentPassword: 'not-the-password' },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
    });
    const account = await auth.$context.store.findCredentialAccount(userId);
    expect(account?.password).toBe(`plain:${user.password}`);
  });

  it.each([
    ['x'.repeat(7), 'PASSWORD_TOO_SHORT', 'Password too short'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG', 'Password too long'],
  ])('applies length rules to newPassword (%#)', async (newPassword, code, message) => {
    const { post, cookie } = await signedIn();
    const response = await post('/change-password', { ...change, newPassword }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, message });
  });

  it('answers 400 "Credential account not found" for a user without a password (Better Auth 1.2.7)', async () => {
    const { auth, post } = await signedIn();
    const { cookie } = await userWithoutPassword(auth);
    const response = await post('/change-password', change, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'CREDENTIAL_ACCOUNT_NOT_FOUND',
      message: 'Credential account not found',
    });
  });

  it('answers 500 "Failed to get session" when the replacing session cannot be written', async () => {
    const { auth, post, cookie } = await signedIn();
    vi.spyOn(auth.$context.store, 'createSession').mockRejectedValueOnce(new Error('disk full'));
    const response = await post(
      '/change-password',
      { ...change, revokeOtherSessions: true },
      { cookie },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'FAILED_TO_GET_SESSION',
      message: 'Failed to get session',
    });
  });

  it('answers 401 without a session, and for a revoked session even with a cached one', async () => {
    const { auth, post, token, cookie } = await signedIn({
      session: { cookieCache: { enabled: true } },
    });
    expect((await post('/change-password', change)).status).toBe(401);
    expect(cookie).toContain('portcullis.session_data=');
    await auth.$context.store.deleteSession(token);
    expect((await post('/change-password', change, { cookie })).status).toBe(401);
  });

  it('with revokeOtherSessions, replaces the current token and deletes every other session', async () => {
    const { auth, post, get, userId, token, cookie } = await signedIn();
    const second = await post('/sign-in/email', { email: user.email, password: user.password });
    const secondCookie = cookieHeader(second);

    const response = await post(
      '/change-password',
      { ...change, revokeOtherSessions: true },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.token).not.toBe(token);
    const newCookie = setCookies(response)['portcullis.session_token']!;
    expect(decodeURIComponent(newCookie.value).startsWith(`${body.token}.`)).toBe(true);
    expect(newCookie.raw).toMatch(/Max-Age=604800/);

    expect(await (await get('/get-session', { cookie })).json()).toBeNull();
    expect(await (await get('/get-session', { cookie: secondCookie })).json()).toBeNull();
    const current = await (await get('/get-session', { cookie: cookieHeader(response) })).json();
    expect(current.session.token).toBe(body.token);
    const sessions = await auth.$context.adapter.findMany({
      model: 'session',
      where: [{ field: 'userId', value: userId }],
    });
    expect(sessions.map((s) => s.token)).toEqual([body.token]);
  });

  it('keeps a non-remembered session non-remembered when it replaces it', async () => {
    const { post } = await signedIn();
    const signIn = await post('/sign-in/email', { ...user, rememberMe: false });
    const response = await post(
      '/change-password',
      { ...change, revokeOtherSessions: true },
      { cookie: cookieHeader(signIn) },
    );
    const cookies = setCookies(response);
    expect(cookies['portcullis.session_token']?.raw).not.toMatch(/Max-Age/);
    expect(cookies['portcullis.dont_remember']).toBeDefined();
  });
});

describe('auth.api.setPassword (server only)', () => {
  it('is not reachable over HTTP: 404 with no body', async () => {
    const { post, cookie } = await signedIn();
    const response = await post('/set-password', { newPassword: 'a-long-password' }, { cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('gives a password to a user without one, who can then sign in with it', async () => {
    const { auth, post } = await signedIn();
    const { userId, cookie } = await userWithoutPassword(auth);
    const result = await auth.api.setPassword({
      body: { newPassword: 'grace-new-password' },
      headers: { cookie },
    });
    expect(result).toEqual({ status: true });
    const account = await auth.$context.store.findCredentialAccount(userId);
    expect(account).toMatchObject({ accountId: userId, password: 'plain:grace-new-password' });
    const signIn = await post('/sign-in/email', {
      email: 'grace@example.com',
      password: 'grace-new-password',
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses a user who has a password with 400 "user already has a password" (Better Auth 1.2.7)', async () => {
    const { auth, cookie } = await signedIn();
    const error = await auth.api
      .setPassword({ body: { newPassword: 'another-password' }, headers: { cookie } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({
      status: 400,
      body: { code: 'USER_ALREADY_HAS_A_PASSWORD', message: 'user already has a password' },
    });
  });

  it('needs a session and applies the length rules', async () => {
    const { auth } = await signedIn();
    const { cookie } = await userWithoutPassword(auth);
    await expect(
      auth.api.setPassword({ body: { newPassword: 'long-enough-password' } }),
    ).rejects.toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    await expect(
      auth.api.setPassword({ body: { newPassword: 'short' }, headers: { cookie } }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'PASSWORD_TOO_SHORT' } });
  });
});
