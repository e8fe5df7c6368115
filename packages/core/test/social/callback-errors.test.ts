import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL } from '../helpers.js';
import { HttpResponse, http, mockProviders } from '../kit/provider-test-kit.js';
import {
  callback,
  createSocialAuth,
  GITHUB_TOKEN_URL,
  GITHUB_USER_URL,
  githubHandlers,
  redirectError,
  signInWithGitHub,
  startSignIn,
} from './helpers.js';

const mock = mockProviders();
const ERROR_PAGE = `${BASE_URL}/api/auth/error`;

afterEach(() => {
  vi.useRealTimers();
});

async function started(body: Record<string, unknown> = {}, options = {}) {
  const t = await createSocialAuth(options);
  const flow = await startSignIn(t, { provider: 'github', callbackURL: '/app', ...body });
  return { t, flow };
}

describe('callback errors (SPEC §8): each redirects with its code', () => {
  it("passes the provider's error (access_denied) to the error page, before the state (Better Auth 1.2.7)", async () => {
    const { t, flow } = await started({ errorCallbackURL: '/login?tab=social' });
    const response = await callback(
      t,
      'github',
      { error: 'access_denied', error_description: 'The user said no', state: flow.state },
      flow.cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `${ERROR_PAGE}?error=access_denied&error_description=The+user+said+no`,
    );
    expect(mock.requests).toHaveLength(0);
    // The state is not read, so not used up: the flow may still finish.
    expect(await t.auth.$context.store.findVerification(flow.state)).not.toBeNull();
  });

  it('writes a missing error_description as "undefined", as Better Auth 1.2.7 does', async () => {
    const { t, flow } = await started();
    const response = await callback(
      t,
      'github',
      { error: 'access_denied', state: flow.state },
      flow.cookie,
    );
    expect(response.headers.get('location')).toBe(
      `${ERROR_PAGE}?error=access_denied&error_description=undefined`,
    );
    const page = await t.get(`/error?error=access_denied`);
    expect(await page.text()).toContain('access_denied');
  });

  it('replaces a provider error that is not an RFC 6749 code token', async () => {
    const { t, flow } = await started();
    const response = await callback(
      t,
      'github',
      { error: 'Call +1 555 0100 now', state: flow.state },
      flow.cookie,
    );
    expect(redirectError(response).error).toBe('oauth_error');
  });

  it('state_not_found without a state (Better Auth 1.2.7)', async () => {
    const { t, flow } = await started();
    for (const params of [{ code: 'x' }, {}] as Record<string, string>[]) {
      const response = await callback(t, 'github', params, flow.cookie);
      expect(response.headers.get('location')).toBe(`${ERROR_PAGE}?error=state_not_found`);
    }
  });

  it('no_code without a code', async () => {
    const { t, flow } = await started({ errorCallbackURL: '/oops' });
    const response = await callback(t, 'github', { state: flow.state }, flow.cookie);
    expect(redirectError(response)).toMatchObject({ error: 'no_code', to: '/oops' });
  });

  it('please_restart_the_process for a state never issued (Better Auth 1.2.7: a state mismatch)', async () => {
    const { t, flow } = await started({ errorCallbackURL: '/oops' });
    const response = await callback(t, 'github', { code: 'x', state: 'A'.repeat(32) }, flow.cookie);
    expect(response.headers.get('location')).toBe(`${ERROR_PAGE}?error=please_restart_the_process`);
  });

  it('please_restart_the_process when a state is used a second time (replay)', async () => {
    const { t, flow } = await started();
    mock.use(...githubHandlers());
    const first = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(first.headers.get('location')).toBe('/app');
    const replay = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(replay).error).toBe('please_restart_the_process');
    expect(mock.to(GITHUB_TOKEN_URL)).toHaveLength(1);
  });

  it('please_restart_the_process after 10 minutes, on the error page; the expired record is deleted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { t, flow } = await started({ errorCallbackURL: '/oops' });
    vi.setSystemTime(Date.now() + 600_000);
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    // Better Auth 1.2.7 sends state refusals to its error page, never to errorCallbackURL.
    expect(redirectError(response)).toMatchObject({
      error: 'please_restart_the_process',
      to: ERROR_PAGE,
    });
    expect(await t.auth.$context.store.findVerification(flow.state)).toBeNull();
    expect(mock.requests).toHaveLength(0);
  });

  it('accepts a callback just under 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { t, flow } = await started();
    mock.use(...githubHandlers());
    vi.setSystemTime(Date.now() + 599_000);
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(response.headers.get('location')).toBe('/app');
  });

  it('sweeps expired state records of abandoned flows when a new flow starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { t, flow } = await started();
    vi.setSystemTime(Date.now() + 601_000);
    await startSignIn(t, { provider: 'github', callbackURL: '/app' });
    await vi.waitFor(async () => {
      expect(await t.auth.$context.store.findVerification(flow.state)).toBeNull();
    });
  });

  it('please_restart_the_process when the callback arrives in another browser (no state cookie)', async () => {
    const { t, flow } = await started();
    const response = await callback(t, 'github', { code: 'x', state: flow.state });
    expect(redirectError(response).error).toBe('please_restart_the_process');
    expect(mock.requests).toHaveLength(0);
    // The browser that owns the state can still finish.
    mock.use(...githubHandlers());
    const owner = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(owner.headers.get('location')).toBe('/app');
  });

  it("please_restart_the_process with another flow's state cookie", async () => {
    const { t, flow } = await started();
    const other = await startSignIn(t, { provider: 'github', callbackURL: '/app' });
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, other.cookie);
    expect(redirectError(response).error).toBe('please_restart_the_process');
  });

  it('please_restart_the_process with a forged (unsigned) state cookie', async () => {
    const { t, flow } = await started();
    const forged = `portcullis.state=${flow.state}`;
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, forged);
    expect(redirectError(response).error).toBe('please_restart_the_process');
  });

  it('oauth_provider_not_found for an unknown provider, or another than the flow started with', async () => {
    const { t, flow } = await started();
    const unknown = await callback(t, 'nope', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(unknown).error).toBe('oauth_provider_not_found');
    const second = await startSignIn(t, { provider: 'github', callbackURL: '/app' });
    const swapped = await callback(t, 'google', { code: 'x', state: second.state }, second.cookie);
    expect(redirectError(swapped).error).toBe('oauth_provider_not_found');
    expect(mock.requests).toHaveLength(0);
  });

  it('invalid_code when the token endpoint refuses the code', async () => {
    const { t, flow } = await started();
    mock.use(
      http.post(GITHUB_TOKEN_URL, () =>
        HttpResponse.json({ error: 'bad_verification_code' }, { status: 400 }),
      ),
    );
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(response).error).toBe('invalid_code');
  });

  it('invalid_code when the provider cannot be reached', async () => {
    const { t, flow } = await started();
    mock.use(http.post(GITHUB_TOKEN_URL, () => HttpResponse.error()));
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(response).error).toBe('invalid_code');
  });

  it('unable_to_get_user_info when the user endpoint fails', async () => {
    const { t, flow } = await started();
    // msw: handlers given first take precedence.
    mock.use(
      http.get(GITHUB_USER_URL, () => new HttpResponse(null, { status: 401 })),
      ...githubHandlers(),
    );
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(response).error).toBe('unable_to_get_user_info');
  });

  it('email_not_found when the provider gives no email', async () => {
    const { t, flow } = await started();
    mock.use(...githubHandlers({ email: null }));
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(response).error).toBe('email_not_found');
    expect(await t.auth.$context.adapter.count({ model: 'user' })).toBe(0);
  });

  it('no_callback_url when the stored flow has no callbackURL', async () => {
    const t = await createSocialAuth();
    const flow = await startSignIn(t, { provider: 'github', callbackURL: '/app' });
    const { adapter } = t.auth.$context;
    const record = await t.auth.$context.store.findVerification(flow.state);
    const { callbackURL: _, ...rest } = JSON.parse(record!.value);
    await adapter.update({
      model: 'verification',
      where: [{ field: 'identifier', value: flow.state }],
      update: { value: JSON.stringify(rest) },
    });
    mock.use(...githubHandlers());
    const response = await callback(t, 'github', { code: 'x', state: flow.state }, flow.cookie);
    expect(redirectError(response).error).toBe('no_callback_url');
  });

  it('signup_disabled for a new user when the provider has disableSignUp; existing users still sign in', async () => {
    const t = await createSocialAuth({
      socialProviders: {
        github: { clientId: 'gh-client', clientSecret: 's', disableSignUp: true },
      },
    });
    mock.use(...githubHandlers());
    const refused = await signInWithGitHub(t, { errorCallbackURL: '/oops' });
    expect(redirectError(refused)).toMatchObject({ error: 'signup_disabled', to: '/oops' });
    expect(await t.auth.$context.adapter.count({ model: 'user' })).toBe(0);

    const signUp = await t.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    // Linking to an existing user needs their own email verified (requireLocalEmailVerified).
    await t.auth.$context.store.updateUser((await signUp.json()).user.id, { emailVerified: true });
    const linked = await signInWithGitHub(t);
    expect(linked.headers.get('location')).toBe('/app');
  });

  it('signup_disabled with disableImplicitSignUp unless the sign-in asked requestSignUp', async () => {
    const t = await createSocialAuth({
      socialProviders: {
        github: { clientId: 'gh-client', clientSecret: 's', disableImplicitSignUp: true },
      },
    });
    mock.use(...githubHandlers());
    expect(redirectError(await signInWithGitHub(t)).error).toBe('signup_disabled');
    const created = await signInWithGitHub(t, {
      requestSignUp: true,
      newUserCallbackURL: '/welcome',
    });
    expect(created.headers.get('location')).toBe('/welcome');
  });

  it("a database hook's refusal redirects with its message, spaces to underscores (Better Auth 1.2.7)", async () => {
    const { APIError } = await import('../../src/errors/api-error.js');
    const t = await createSocialAuth({
      databaseHooks: {
        user: {
          create: {
            before: () => {
              throw new APIError('FORBIDDEN', { message: 'Domain not allowed' });
            },
          },
        },
      },
    });
    mock.use(...githubHandlers());
    expect(redirectError(await signInWithGitHub(t)).error).toBe('Domain_not_allowed');
  });
});
