import { describe, expect, it } from 'vitest';
import { cookieHeader, user } from '../helpers.js';
import { mockProviders } from '../kit/provider-test-kit.js';
import {
  accountRows,
  callback,
  createSocialAuth,
  githubHandlers,
  redirectError,
  type SocialTestAuth,
  signInWithGitHub,
} from './helpers.js';

const mock = mockProviders();

/**
 * Signs up with email and password and, unless `verified` is false, marks the email verified (as
 * following the verification link would); returns the session cookie and the user's id.
 */
async function signUp(t: SocialTestAuth, email = user.email, verified = true) {
  const response = await t.post('/sign-up/email', { ...user, email });
  const body = await response.json();
  if (verified) await t.auth.$context.store.updateUser(body.user.id, { emailVerified: true });
  return { cookie: cookieHeader(response), userId: body.user.id as string };
}

/** `POST /link-social` then the provider's callback, in the signed-in browser. */
async function linkGitHub(t: SocialTestAuth, session: string, body: Record<string, unknown> = {}) {
  const start = await t.post(
    '/link-social',
    { provider: 'github', callbackURL: '/settings', ...body },
    { cookie: session },
  );
  const json = await start.json();
  if (start.status !== 200) return { start, json, response: undefined };
  const state = new URL(json.url).searchParams.get('state')!;
  const cookie = `${session}; ${cookieHeader(start)}`;
  const response = await callback(t, 'github', { code: 'c', state }, cookie);
  return { start, json, response };
}

describe('linking a provider identity to an existing user by email', () => {
  it('links when the provider says the email is verified', async () => {
    const t = await createSocialAuth();
    const { userId } = await signUp(t);
    mock.use(...githubHandlers({ verified: true }));
    const response = await signInWithGitHub(t, { newUserCallbackURL: '/welcome' });
    expect(response.headers.get('location')).toBe('/app'); // not a new user
    const rows = await accountRows(t);
    expect(rows.map((r) => [r.providerId, r.userId])).toEqual([
      ['credential', userId],
      ['github', userId],
    ]);
  });

  it('refuses to link to an account whose own email was never verified (pre-registration takeover)', async () => {
    const t = await createSocialAuth();
    await signUp(t, user.email, false); // someone registered the address without owning it
    mock.use(...githubHandlers({ verified: true }));
    const response = await signInWithGitHub(t, { errorCallbackURL: '/login' });
    expect(redirectError(response)).toMatchObject({ error: 'account_not_linked', to: '/login' });
    expect((await accountRows(t)).map((r) => r.providerId)).toEqual(['credential']);
  });

  it('links to an unverified local account when requireLocalEmailVerified is off', async () => {
    const t = await createSocialAuth({
      account: { accountLinking: { requireLocalEmailVerified: false } },
    });
    const { userId } = await signUp(t, user.email, false);
    mock.use(...githubHandlers({ verified: true }));
    const response = await signInWithGitHub(t);
    expect(response.headers.get('location')).toBe('/app');
    expect((await accountRows(t)).map((r) => [r.providerId, r.userId])).toContainEqual([
      'github',
      userId,
    ]);
  });

  it('refuses with account_not_linked when the provider does not vouch for the email', async () => {
    const t = await createSocialAuth();
    await signUp(t);
    mock.use(...githubHandlers({ verified: false }));
    const response = await signInWithGitHub(t, { errorCallbackURL: '/login' });
    expect(redirectError(response)).toMatchObject({ error: 'account_not_linked', to: '/login' });
    expect((await accountRows(t)).map((r) => r.providerId)).toEqual(['credential']);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(1); // sign-up's only
  });

  it('links an unverified email from a provider in trustedProviders', async () => {
    const t = await createSocialAuth({
      account: { accountLinking: { trustedProviders: ['github'] } },
    });
    await signUp(t);
    mock.use(...githubHandlers({ verified: false }));
    const response = await signInWithGitHub(t);
    expect(response.headers.get('location')).toBe('/app');
    expect((await accountRows(t)).map((r) => r.providerId)).toContain('github');
  });

  it('refuses with account_not_linked when linking is disabled, even for a verified email', async () => {
    const t = await createSocialAuth({ account: { accountLinking: { enabled: false } } });
    await signUp(t);
    mock.use(...githubHandlers({ verified: true }));
    expect(redirectError(await signInWithGitHub(t)).error).toBe('account_not_linked');
  });

  it('compares emails lowercased', async () => {
    const t = await createSocialAuth();
    await signUp(t, 'ada@example.com');
    mock.use(...githubHandlers({ email: 'ADA@Example.COM', verified: true }));
    expect((await signInWithGitHub(t)).headers.get('location')).toBe('/app');
    expect(await t.auth.$context.adapter.count({ model: 'user' })).toBe(1);
  });
});

