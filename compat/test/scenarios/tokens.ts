/**
 * Session revocation and bearer sessions (SPEC §2, §6), and the emailed tokens: reset-password,
 * verify-email, change-email and delete-user links, each valid, unknown, used and expired
 * (SPEC §4, §8).
 */
import { vi } from 'vitest';
import type { Driver } from '../support/driver.js';
import { PASSWORD, type Scenario, signUp, verifyEmail } from './types.js';

/** Signs `as` in on one more device (not recorded); returns the `set-auth-token` header. */
async function signIn(d: Driver, as: string, email: string) {
  const response = await d.send({
    path: '/sign-in/email',
    body: { email, password: PASSWORD },
    as,
  });
  await response.body?.cancel();
  return response.headers.get('set-auth-token') ?? '';
}

/** Runs `steps` with the clock `ms` ahead (only `Date`; timers keep real time). */
async function later(ms: number, steps: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}

export const sessionRevocationScenario: Scenario = {
  name: 'session revocation',
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    const bearer = await signIn(d, 'phone', 'ada@example.com');
    await signIn(d, 'tablet', 'ada@example.com');
    await d.step('get-session, disableCookieCache', {
      path: '/get-session?disableCookieCache=true',
      as: 'ada',
    });
    await d.step('get-session, disableRefresh', {
      path: '/get-session?disableRefresh=true',
      as: 'ada',
    });
    await d.step('get-session, bearer', {
      path: '/get-session',
      headers: { authorization: `Bearer ${bearer}` },
    });
    await d.step('get-session, bearer, unknown token', {
      path: '/get-session',
      headers: { authorization: 'Bearer not-a-token' },
    });
    await d.step('list-sessions, bearer', {
      path: '/list-sessions',
      headers: { authorization: `Bearer ${bearer}` },
    });
    await d.step('revoke-session, signed out', {
      path: '/revoke-session',
      body: { token: 'not-a-token' },
    });
    await d.step('revoke-session, token missing', { path: '/revoke-session', body: {}, as: 'ada' });
    await d.step('revoke-sessions, signed out', { path: '/revoke-sessions', body: {} });
    await d.step('revoke-other-sessions, signed out', { path: '/revoke-other-sessions', body: {} });
    await d.step('revoke-other-sessions', {
      path: '/revoke-other-sessions',
      body: {},
      as: 'phone',
    });
    await d.step('get-session, other device after revoke-other-sessions', {
      path: '/get-session',
      as: 'tablet',
    });
    await d.step('get-session, same device after revoke-other-sessions', {
      path: '/get-session',
      as: 'phone',
    });
    await signIn(d, 'laptop', 'ada@example.com');
    const laptop = await (await d.send({ path: '/get-session', as: 'laptop' })).json();
    await d.step('revoke-session, current', {
      path: '/revoke-session',
      body: { token: laptop?.session?.token },
      as: 'laptop',
    });
    await d.step('get-session, after revoke-session, current', {
      path: '/get-session',
      as: 'laptop',
    });
    await signIn(d, 'tablet', 'ada@example.com');
    await d.step('revoke-sessions', { path: '/revoke-sessions', body: {}, as: 'tablet' });
    await d.step('get-session, after revoke-sessions', { path: '/get-session', as: 'tablet' });
    await d.step('get-session, other device after revoke-sessions', {
      path: '/get-session',
      as: 'phone',
    });
  },
};

