import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from '../src/kernel/options.js';
import { BASE_URL, cookieHeader, createTestAuth, setCookies, user } from './helpers.js';

type Overrides = NonNullable<Parameters<typeof createTestAuth>[0]>;

const HOUR = 3_600_000;
const SESSION_COOKIE = 'portcullis.session_token';

/** An instance whose verification emails land in `sent`. */
async function setup(overrides: Overrides = {}) {
  const sent: EmailMessage[] = [];
  const t = await createTestAuth({
    ...overrides,
    emailVerification: {
      sendVerificationEmail: async (message) => {
        sent.push(message);
      },
      ...overrides.emailVerification,
    },
  });
  /** Follows a link the way a browser would. */
  const open = (url: string, headers: Record<string, string> = {}) =>
    t.auth.handler(new Request(url, { headers }));
  /** Sends a link for `email` and waits for it to arrive. */
  const requestLink = async (email = user.email, callbackURL?: string) => {
    const before = sent.length;
    const response = await t.post('/send-verification-email', { email, callbackURL });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(before + 1));
    return sent[before]!;
  };
  /** The link without its callbackURL: how an app that calls /verify-email itself gets JSON. */
  const jsonLink = ({ url }: { url: string }) => {
    const link = new URL(url);
    link.searchParams.delete('callbackURL');
    return link.toString();
  };
  return { ...t, sent, open, requestLink, jsonLink };
}

/** Signs up `user` (no emails) and returns its id, session token and session cookie. */
async function signUp(t: Awaited<ReturnType<typeof setup>>, who = user) {
  const response = await t.post('/sign-up/email', who);
  const body = await response.json();
  return {
    id: body.user.id as string,
    token: body.token as string,
    cookie: cookieHeader(response),
  };
}