describe('POST /link-social', () => {
  it('answers the authorization URL and, at the callback, links the identity without a new session', async () => {
    const t = await createSocialAuth();
    const { cookie, userId } = await signUp(t);
    mock.use(...githubHandlers({ verified: false }));
    const { json, response } = await linkGitHub(t, cookie, { scopes: ['repo'] });
    expect(json.redirect).toBe(true);
    expect(new URL(json.url).searchParams.get('scope')).toBe('read:user user:email repo');
    expect(response!.status).toBe(302);
    expect(response!.headers.get('location')).toBe('/settings');
    expect(response!.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    expect((await accountRows(t)).find((r) => r.providerId === 'github')?.userId).toBe(userId);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(1);
  });

  it('refuses an identity already linked to another user (account_already_linked_to_different_user)', async () => {
    const t = await createSocialAuth();
    mock.use(...githubHandlers({ email: 'other@example.com' }));
    await signInWithGitHub(t); // github user 42 belongs to other@example.com now
    const { cookie } = await signUp(t);
    const { response } = await linkGitHub(t, cookie, { errorCallbackURL: '/settings?failed=1' });
    expect(redirectError(response!)).toMatchObject({
      error: 'account_already_linked_to_different_user',
      to: '/settings',
    });
  });

  it('updates the tokens when the identity is already linked to this user', async () => {
    const t = await createSocialAuth();
    const { cookie } = await signUp(t);
    mock.use(...githubHandlers({ accessToken: 'gho_1' }));
    await linkGitHub(t, cookie);
    mock.use(...githubHandlers({ accessToken: 'gho_2' }));
    const { response } = await linkGitHub(t, cookie);
    expect(response!.headers.get('location')).toBe('/settings');
    const github = (await accountRows(t)).filter((r) => r.providerId === 'github');
    expect(github.map((r) => r.accessToken)).toEqual(['gho_2']);
  });

  it('refuses a different email (unable_to_link_account) unless allowDifferentEmails or trusted', async () => {
    const refused = await createSocialAuth();
    mock.use(...githubHandlers({ email: 'someone@else.example' }));
    const { response } = await linkGitHub(refused, (await signUp(refused)).cookie);
    expect(redirectError(response!).error).toBe('unable_to_link_account');

    const allowed = await createSocialAuth({
      account: { accountLinking: { allowDifferentEmails: true } },
    });
    expect(
      (await linkGitHub(allowed, (await signUp(allowed)).cookie)).response!.headers.get('location'),
    ).toBe('/settings');
    const trusted = await createSocialAuth({
      account: { accountLinking: { trustedProviders: ['github'] } },
    });
    expect(
      (await linkGitHub(trusted, (await signUp(trusted)).cookie)).response!.headers.get('location'),
    ).toBe('/settings');
  });

  it("refuses at once with 400 'Unable to link account' when linking is disabled", async () => {
    const t = await createSocialAuth({ account: { accountLinking: { enabled: false } } });
    const { start, json } = await linkGitHub(t, (await signUp(t)).cookie);
    expect(start.status).toBe(400);
    expect(json.code).toBe('UNABLE_TO_LINK_ACCOUNT');
  });

  it('needs a session (401), a known provider (404) and a callbackURL (400)', async () => {
    const t = await createSocialAuth();
    expect((await t.post('/link-social', { provider: 'github', callbackURL: '/' })).status).toBe(
      401,
    );
    const { cookie } = await signUp(t);
    // As Better Auth 1.2.7: an id that is not a built-in provider is invalid input (400), a
    // built-in one that is not configured is not found (404).
    const unknown = await t.post('/link-social', { provider: 'x', callbackURL: '/' }, { cookie });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('VALIDATION_ERROR');
    const absent = await t.post(
      '/link-social',
      { provider: 'gitlab', callbackURL: '/' },
      { cookie },
    );
    expect(absent.status).toBe(404);
    const missing = await t.post('/link-social', { provider: 'github' }, { cookie });
    expect((await missing.json()).message).toBe('callbackURL is required');
  });

  it('refuses a cookie-carrying link request from an untrusted origin (CSRF)', async () => {
    const t = await createSocialAuth();
    const { cookie } = await signUp(t);
    const response = await t.post(
      '/link-social',
      { provider: 'github', callbackURL: '/' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /list-accounts', () => {
  it('lists the accounts with their scopes, never tokens or the password hash', async () => {
    const t = await createSocialAuth();
    const { cookie } = await signUp(t);
    mock.use(...githubHandlers({ accessToken: 'gho_secret' }));
    await linkGitHub(t, cookie);
    const response = await t.get('/list-accounts', { cookie });
    const accounts = await response.json();
    expect(accounts).toHaveLength(2);
    const github = accounts.find((a: { provider: string }) => a.provider === 'github');
    // Better Auth 1.2.7's item: the provider under `provider`, in this key order.
    expect(Object.keys(github)).toEqual([
      'id',
      'provider',
      'createdAt',
      'updatedAt',
      'accountId',
      'scopes',
    ]);
    expect(github).toMatchObject({ accountId: '42', scopes: ['read:user', 'user:email'] });
    expect(JSON.stringify(accounts)).not.toContain('gho_secret');
    expect(JSON.stringify(accounts)).not.toContain('plain:');
  });

  it('needs a session', async () => {
    const t = await createSocialAuth();
    expect((await t.get('/list-accounts')).status).toBe(401);
  });
});

describe('POST /unlink-account', () => {
  it('unlinks an account with a fresh session', async () => {
    const t = await createSocialAuth();
    const { cookie } = await signUp(t);
    mock.use(...githubHandlers());
    await linkGitHub(t, cookie);
    const response = await t.post(
      '/unlink-account',
      { providerId: 'github', accountId: '42' },
      { cookie },
    );
    expect(await response.json()).toEqual({ status: true });
    expect((await accountRows(t)).map((r) => r.providerId)).toEqual(['credential']);
  });

  it('refuses the last account: 400 "You can\'t unlink your last account"', async () => {
    const t = await createSocialAuth();
    const { cookie } = await signUp(t);
    const response = await t.post('/unlink-account', { providerId: 'credential' }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT',
      message: "You can't unlink your last account",
    });
  });

  it("answers 400 'Account not found' for an account the user does not have", async () => {
    const t = await createSocialAuth();
    const { cookie } = await signUp(t);
    mock.use(...githubHandlers());
    await linkGitHub(t, cookie);
    const wrongId = await t.post(
      '/unlink-account',
      { providerId: 'github', accountId: '7' },
      { cookie },
    );
    expect((await wrongId.json()).message).toBe('Account not found');
    const wrongProvider = await t.post('/unlink-account', { providerId: 'google' }, { cookie });
    expect(wrongProvider.status).toBe(400);
  });

  it("cannot unlink another user's account", async () => {
    const t = await createSocialAuth();
    mock.use(...githubHandlers({ email: 'other@example.com' }));
    await signInWithGitHub(t);
    const { cookie } = await signUp(t);
    const response = await t.post(
      '/unlink-account',
      { providerId: 'github', accountId: '42' },
      { cookie },
    );
    expect((await response.json()).message).toBe('Account not found');
    expect((await accountRows(t)).filter((r) => r.providerId === 'github')).toHaveLength(1);
  });

  it("needs a fresh session: 403 'Session is not fresh'", async () => {
    const t = await createSocialAuth({ session: { freshAge: 0 } });
    const { cookie } = await signUp(t);
    mock.use(...githubHandlers());
    await linkGitHub(t, cookie);
    const response = await t.post('/unlink-account', { providerId: 'github' }, { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'SESSION_IS_NOT_FRESH',
      message: 'Session is not fresh',
    });
    expect((await t.post('/unlink-account', { providerId: 'github' })).status).toBe(401);
  });
});
