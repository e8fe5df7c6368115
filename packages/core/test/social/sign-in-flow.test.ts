import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge } from '../../src/oauth/pkce.js';
import { BASE_URL, cookieHeader, setCookies } from '../helpers.js';
import { mockProviders } from '../kit/provider-test-kit.js';
import {
  accountRows,
  callback,
  createSocialAuth,
  GITHUB_TOKEN_URL,
  githubHandlers,
  googleTokenHandler,
  signInWithGitHub,
  startSignIn,
} from './helpers.js';

const mock = mockProviders();

describe('POST /sign-in/social', () => {
  it('answers the authorization URL with state, PKCE S256 and the callback redirect_uri', async () => {
    const t = await createSocialAuth();
    const flow = await startSignIn(t, {
      provider: 'github',
      callbackURL: '/app',
      scopes: ['repo'],
      loginHint: 'ada',
    });
    expect(flow.response.status).toBe(200);
    expect(flow.json.redirect).toBe(true);
    expect(`${flow.url.origin}${flow.url.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    const params = Object.fromEntries(flow.url.searchParams);
    expect(params).toMatchObject({
      client_id: 'gh-client',
      redirect_uri: `${BASE_URL}/api/auth/callback/github`,
      scope: 'read:user user:email repo',
      code_challenge_method: 'S256',
      login_hint: 'ada',
    });
    expect(flow.state).toMatch(/^[A-Za-z0-9]{32}$/);

    // The state is stored with the 128-character verifier whose challenge the URL carries.
    const record = await t.auth.$context.store.findVerification(flow.state);
    const stored = JSON.parse(record!.value);
    expect(stored).toMatchObject({ providerId: 'github', callbackURL: '/app' });
    expect(stored.codeVerifier).toMatch(/^[A-Za-z0-9]{128}$/);
    expect(params.code_challenge).toBe(createS256CodeChallenge(stored.codeVerifier));
    const lifetime = record!.expiresAt.getTime() - record!.createdAt.getTime();
    expect(Math.round(lifetime / 1000)).toBe(600);
  });

  it('binds the state to the browser with a signed, HttpOnly, Lax cookie living 10 minutes', async () => {
    const t = await createSocialAuth();
    const flow = await startSignIn(t, { provider: 'github', callbackURL: '/app' });
    const cookie = setCookies(flow.response)['portcullis.state']!;
    expect(decodeURIComponent(cookie.value)).toMatch(
      new RegExp(`^${flow.state}\\.[A-Za-z0-9+/]{43}=$`),
    );
    expect(cookie.raw).toMatch(/HttpOnly/i);
    expect(cookie.raw).toMatch(/SameSite=Lax/i);
    expect(cookie.raw).toMatch(/Max-Age=600/);
    expect(cookie.raw).toMatch(/Path=\//);
  });

  it('says redirect: false with disableRedirect', async () => {
    const t = await createSocialAuth();
    const flow = await startSignIn(t, {
      provider: 'github',
      callbackURL: '/',
      disableRedirect: true,
    });
    expect(flow.json.redirect).toBe(false);
  });

  it("answers 400 'callbackURL is required' without a callbackURL (SPEC §5)", async () => {
    const t = await createSocialAuth();
    const response = await t.post('/sign-in/social', { provider: 'github' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'CALLBACKURL_IS_REQUIRED',
      message: 'callbackURL is required',
    });
  });

  it("answers 404 'Provider not found' for a provider that is not configured", async () => {
    const t = await createSocialAuth();
    const response = await t.post('/sign-in/social', { provider: 'gitlab', callbackURL: '/' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'PROVIDER_NOT_FOUND',
      message: 'Provider not found',
    });
  });

  it.each([
    ['callbackURL', 'https://evil.example/steal'],
    ['errorCallbackURL', '//evil.example'],
    ['newUserCallbackURL', 'javascript:alert(1)'],
  ])('refuses an unsafe %s with 403', async (name, value) => {
    const t = await createSocialAuth();
    const response = await t.post('/sign-in/social', {
      provider: 'github',
      callbackURL: '/app',
      [name]: value,
    });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(`Invalid ${name}`);
  });
});

describe('GET /callback/{id}', () => {
  it('creates the user, the account and a session, then redirects a new user to newUserCallbackURL', async () => {
    const t = await createSocialAuth();
    mock.use(...githubHandlers({ email: 'Ada@Example.com', accessToken: 'gho_first' }));
    const flow = await startSignIn(t, {
      provider: 'github',
      callbackURL: '/app',
      newUserCallbackURL: '/welcome',
    });
    const response = await callback(
      t,
      'github',
      { code: 'the-code', state: flow.state },
      flow.cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/welcome');

    // The code was exchanged with the stored verifier and our redirect_uri.
    const [tokenRequest] = mock.to(GITHUB_TOKEN_URL);
    const stored = await t.auth.$context.store.findVerification(flow.state);
    expect(stored).toBeNull(); // used up
    expect(tokenRequest!.form.get('code')).toBe('the-code');
    expect(tokenRequest!.form.get('redirect_uri')).toBe(`${BASE_URL}/api/auth/callback/github`);
    expect(tokenRequest!.form.get('code_verifier')).toMatch(/^[A-Za-z0-9]{128}$/);

    const user = await t.auth.$context.store.findUserByEmail('ada@example.com');
    expect(user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      emailVerified: true,
      image: 'https://a/ada.png',
    });
    const [account] = await accountRows(t);
    expect(account).toMatchObject({
      userId: user!.id,
      providerId: 'github',
      accountId: '42',
      accessToken: 'gho_first',
      scope: 'read:user,user:email',
    });

    // The session cookie works, and the state cookie is cleared.
    const cookies = setCookies(response);
    expect(cookies['portcullis.state']?.value).toBe('');
    const session = await t.get('/get-session', { cookie: cookieHeader(response) });
    expect((await session.json()).user.id).toBe(user!.id);
  });

  it('signs a returning user in (callbackURL, not newUserCallbackURL) and updates the stored tokens', async () => {
    const t = await createSocialAuth();
    mock.use(...githubHandlers({ accessToken: 'gho_first' }));
    await signInWithGitHub(t);
    mock.use(
      ...githubHandlers({ accessToken: 'gho_second', refreshToken: 'ghr_2', expiresIn: 3600 }),
    );
    const response = await signInWithGitHub(t, { newUserCallbackURL: '/welcome' });
    expect(response.headers.get('location')).toBe('/app');
    const rows = await accountRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accessToken: 'gho_second', refreshToken: 'ghr_2' });
    expect(rows[0]!.accessTokenExpiresAt).toBeInstanceOf(Date);
    expect(await t.auth.$context.adapter.count({ model: 'user' })).toBe(1);
    expect(await t.auth.$context.adapter.count({ model: 'session' })).toBe(2);
  });

  it('signs in with Google from the ID token the token endpoint returns', async () => {
    const t = await createSocialAuth();
    mock.use(
      googleTokenHandler({
        sub: 'g-123',
        aud: 'google-client',
        email: 'grace@example.com',
        email_verified: true,
        name: 'Grace',
        picture: 'https://g/grace.png',
      }),
    );
    const flow = await startSignIn(t, {
      provider: 'google',
      callbackURL: 'http://localhost:3000/home',
    });
    // As Better Auth 1.2.7: no access_type unless configured.
    expect(flow.url.searchParams.get('access_type')).toBeNull();
    const response = await callback(
      t,
      'google',
      { code: 'g-code', state: flow.state },
      flow.cookie,
    );
    expect(response.headers.get('location')).toBe('http://localhost:3000/home');
    const user = await t.auth.$context.store.findUserByEmail('grace@example.com');
    expect(user).toMatchObject({ name: 'Grace', emailVerified: true });
    const [account] = await accountRows(t);
    expect(account).toMatchObject({
      providerId: 'google',
      accountId: 'g-123',
      accessToken: 'ya29.token',
    });
    expect(String(account!.idToken)).toMatch(/^ey/);
  });

  it('adds the fields mapProfileToUser maps (schema fields only) and its overrides', async () => {
    const t = await createSocialAuth({
      user: { additionalFields: { locale: { type: 'string', required: false } } },
      socialProviders: {
        github: {
          clientId: 'gh-client',
          clientSecret: 'gh-secret',
          mapProfileToUser: (profile) => ({
            name: `@${profile.login}`,
            locale: 'en',
            id: 'nope',
            notAField: 1,
          }),
        },
      },
    });
    mock.use(...githubHandlers());
    await signInWithGitHub(t);
    const user = (await t.auth.$context.store.findUserByEmail(
      'ada@example.com',
    )) as unknown as Record<string, unknown>;
    expect(user).toMatchObject({ name: '@octocat', locale: 'en' });
    expect(user.id).not.toBe('nope');
    expect(user).not.toHaveProperty('notAField');
  });

  it('marks the email verified when a provider vouches for the email of an unverified user', async () => {
    const t = await createSocialAuth();
    mock.use(...githubHandlers({ verified: false }));
    await signInWithGitHub(t);
    expect((await t.auth.$context.store.findUserByEmail('ada@example.com'))!.emailVerified).toBe(
      false,
    );
    mock.use(...githubHandlers({ verified: true }));
    await signInWithGitHub(t);
    expect((await t.auth.$context.store.findUserByEmail('ada@example.com'))!.emailVerified).toBe(
      true,
    );
  });

  it('keeps one account per provider identity: a unique (providerId, accountId) index', async () => {
    const t = await createSocialAuth();
    mock.use(...githubHandlers());
    await signInWithGitHub(t);
    const [row] = await accountRows(t);
    await expect(
      t.auth.$context.adapter.create({
        model: 'account',
        data: { ...row, id: undefined, createdAt: new Date(), updatedAt: new Date() },
      }),
    ).rejects.toThrow(/Unique constraint/);
  });
});
