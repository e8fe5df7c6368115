import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  CORE_USER_KEYS,
  cookieHeader,
  createCountingHasher,
  createTestAuth,
  SECRET,
  tempDatabasePath,
  user,
} from '../../../test/helpers.js';
import { toErrorCode } from '../../plugin/index.js';
import { createPortcullis, migrate } from '../../portcullis.js';
import { USERNAME_ERROR_CODES } from './error-codes.js';
import { type UsernameOptions, username } from './index.js';

async function setup(options?: UsernameOptions, extra: Parameters<typeof createTestAuth>[0] = {}) {
  return createTestAuth({ ...extra, plugins: [username(options)] });
}

const error = (code: keyof typeof USERNAME_ERROR_CODES) => ({
  code,
  message: USERNAME_ERROR_CODES[code],
});

describe('USERNAME_ERROR_CODES', () => {
  it('keeps every code equal to its message upper-cased (SPEC §8)', () => {
    for (const [code, message] of Object.entries(USERNAME_ERROR_CODES)) {
      expect(toErrorCode(message)).toBe(code);
    }
  });
});

describe('username() options', () => {
  it('refuses nonsensical limits at start-up', () => {
    expect(() => username({ minUsernameLength: 0 })).toThrow(/minUsernameLength/);
    expect(() => username({ maxUsernameLength: 2.5 })).toThrow(/maxUsernameLength/);
    expect(() => username({ minUsernameLength: 10, maxUsernameLength: 5 })).toThrow(/exceeds/);
  });
});