export const tokensScenario: Scenario = {
  name: 'tokens',
  options: { sendDeleteAccountVerification: true, sendChangeEmailVerification: true },
  async run(d) {
    await d.step('sign-up, email missing', {
      path: '/sign-up/email',
      body: { name: 'Ada', password: PASSWORD },
    });
    await d.step('sign-up, email not a string', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 12345, password: PASSWORD },
    });
    await signUp(d, 'ada', 'ada@example.com');
    await signUp(d, 'bo', 'bo@example.com');

    // verify-email: another address while signed in, then a used link.
    await d.step('send-verification-email, another address while signed in', {
      path: '/send-verification-email',
      body: { email: 'bo@example.com' },
      as: 'ada',
    });
    await d.step('send-verification-email, own address while signed in', {
      path: '/send-verification-email',
      body: { email: 'ada@example.com' },
      as: 'ada',
    });
    const verification = await d.email('verify-email', 'ada@example.com');
    await verifyEmail(d, 'ada', 'ada@example.com');
    await d.step('verify-email, used token', { path: verification?.url ?? '/verify-email' });
    await d.step('send-verification-email, already verified, signed in', {
      path: '/send-verification-email',
      body: { email: 'ada@example.com' },
      as: 'ada',
    });

    // reset-password: link variants, an unknown, an expired and a used token.
    await d.send({
      path: '/forget-password',
      body: { email: 'ada@example.com', redirectTo: '/r' },
    });
    const expiring = (await d.email('reset-password', 'ada@example.com'))?.token;
    await d.step('reset-password link, no callbackURL', { path: `/reset-password/${expiring}` });
    await d.step('reset-password link, absolute callbackURL', {
      path: `/reset-password/${expiring}?callbackURL=${encodeURIComponent('http://localhost:3000/r?a=1')}`,
    });
    await d.step('reset-password link, untrusted callbackURL', {
      path: `/reset-password/${expiring}?callbackURL=${encodeURIComponent('https://evil.example/r')}`,
    });
    await d.step('reset-password, unknown token', {
      path: '/reset-password',
      body: { token: 'unknown-token-000000000', newPassword: 'another-long-password' },
    });
    await d.step('reset-password, token missing', {
      path: '/reset-password',
      body: { newPassword: 'another-long-password' },
    });
    await d.step('reset-password, password too short', {
      path: '/reset-password',
      body: { token: expiring, newPassword: 'short' },
    });
    await later(2 * 3600_000, async () => {
      await d.step('reset-password link, expired', {
        path: `/reset-password/${expiring}?callbackURL=/r`,
      });
      await d.step('reset-password, expired', {
        path: '/reset-password',
        body: { token: expiring, newPassword: 'another-long-password' },
      });
    });
    await d.send({
      path: '/forget-password',
      body: { email: 'ada@example.com', redirectTo: '/r' },
    });
    const reset = await d.email('reset-password', 'ada@example.com');
    await d.step('reset-password', {
      path: '/reset-password',
      body: { token: reset?.token, newPassword: 'another-long-password' },
    });
    await d.step('reset-password, already used', {
      path: '/reset-password',
      body: { token: reset?.token, newPassword: 'yet-another-password' },
    });
    await d.step('reset-password link, already used', {
      path: `/reset-password/${reset?.token}?callbackURL=/r`,
    });

    // change-email of a verified user: the confirmation link, then again.
    await d.send({
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: 'another-long-password' },
      as: 'ada',
    });
    await d.step('change-email, verified user', {
      path: '/change-email',
      body: { newEmail: 'ada.new@example.com', callbackURL: '/done' },
      as: 'ada',
    });
    const change = await d.email('change-email', 'ada@example.com');
    await d.step('change-email link, signed out', { path: change?.url ?? '/verify-email' });
    await d.step('change-email link', { path: change?.url ?? '/verify-email', as: 'ada' });
    await d.step('get-session, after change-email', { path: '/get-session', as: 'ada' });

    // delete-user by emailed link.
    await d.step('delete-user, sends verification', { path: '/delete-user', body: {}, as: 'bo' });
    const deletion = await d.email('delete-account', 'bo@example.com');
    await d.step('delete-user callback, signed out', {
      path: `/delete-user/callback?token=${deletion?.token}`,
    });
    await d.step('delete-user callback, invalid token', {
      path: '/delete-user/callback?token=not-a-token',
      as: 'bo',
    });
    await d.step('delete-user callback, wrong user', {
      path: `/delete-user/callback?token=${deletion?.token}`,
      as: 'ada',
    });
    await d.step('delete-user callback', {
      path: `/delete-user/callback?token=${deletion?.token}&callbackURL=/bye`,
      as: 'bo',
    });
    await d.step('delete-user callback, used token', {
      path: `/delete-user/callback?token=${deletion?.token}`,
      as: 'bo',
    });
    await d.step('delete-user, signed out', { path: '/delete-user', body: {} });
  },
};
