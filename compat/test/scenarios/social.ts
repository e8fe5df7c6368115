/**
 * Social sign-in with GitHub and Google (mocked by msw, `support/providers.ts`): SPEC §2's
 * /sign-in/social and /callback/{id}, its §8 callback error codes, and the linked-account routes
 * (/link-social, /list-accounts, /unlink-account, /refresh-token). Each side's own `state`
 * travels from the sign-in answer's `url` to its callback; its state cookie (Portcullis) in the
 * browser's jar.
 */
import { vi } from 'vitest';
import type { Driver } from '../support/driver.js';
import { CODES, googleIdToken, IDENTITIES } from '../support/providers.js';
import { type Scenario, signUp, verifyEmail } from './types.js';

/** Starts a flow as `as` (recorded under `label`) and returns its `state`. */
async function start(d: Driver, label: string, body: object, as: string, path = '/sign-in/social') {
  const json = await d.step(label, { path, body, as });

  return typeof json?.url === 'string' ? (new URL(json.url).searchParams.get('state') ?? '') : '';
}

/** The provider sends `as`'s browser back to `/callback/{provider}` with `params`. */
function callback(
  d: Driver,
  label: string,
  provider: string,
  params: Record<string, string>,
  as?: string,
) {
  const query = new URLSearchParams(params).toString();
  return d.step(label, { path: `/callback/${provider}${query ? `?${query}` : ''}`, as });
}

async function verifiedUser(d: Driver, as: string, email: string) {
  await signUp(d, as, email);
  await d.send({ path: '/send-verification-email', body: { email } });
  await verifyEmail(d, as, email);
}