describe('sign-up with a username', () => {
  it('stores the username lowercased and displayUsername as typed', async () => {
    const { auth, post } = await setup();
    const response = await post('/sign-up/email', { ...user, username: 'Ada.Lovelace_1815' });
    expect(response.status).toBe(200);
    const stored = await auth.$context.store.findUserByEmail(user.email);
    expect(stored).toMatchObject({
      username: 'ada.lovelace_1815',
      displayUsername: 'Ada.Lovelace_1815',
    });
  });

  it('keeps a displayUsername given alongside', async () => {
    const { auth, post } = await setup();
    await post('/sign-up/email', { ...user, username: 'ada', displayUsername: 'Countess Ada' });
    const stored = await auth.$context.store.findUserByEmail(user.email);
    expect(stored).toMatchObject({ username: 'ada', displayUsername: 'Countess Ada' });
  });

  it('is optional: users without one have null fields', async () => {
    const { get, post } = await setup();
    const signUp = await post('/sign-up/email', user);
    const session = await (await get('/get-session', { cookie: cookieHeader(signUp) })).json();
    expect(session.user).toMatchObject({ username: null, displayUsername: null });
  });

  it("answers with the core user only, as Better Auth 1.2.7 (get-session has the plugin's fields)", async () => {
    const { get, post } = await setup();
    for (const input of [user, { ...user, email: 'cy@example.com', username: 'Cy_Young' }]) {
      const signUp = await post('/sign-up/email', input);
      const body = await signUp.json();
      expect(Object.keys(body.user)).toEqual(CORE_USER_KEYS);
      const session = await (await get('/get-session', { cookie: cookieHeader(signUp) })).json();
      expect(session.user).toHaveProperty('username');
      expect(session.user).toHaveProperty('displayUsername');
    }
  });

  // 422, as Better Auth 1.2.7 answers.
  it.each([
    ['', 422, 'USERNAME_IS_TOO_SHORT'],
    ['ab', 422, 'USERNAME_IS_TOO_SHORT'],
    ['a'.repeat(31), 422, 'USERNAME_IS_TOO_LONG'],
    ['ada lovelace', 422, 'USERNAME_IS_INVALID'],
    ['ada-lovelace', 422, 'USERNAME_IS_INVALID'],
    ['ada@home', 422, 'USERNAME_IS_INVALID'],
    ['adä', 422, 'USERNAME_IS_INVALID'],
  ] as const)('refuses %j with %i %s and creates nothing', async (name, status, code) => {
    const { auth, post } = await setup();
    const response = await post('/sign-up/email', { ...user, username: name });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(error(code));
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();
  });

  it.each(['abc', 'a'.repeat(30), 'A_b.9'])(
    'accepts %j (boundaries and every allowed kind)',
    async (name) => {
      const { post } = await setup();
      expect((await post('/sign-up/email', { ...user, username: name })).status).toBe(200);
    },
  );

  it('applies configured limits and a custom validator (length still checked first)', async () => {
    const { post } = await setup({
      minUsernameLength: 5,
      maxUsernameLength: 8,
      usernameValidator: async (name) => name !== 'admins',
    });
    const at = (username: string, email: string) =>
      post('/sign-up/email', { ...user, email, username });
    expect(await (await at('abcd', 'a@example.com')).json()).toEqual(
      error('USERNAME_IS_TOO_SHORT'),
    );
    expect(await (await at('abcdefghi', 'b@example.com')).json()).toEqual(
      error('USERNAME_IS_TOO_LONG'),
    );
    expect(await (await at('admins', 'c@example.com')).json()).toEqual(
      error('USERNAME_IS_INVALID'),
    );
    // The custom validator replaces the character rule.
    expect((await at('ada-l', 'd@example.com')).status).toBe(200);
  });

  it('refuses a taken username, compared lowercased, with 422', async () => {
    const { post } = await setup();
    await post('/sign-up/email', { ...user, username: 'Ada' });
    const response = await post('/sign-up/email', {
      ...user,
      email: 'other@example.com',
      username: 'aDA',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(error('USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER'));
  });

  it('never answers 500 when the unique index settles a race', async () => {
    const { auth, post } = await setup();
    const [first, second] = await Promise.all([
      post('/sign-up/email', { ...user, username: 'racer' }),
      post('/sign-up/email', { ...user, email: 'other@example.com', username: 'RACER' }),
    ]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    expect(winner.status).toBe(200);
    expect(loser.status).toBe(422);
    // Whether the hook's lookup or the unique index decided, the loser hears the username's
    // message, not the email's.
    expect(await loser.json()).toEqual(error('USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER'));
    const holders = await auth.$context.adapter.findMany({
      model: 'user',
      where: [{ field: 'username', value: 'racer' }],
    });
    expect(holders).toHaveLength(1);
  });

  it('checks the rules before the rest of the body, as Better Auth 1.2.7 does', async () => {
    const { post } = await setup();
    const response = await post('/sign-up/email', { ...user, email: 'nope', username: 'ab' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(error('USERNAME_IS_TOO_SHORT'));
  });

  it('says nothing about taken usernames while sign-up is disabled', async () => {
    const { post, auth } = await setup(undefined, {
      emailAndPassword: { enabled: true, disableSignUp: true },
    });
    await auth.$context.store.createUser({
      name: user.name,
      email: user.email,
      emailVerified: false,
      image: null,
      username: 'ada',
    });
    // Taken or free, the route's own answer (Better Auth answers "taken" for 'ada').
    for (const name of ['ada', 'grace']) {
      const response = await post('/sign-up/email', {
        ...user,
        email: 'other@example.com',
        username: name,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED');
    }
    // The rules are public: breaking them answers as Better Auth does.
    const short = await post('/sign-up/email', {
      ...user,
      email: 'other@example.com',
      username: 'x',
    });
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual(error('USERNAME_IS_TOO_SHORT'));
  });

  it('validates server calls too', async () => {
    const { auth } = await setup();
    await expect(auth.api.signUpEmail({ body: { ...user, username: 'x' } })).rejects.toMatchObject({
      status: 422,
      body: error('USERNAME_IS_TOO_SHORT'),
    });
  });
});

describe('update-user with a username', () => {
  async function signedUp(name = 'Ada') {
    const t = await setup();
    const response = await t.post('/sign-up/email', { ...user, username: name });
    return { ...t, cookie: cookieHeader(response) };
  }

  it('validates and normalizes like sign-up', async () => {
    const { auth, post, cookie } = await signedUp();
    const bad = await post('/update-user', { username: 'no way' }, { cookie });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual(error('USERNAME_IS_INVALID'));
    const ok = await post('/update-user', { username: 'Countess.Ada' }, { cookie });
    expect(ok.status).toBe(200);
    expect(await auth.$context.store.findUserByEmail(user.email)).toMatchObject({
      username: 'countess.ada',
      displayUsername: 'Countess.Ada',
    });
  });

  it("refuses any held username, the caller's own too (Better Auth 1.2.7); re-casing is displayUsername alone", async () => {
    const { post, cookie, auth } = await signedUp('Ada');
    await post('/sign-up/email', { ...user, email: 'grace@example.com', username: 'grace' });
    const taken = await post('/update-user', { username: 'GRACE' }, { cookie });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual(error('USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER'));
    const own = await post('/update-user', { username: 'ADA' }, { cookie });
    expect(own.status).toBe(422);
    expect(await own.json()).toEqual(error('USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER'));
    const recased = await post('/update-user', { displayUsername: 'ADA' }, { cookie });
    expect(recased.status).toBe(200);
    expect(await auth.$context.store.findUserByEmail(user.email)).toMatchObject({
      username: 'ada',
      displayUsername: 'ADA',
    });
  });

  it('tells an anonymous caller nothing about which usernames exist', async () => {
    const { post } = await signedUp('Ada');
    for (const name of ['ada', 'nobody']) {
      const response = await post('/update-user', { username: name });
      expect(response.status).toBe(401);
    }
    // The rules are public: breaking them answers 422 before the session is looked at.
    const short = await post('/update-user', { username: 'x' });
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual(error('USERNAME_IS_TOO_SHORT'));
  });
});

describe('POST /sign-in/username', () => {
  async function signedUp(extra: Parameters<typeof createTestAuth>[0] = {}) {
    const t = await setup(undefined, extra);
    await t.post('/sign-up/email', { ...user, username: 'Ada.Lovelace' });
    t.calls.hash = 0;
    t.calls.verify = 0;
    return t;
  }

  it('signs in case-insensitively and returns { token, user } with a session cookie', async () => {
    const { post, get } = await signedUp();
    const response = await post('/sign-in/username', {
      username: 'ADA.lovelace',
      password: user.password,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.user).toMatchObject({ email: user.email, username: 'ada.lovelace' });
    // Better Auth 1.2.7's fields and order: no displayUsername.
    expect(Object.keys(body.user)).toEqual([
      'id',
      'email',
      'emailVerified',
      'username',
      'name',
      'image',
      'createdAt',
      'updatedAt',
    ]);
    const session = await (await get('/get-session', { cookie: cookieHeader(response) })).json();
    expect(session.session.token).toBe(body.token);
  });

  it('honours rememberMe: false (a browser-session cookie)', async () => {
    const { post } = await signedUp();
    const response = await post('/sign-in/username', {
      username: 'ada.lovelace',
      password: user.password,
      rememberMe: false,
    });
    expect(response.headers.get('set-cookie')).toMatch(/portcullis\.dont_remember=/);
  });

  it('answers the same 401 for an unknown username, a wrong password and no password', async () => {
    const { auth, post, calls } = await signedUp();
    const expected = error('INVALID_USERNAME_OR_PASSWORD');

    const unknown = await post('/sign-in/username', { username: 'nobody', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(expected);
    // One hash, as a real check would spend.
    expect(calls).toEqual({ hash: 1, verify: 0 });

    const wrong = await post('/sign-in/username', {
      username: 'ada.lovelace',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(expected);
    expect(calls).toEqual({ hash: 1, verify: 1 });

    const passwordless = await auth.$context.store.createUser({
      name: 'Social',
      email: 'social@example.com',
      emailVerified: true,
      image: null,
      username: 'social',
    });
    expect(passwordless).toBeTruthy();
    const noPassword = await post('/sign-in/username', {
      username: 'social',
      password: 'whatever1',
    });
    expect(noPassword.status).toBe(401);
    expect(await noPassword.json()).toEqual(expected);
    expect(calls).toEqual({ hash: 2, verify: 1 });

    // Empty fields answer at once, without a hash (nothing to look up).
    for (const body of [
      { username: '', password: 'whatever1' },
      { username: 'ada.lovelace', password: '' },
    ]) {
      const empty = await post('/sign-in/username', body);
      expect(empty.status).toBe(401);
      expect(await empty.json()).toEqual(expected);
    }
    expect(calls).toEqual({ hash: 2, verify: 1 });
  });

  it.each([
    ['ab', 'USERNAME_IS_TOO_SHORT'],
    ['a'.repeat(31), 'USERNAME_IS_TOO_LONG'],
    ['a b', 'USERNAME_IS_INVALID'],
  ] as const)('answers %j with 422 %s, as sign-up (Better Auth 1.2.7)', async (name, code) => {
    const { post, calls } = await signedUp();
    const response = await post('/sign-in/username', { username: name, password: 'whatever1' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(error(code));
    expect(calls).toEqual({ hash: 0, verify: 0 });
  });

  it('applies the configured rules on sign-in too', async () => {
    const t = await setup({ usernameValidator: (name) => name !== 'root' });
    const response = await t.post('/sign-in/username', { username: 'root', password: 'whatever1' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(error('USERNAME_IS_INVALID'));
  });

  it('refuses an unverified email when verification is required, resending the email', async () => {
    const sent: string[] = [];
    const { post } = await signedUp({
      emailAndPassword: { enabled: true, requireEmailVerification: true },
      emailVerification: {
        sendVerificationEmail: ({ user: to }) => {
          sent.push(to.email);
        },
      },
    });
    const response = await post('/sign-in/username', {
      username: 'ada.lovelace',
      password: user.password,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toContain(user.email);
  });

  it('answers 400 VALIDATION_ERROR for a malformed body', async () => {
    const { post } = await signedUp();
    const response = await post('/sign-in/username', { username: 'ada.lovelace' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_ERROR');
  });

  it('is callable as auth.api.signInUsername, typed from the plugin', async () => {
    const { hasher } = createCountingHasher();
    const auth = createPortcullis({
      baseURL: BASE_URL,
      secret: SECRET,
      database: tempDatabasePath(),
      logger: { disabled: true },
      emailAndPassword: { enabled: true, password: hasher },
      plugins: [username()],
    });
    await migrate(auth);
    await auth.api.signUpEmail({ body: { ...user, username: 'Ada.Lovelace' } });
    const result = await auth.api.signInUsername({
      body: { username: 'Ada.Lovelace', password: user.password },
    });
    expect(result.user.username).toBe('ada.lovelace');
  });
});