/** Lets background tasks (lookups, mail) run to completion. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /send-verification-email', () => {
  it('answers 400 "Verification email isn\'t enabled" without a sender', async () => {
    const { post } = await createTestAuth();
    const response = await post('/send-verification-email', { email: user.email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VERIFICATION_EMAIL_ISNT_ENABLED',
      message: "Verification email isn't enabled",
    });
  });

  it('sends a single-use link built from the base URL and stores its token', async () => {
    const t = await setup();
    const { id } = await signUp(t);
    const message = await t.requestLink('ADA@example.com', '/welcome');
    expect(message.user).toMatchObject({ id, email: user.email });
    expect(message.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(message.url).toBe(
      `${BASE_URL}/api/auth/verify-email?token=${message.token}&callbackURL=%2Fwelcome`,
    );
    const record = await t.auth.$context.store.findVerification(
      `email-verification:${message.token}`,
    );
    expect(JSON.parse(record!.value)).toEqual({ userId: id, email: user.email });
    expect(record!.expiresAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000);
    expect(record!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(HOUR);
  });

  it('answers the same for unknown and already-verified emails and sends nothing', async () => {
    const t = await setup();
    const { id } = await signUp(t);
    const known = await t.post('/send-verification-email', { email: user.email });
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const unknown = await t.post('/send-verification-email', { email: 'nobody@example.com' });
    await t.auth.$context.store.updateUser(id, { emailVerified: true });
    const verified = await t.post('/send-verification-email', { email: user.email });
    await settle();
    expect(t.sent).toHaveLength(1);
    const knownBody = await known.text();
    for (const response of [unknown, verified]) {
      expect(response.status).toBe(known.status);
      expect(await response.text()).toBe(knownBody);
    }
    expect(JSON.parse(knownBody)).toEqual({ status: true });
  });

  it('does not wait for a mail server that never answers', async () => {
    const t = await setup({
      emailVerification: { sendVerificationEmail: () => new Promise<void>(() => {}) },
    });
    await signUp(t);
    const response = await t.post('/send-verification-email', { email: user.email });
    expect(await response.json()).toEqual({ status: true });
  });

  it('answers for the address in the body, whoever is signed in, as Better Auth 1.2.7', async () => {
    const t = await setup();
    const { cookie } = await signUp(t);
    const other = await t.post(
      '/send-verification-email',
      { email: 'someone@example.com' },
      { cookie },
    );
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ status: true });
    const own = await t.post('/send-verification-email', { email: user.email }, { cookie });
    expect(own.status).toBe(200);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
  });

  it('refuses a malformed email with 400 VALIDATION_ERROR, as Better Auth 1.2.7', async () => {
    const t = await setup();
    const response = await t.post('/send-verification-email', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      details: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it.each(['https://evil.example/welcome', '//evil.example', 'javascript:alert(1)'])(
    'refuses callbackURL %s with 403 Invalid callbackURL',
    async (callbackURL) => {
      const t = await setup();
      await signUp(t);
      const response = await t.post('/send-verification-email', {
        email: user.email,
        callbackURL,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'INVALID_CALLBACKURL',
        message: 'Invalid callbackURL',
      });
      await settle();
      expect(t.sent).toHaveLength(0);
    },
  );
});

describe('GET /verify-email', () => {
  it('lands a link sent without a callbackURL on /, as Better Auth 1.2.7', async () => {
    const t = await setup();
    const { id } = await signUp(t);
    const message = await t.requestLink();
    expect(message.url).toBe(
      `${BASE_URL}/api/auth/verify-email?token=${message.token}&callbackURL=%2F`,
    );
    const response = await t.open(message.url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect((await t.auth.$context.store.findUserById(id))?.emailVerified).toBe(true);
  });

  it('verifies the email once and answers JSON without a callbackURL', async () => {
    const t = await setup();
    const { id } = await signUp(t);
    const url = t.jsonLink(await t.requestLink());
    const response = await t.open(url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, user: null });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await t.auth.$context.store.findUserById(id))?.emailVerified).toBe(true);

    // Better Auth 1.2.7's answer: 401, the redirect code as the message.
    const again = await t.open(url);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ code: 'INVALID_TOKEN', message: 'invalid_token' });
  });

  it('redirects to the callbackURL on success, and with error=invalid_token on reuse', async () => {
    const t = await setup();
    await signUp(t);
    const { url } = await t.requestLink(user.email, '/welcome?tab=1');
    const response = await t.open(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/welcome?tab=1');
    const again = await t.open(url);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/welcome?tab=1&error=invalid_token');
  });

  it('appends the error with ? when the callbackURL has no query, before any fragment', async () => {
    const t = await setup();
    const callbackURL = `${BASE_URL}/done#top`;
    const response = await t.open(
      `${BASE_URL}/api/auth/verify-email?token=unknown&callbackURL=${encodeURIComponent(callbackURL)}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${BASE_URL}/done?error=invalid_token#top`);
  });

  it('expires tokens after emailVerification.expiresIn (default 1 hour)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const t = await setup();
    const { id } = await signUp(t);
    const first = await t.requestLink(user.email, '/welcome');
    const second = await t.requestLink();

    vi.setSystemTime(start.getTime() + HOUR + 1_000);
    const redirected = await t.open(first.url);
    expect(redirected.headers.get('location')).toBe('/welcome?error=token_expired');
    const json = await t.open(t.jsonLink(second));
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ code: 'TOKEN_EXPIRED', message: 'token_expired' });
    expect((await t.auth.$context.store.findUserById(id))?.emailVerified).toBe(false);
  });

  it('accepts a token just before it expires, and honours a configured lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const t = await setup({ emailVerification: { expiresIn: 60 } });
    await signUp(t);
    const early = await t.requestLink();
    const late = await t.requestLink();
    vi.setSystemTime(start.getTime() + 59_000);
    expect((await t.open(t.jsonLink(early))).status).toBe(200);
    vi.setSystemTime(start.getTime() + 61_000);
    expect((await (await t.open(t.jsonLink(late))).json()).code).toBe('TOKEN_EXPIRED');
  });

  it('answers user_not_found when the user is gone', async () => {
    const t = await setup();
    const { id } = await signUp(t);
    const { token } = await t.requestLink();
    await t.auth.$context.store.deleteUser(id, ['session', 'account']);
    const json = await t.open(`${BASE_URL}/api/auth/verify-email?token=${token}`);
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'user_not_found' });
    const redirected = await t.open(
      `${BASE_URL}/api/auth/verify-email?token=${token}&callbackURL=%2Fwelcome`,
    );
    expect(redirected.headers.get('location')).toBe('/welcome?error=user_not_found');
  });

  it('answers unauthorized, leaving the token usable, when signed in as another user', async () => {
    const t = await setup();
    await signUp(t);
    const url = t.jsonLink(await t.requestLink());
    const other = await signUp(t, { ...user, email: 'grace@example.com' });
    const json = await t.open(url, { cookie: other.cookie });
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ code: 'UNAUTHORIZED', message: 'unauthorized' });
    const redirected = await t.open(`${url.replace(/&callbackURL=.*$/, '')}&callbackURL=%2Fw`, {
      cookie: other.cookie,
    });
    expect(redirected.headers.get('location')).toBe('/w?error=unauthorized');
    expect((await t.open(url)).status).toBe(200);
  });

  it('lets exactly one of two concurrent uses of a token succeed', async () => {
    const t = await setup();
    await signUp(t);
    const url = t.jsonLink(await t.requestLink());
    const responses = await Promise.all([t.open(url), t.open(url)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('answers user_not_found to a link sent to an address the account has since left', async () => {
    const t = await setup();
    const { id } = await signUp(t);
    const url = t.jsonLink(await t.requestLink());
    await t.auth.$context.store.updateUser(id, { email: 'ada@new.example' });
    // Better Auth finds the user by the link's address: nobody has it any more.
    expect((await (await t.open(url)).json()).code).toBe('USER_NOT_FOUND');
    expect((await t.auth.$context.store.findUserById(id))?.emailVerified).toBe(false);
  });

  it('signs the user in with autoSignInAfterVerification', async () => {
    const t = await setup({ emailVerification: { autoSignInAfterVerification: true } });
    const { id } = await signUp(t);
    const url = t.jsonLink(await t.requestLink());
    const response = await t.open(url);
    const body = await response.json();
    expect(body).toMatchObject({ status: true, user: { id, emailVerified: true } });
    expect(setCookies(response)[SESSION_COOKIE]?.value).toBeTruthy();
    const session = await (await t.get('/get-session', { cookie: cookieHeader(response) })).json();
    expect(session.user).toMatchObject({ id, emailVerified: true });
  });

  it('sets the session cookie before redirecting with autoSignInAfterVerification', async () => {
    const t = await setup({ emailVerification: { autoSignInAfterVerification: true } });
    await signUp(t);
    const { url } = await t.requestLink(user.email, '/welcome');
    const response = await t.open(url);
    expect(response.status).toBe(302);
    expect(setCookies(response)[SESSION_COOKIE]?.value).toBeTruthy();
  });

  it('refreshes the cookie cache of the signed-in user instead of adding a session', async () => {
    const t = await setup({
      session: { cookieCache: { enabled: true } },
      emailVerification: { autoSignInAfterVerification: true },
    });
    const { id, cookie } = await signUp(t);
    const url = t.jsonLink(await t.requestLink());
    const response = await t.open(url, { cookie });
    expect((await response.json()).user).toMatchObject({ id, emailVerified: true });
    // The same session's cookie is set again (as Better Auth 1.2.7), no new session.
    const sessionCookie = setCookies(response)[SESSION_COOKIE]?.value;
    expect(decodeURIComponent(sessionCookie ?? '')).toBe(
      decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!),
    );
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(1);
    // The browser replaces the cookies the response set and keeps the others.
    const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0], pair] as const));
    for (const pair of cookieHeader(response).split('; ')) jar.set(pair.split('=')[0], pair);
    const cached = [...jar.values()].join('; ');
    const session = await (await t.get('/get-session', { cookie: cached })).json();
    expect(session.user.emailVerified).toBe(true);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://localhost:3000.evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('refuses callbackURL %s with 403 before looking at the token', async (callbackURL) => {
    const t = await setup();
    await signUp(t);
    const { token } = await t.requestLink();
    const response = await t.open(
      `${BASE_URL}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toEqual({
      code: 'INVALID_CALLBACKURL',
      message: 'Invalid callbackURL',
    });
    // The token was not touched.
    expect((await t.open(`${BASE_URL}/api/auth/verify-email?token=${token}`)).status).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR without a token', async () => {
    const t = await setup();
    const response = await t.open(`${BASE_URL}/api/auth/verify-email?callbackURL=%2Fw`);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /verify-email confirming an email change', () => {
  /** Stores the record change-email creates for a verified user. */
  async function changeLink(
    t: Awaited<ReturnType<typeof setup>>,
    id: string,
    newEmail: string,
    callbackURL = '/settings',
  ) {
    const token = 'change0000000000000000000000000a';
    await t.auth.$context.store.createVerification({
      identifier: `email-verification:${token}`,
      value: JSON.stringify({ userId: id, email: user.email, newEmail }),
      expiresAt: new Date(Date.now() + HOUR),
    });
    const query = callbackURL ? `&callbackURL=${encodeURIComponent(callbackURL)}` : '';
    return `${BASE_URL}/api/auth/verify-email?token=${token}${query}`;
  }

  /** A signed-up user with a verified email, and its session cookie. */
  async function verifiedUser(t: Awaited<ReturnType<typeof setup>>) {
    const signedUp = await signUp(t);
    await t.auth.$context.store.updateUser(signedUp.id, { emailVerified: true });
    return signedUp;
  }

  it('moves the signed-in user to the new email, unverified, and sends a verification there', async () => {
    const t = await setup({ emailVerification: { autoSignInAfterVerification: true } });
    const { id, cookie } = await verifiedUser(t);
    const response = await t.open(await changeLink(t, id, 'Ada@New.example'), { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/settings');
    // The new address is not verified yet: no new session; the current one's cookie is set
    // again, as Better Auth 1.2.7 does.
    expect(decodeURIComponent(setCookies(response)[SESSION_COOKIE]?.value ?? '')).toBe(
      decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!),
    );
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(1);
    expect(await t.auth.$context.store.findUserById(id)).toMatchObject({
      email: 'ada@new.example',
      emailVerified: false,
    });

    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const message = t.sent[0]!;
    expect(message.user.email).toBe('ada@new.example');
    expect(message.url).toContain('callbackURL=%2Fsettings');
    expect((await t.open(message.url)).status).toBe(302);
    expect((await t.auth.$context.store.findUserById(id))?.emailVerified).toBe(true);
  });

  it('answers JSON with the moved user without a callbackURL', async () => {
    const t = await setup();
    const { id, cookie } = await verifiedUser(t);
    const response = await t.open(await changeLink(t, id, 'ada@new.example', ''), { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: true,
      user: { id, email: 'ada@new.example', emailVerified: false },
    });
  });

  it('changes nothing without a session: 302 error=unauthorized, or 401 without a callbackURL', async () => {
    const t = await setup();
    const { id, cookie } = await verifiedUser(t);
    const link = await changeLink(t, id, 'ada@new.example');

    const redirected = await t.open(link);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/settings?error=unauthorized');
    const json = await t.open(link.replace(/&callbackURL=.*$/, ''));
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ code: 'UNAUTHORIZED', message: 'unauthorized' });
    expect(await t.auth.$context.store.findUserById(id)).toMatchObject({
      email: user.email,
      emailVerified: true,
    });
    await settle();
    expect(t.sent).toHaveLength(0);

    // The token stays usable: the user signs in and follows the link again.
    expect((await t.open(link, { cookie })).headers.get('location')).toBe('/settings');
    expect((await t.auth.$context.store.findUserById(id))?.email).toBe('ada@new.example');
  });

  it('appends error=unauthorized with & to a callbackURL that has a query', async () => {
    const t = await setup();
    const { id } = await verifiedUser(t);
    const response = await t.open(
      await changeLink(t, id, 'ada@new.example', '/settings?tab=email'),
    );
    expect(response.headers.get('location')).toBe('/settings?tab=email&error=unauthorized');
  });

  it('answers unauthorized to the session of another user', async () => {
    const t = await setup();
    const { id } = await verifiedUser(t);
    const other = await signUp(t, { ...user, email: 'grace@example.com' });
    const link = await changeLink(t, id, 'ada@new.example');
    const redirected = await t.open(link, { cookie: other.cookie });
    expect(redirected.headers.get('location')).toBe('/settings?error=unauthorized');
    const json = await t.open(link.replace(/&callbackURL=.*$/, ''), { cookie: other.cookie });
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ code: 'UNAUTHORIZED', message: 'unauthorized' });
    expect((await t.auth.$context.store.findUserById(id))?.email).toBe(user.email);
  });

  it('reads the session from the database: a revoked session with a live cookie cache is refused', async () => {
    const t = await setup({ session: { cookieCache: { enabled: true } } });
    const { id, token, cookie } = await verifiedUser(t);
    await t.auth.$context.store.deleteSession(token);
    const response = await t.open(await changeLink(t, id, 'ada@new.example'), { cookie });
    expect(response.headers.get('location')).toBe('/settings?error=unauthorized');
    expect((await t.auth.$context.store.findUserById(id))?.email).toBe(user.email);
  });

  it('answers "Couldn\'t update your email" when the new address was taken meanwhile', async () => {
    const t = await setup();
    const { id, cookie } = await verifiedUser(t);
    const link = await changeLink(t, id, 'grace@example.com');
    await signUp(t, { ...user, email: 'grace@example.com' });
    const redirected = await t.open(link, { cookie });
    expect(redirected.headers.get('location')).toBe('/settings?error=invalid_token');
    const json = await t.open(link.replace(/&callbackURL=.*$/, ''), { cookie });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      code: 'COULDNT_UPDATE_YOUR_EMAIL',
      message: "Couldn't update your email",
    });
    expect((await t.auth.$context.store.findUserById(id))?.email).toBe(user.email);
  });
});