export const socialScenario: Scenario = {
  name: 'social',
  options: { social: true },
  async run(d) {
    // /sign-in/social
    let state = await start(
      d,
      'github, new user',
      { provider: 'github', callbackURL: '/dashboard', newUserCallbackURL: '/welcome' },
      'newbie',
    );
    await callback(d, 'callback, new user', 'github', { code: 'newbie', state }, 'newbie');
    await d.step('get-session after callback', { path: '/get-session', as: 'newbie' });
    state = await start(
      d,
      'github, existing user',
      { provider: 'github', callbackURL: '/dashboard', newUserCallbackURL: '/welcome' },
      'newbie-again',
    );
    await callback(
      d,
      'callback, existing user',
      'github',
      { code: 'newbie', state },
      'newbie-again',
    );
    await d.step('github, scopes and login hint', {
      path: '/sign-in/social',
      body: {
        provider: 'github',
        callbackURL: '/dashboard',
        scopes: ['repo'],
        loginHint: 'ada',
        disableRedirect: true,
      },
    });
    await d.step('google', {
      path: '/sign-in/social',
      body: { provider: 'google', callbackURL: '/dashboard' },
    });
    await d.step('unknown provider', {
      path: '/sign-in/social',
      body: { provider: 'myspace', callbackURL: '/dashboard' },
    });
    await d.step('provider not configured', {
      path: '/sign-in/social',
      body: { provider: 'discord', callbackURL: '/dashboard' },
    });
    await d.step('callbackURL missing', { path: '/sign-in/social', body: { provider: 'github' } });
    await d.step('callbackURL untrusted', {
      path: '/sign-in/social',
      body: { provider: 'github', callbackURL: 'https://evil.example.com/' },
    });
    await d.step('errorCallbackURL untrusted', {
      path: '/sign-in/social',
      body: {
        provider: 'github',
        callbackURL: '/dashboard',
        errorCallbackURL: 'https://evil.example.com/',
      },
    });
    await d.step('newUserCallbackURL untrusted', {
      path: '/sign-in/social',
      body: {
        provider: 'github',
        callbackURL: '/dashboard',
        newUserCallbackURL: 'https://evil.example.com/',
      },
    });

    // /callback/{id}: Google, and the error paths.
    state = await start(
      d,
      'google, for callback',
      { provider: 'google', callbackURL: '/dashboard' },
      'gus',
    );
    await callback(d, 'google callback, new user', 'google', { code: 'gus', state }, 'gus');
    await callback(d, 'callback, state missing', 'github', { code: 'newbie' });
    await callback(d, 'callback, state unknown', 'github', {
      code: 'newbie',
      state: 'x'.repeat(32),
    });
    state = await start(
      d,
      'github, for tampering',
      { provider: 'github', callbackURL: '/dashboard' },
      'tam',
    );
    await callback(
      d,
      'callback, state tampered',
      'github',
      // The last character changed (to 'A', or to 'B' when it already is 'A': never a no-op).
      { code: 'newbie', state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` },
      'tam',
    );
    state = await start(
      d,
      'github, with errorCallbackURL',
      { provider: 'github', callbackURL: '/dashboard', errorCallbackURL: '/oops' },
      'err',
    );
    await callback(d, 'callback, code missing', 'github', { state }, 'err');
    state = await start(
      d,
      'github, for denial',
      { provider: 'github', callbackURL: '/dashboard', errorCallbackURL: '/oops' },
      'deny',
    );
    await callback(
      d,
      'callback, access_denied',
      'github',
      { error: 'access_denied', state },
      'deny',
    );
    await callback(d, 'callback, state replayed', 'github', { code: 'newbie', state }, 'deny');
    state = await start(
      d,
      'github, for bad code',
      { provider: 'github', callbackURL: '/dashboard', errorCallbackURL: '/oops' },
      'bad',
    );
    await callback(
      d,
      'callback, token endpoint fails',
      'github',
      { code: CODES.badCode, state },
      'bad',
    );
    state = await start(
      d,
      'github, for user info',
      { provider: 'github', callbackURL: '/dashboard' },
      'info',
    );
    await callback(
      d,
      'callback, user info fails',
      'github',
      { code: CODES.noUserInfo, state },
      'info',
    );
    state = await start(
      d,
      'github, for no email',
      { provider: 'github', callbackURL: '/dashboard' },
      'mute',
    );
    await callback(d, 'callback, email missing', 'github', { code: 'no-email', state }, 'mute');
    state = await start(
      d,
      'github, for expiry',
      { provider: 'github', callbackURL: '/dashboard' },
      'late',
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 });
    try {
      await callback(d, 'callback, state expired', 'github', { code: 'newbie', state }, 'late');
    } finally {
      vi.useRealTimers();
    }

    // Account linking at sign-in: an email user whose address the provider also reports.
    await signUp(d, 'ada', 'ada@example.com');
    state = await start(
      d,
      'github, unverified local email',
      { provider: 'github', callbackURL: '/dashboard' },
      'ada-gh',
    );
    await callback(
      d,
      'callback, links to unverified local user',
      'github',
      { code: 'ada', state },
      'ada-gh',
    );
    await verifiedUser(d, 'cy', 'cy@example.com');
    state = await start(
      d,
      'github, verified local email',
      { provider: 'github', callbackURL: '/dashboard' },
      'cy-gh',
    );
    await callback(
      d,
      'callback, links to verified local user',
      'github',
      { code: 'cy', state },
      'cy-gh',
    );
    await d.step('list-accounts after implicit link', { path: '/list-accounts', as: 'cy-gh' });
    await verifiedUser(d, 'bo', 'bo@example.com');
    state = await start(
      d,
      'github, provider email unverified',
      { provider: 'github', callbackURL: '/dashboard' },
      'bo-gh',
    );
    await callback(
      d,
      'callback, provider email unverified',
      'github',
      { code: 'bo', state },
      'bo-gh',
    );

    // ID-token sign-in (Google supports it on both servers).
    await d.step('google idToken, new user', {
      path: '/sign-in/social',
      body: { provider: 'google', idToken: { token: await googleIdToken(IDENTITIES.ida!) } },
      as: 'ida',
    });
    await d.step('google idToken, wrong audience', {
      path: '/sign-in/social',
      body: {
        provider: 'google',
        idToken: { token: await googleIdToken(IDENTITIES.ida!, { aud: 'someone-else' }) },
      },
    });
    await d.step('google idToken, not a JWT', {
      path: '/sign-in/social',
      body: { provider: 'google', idToken: { token: 'not-a-jwt' } },
    });
    await d.step('github idToken', {
      path: '/sign-in/social',
      body: { provider: 'github', idToken: { token: await googleIdToken(IDENTITIES.ida!) } },
    });
  },
};

export const socialAccountsScenario: Scenario = {
  name: 'social accounts',
  options: { social: true },
  async run(d) {
    await signUp(d, 'lin', 'lin@example.com');
    await d.step('link-social, signed out', {
      path: '/link-social',
      body: { provider: 'github', callbackURL: '/settings' },
    });
    await d.step('link-social, unknown provider', {
      path: '/link-social',
      body: { provider: 'myspace', callbackURL: '/settings' },
      as: 'lin',
    });
    await d.step('link-social, callbackURL missing', {
      path: '/link-social',
      body: { provider: 'github' },
      as: 'lin',
    });
    let state = await start(
      d,
      'link-social',
      { provider: 'github', callbackURL: '/settings' },
      'lin',
      '/link-social',
    );
    await callback(d, 'link callback', 'github', { code: 'lin', state }, 'lin');
    await d.step('list-accounts after linking', { path: '/list-accounts', as: 'lin' });
    state = await start(
      d,
      'link-social, again',
      { provider: 'github', callbackURL: '/settings' },
      'lin',
      '/link-social',
    );
    await callback(d, 'link callback, already linked', 'github', { code: 'lin', state }, 'lin');
    state = await start(
      d,
      'link-social, other email',
      { provider: 'google', callbackURL: '/settings' },
      'lin',
      '/link-social',
    );
    await callback(d, 'link callback, other email', 'google', { code: 'other', state }, 'lin');

    // An identity that already belongs to another user.
    await signUp(d, 'max', 'max@example.com');
    state = await start(
      d,
      'link-social, taken identity',
      { provider: 'github', callbackURL: '/settings' },
      'max',
      '/link-social',
    );
    await callback(
      d,
      'link callback, linked to another user',
      'github',
      { code: 'lin', state },
      'max',
    );

    await d.step('list-accounts, signed out', { path: '/list-accounts' });
    await d.step('refresh-token', {
      path: '/refresh-token',
      body: { providerId: 'github' },
      as: 'lin',
    });
    await d.step('refresh-token, signed out', {
      path: '/refresh-token',
      body: { providerId: 'github' },
    });
    await d.step('refresh-token, no such account', {
      path: '/refresh-token',
      body: { providerId: 'google', accountId: 'nope' },
      as: 'lin',
    });
    await d.step('refresh-token, provider not configured', {
      path: '/refresh-token',
      body: { providerId: 'discord' },
      as: 'lin',
    });
    await d.step('refresh-token, credential account', {
      path: '/refresh-token',
      body: { providerId: 'credential' },
      as: 'lin',
    });
    await d.step('unlink-account', {
      path: '/unlink-account',
      body: { providerId: 'github' },
      as: 'lin',
    });
    await d.step('unlink-account, not linked', {
      path: '/unlink-account',
      body: { providerId: 'github' },
      as: 'lin',
    });
    await d.step('unlink-account, signed out', {
      path: '/unlink-account',
      body: { providerId: 'github' },
    });
    await d.step('unlink-account, last account', {
      path: '/unlink-account',
      body: { providerId: 'credential' },
      as: 'max',
    });
    await d.step('list-accounts after unlinking', { path: '/list-accounts', as: 'lin' });
  },
};