describe('sign-up and sign-in with email verification', () => {
  it('sends a verification email on sign-up with sendOnSignUp, still signing in', async () => {
    const t = await setup({ emailVerification: { sendOnSignUp: true } });
    const response = await t.post('/sign-up/email', { ...user, callbackURL: '/welcome' });
    const body = await response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    expect(t.sent[0]!.user.id).toBe(body.user.id);
    expect(t.sent[0]!.url).toContain('callbackURL=%2Fwelcome');
  });

  it('sends nothing on sign-up by default', async () => {
    const t = await setup();
    await signUp(t);
    await settle();
    expect(t.sent).toHaveLength(0);
  });

  it('creates no session on sign-up with requireEmailVerification, and sends the link', async () => {
    const t = await setup({ emailAndPassword: { enabled: true, requireEmailVerification: true } });
    const response = await t.post('/sign-up/email', user);
    expect(await response.json()).toMatchObject({ token: null, user: { email: user.email } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(0);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
  });

  it('refuses sign-in of an unverified user with 403 and sends the link again', async () => {
    const t = await setup({ emailAndPassword: { enabled: true, requireEmailVerification: true } });
    await t.post('/sign-up/email', user);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));

    const refused = await t.post('/sign-in/email', { ...user, callbackURL: '/welcome' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
    expect(refused.headers.getSetCookie()).toEqual([]);
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    expect(t.sent[1]!.url).toContain('callbackURL=%2Fwelcome');

    const verified = await t.open(t.sent[1]!.url);
    expect(verified.status).toBe(302);
    const signedIn = await t.post('/sign-in/email', user);
    expect(signedIn.status).toBe(200);
  });

  it('answers 401 and sends nothing for a wrong password of an unverified user', async () => {
    const t = await setup({ emailAndPassword: { enabled: true, requireEmailVerification: true } });
    await t.post('/sign-up/email', user);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    const response = await t.post('/sign-in/email', { ...user, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    await settle();
    expect(t.sent).toHaveLength(1);
  });

  it.each(['/sign-up/email', '/sign-in/email'])(
    'refuses an unsafe callbackURL on %s with 403',
    async (path) => {
      const t = await setup({ emailVerification: { sendOnSignUp: true } });
      if (path === '/sign-in/email') await signUp(t);
      const response = await t.post(path, { ...user, callbackURL: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'INVALID_CALLBACKURL',
        message: 'Invalid callbackURL',
      });
    },
  );
});
