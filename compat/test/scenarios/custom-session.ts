/**
 * The custom-session plugin (issue 32) against Better Auth 1.2.7: the app's function reshapes
 * `/get-session` (signed in and out, with its query flags, over the cookie cache), while
 * `/list-sessions` and the sign-in answers keep their shape.
 */
import { customSession as portcullisCustomSession } from '@portcullis/core';
import { customSession as baCustomSession } from 'better-auth/plugins';
import { vi } from 'vitest';
import { type Scenario, signUp } from './types.js';

/** The same function on both sides: a reshaped user, the session, and a computed field. */
const reshape = async ({
  user,
  session,
}: {
  user: { id: string; name: string; email: string };
  session: { expiresAt: Date };
}) => ({
  user: { id: user.id, name: user.name, email: user.email },
  session: { expiresAt: session.expiresAt },
  greeting: `Hello, ${user.name}`,
  roles: ['reader'],
});

export const customSessionScenario: Scenario = {
  name: 'custom-session',
  options: {
    extra: {
      betterAuth: () => [baCustomSession(reshape)],
      portcullis: () => [portcullisCustomSession(reshape)],
      options: { session: { cookieCache: { enabled: true, maxAge: 300 } } },
    },
  },
  async run(d) {
    // The clock stands still (only `Date`; timers run): Better Auth 1.2.7 reads the clock twice
    // when it writes the cache cookie (the payload's expiresAt, then the one it signs), so when a
    // millisecond passes between the two its next read finds a bad signature, deletes the
    // cookie and reads the database; under load that made this scenario's cache steps differ
    // from run to run. Portcullis reads it once.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await runSteps(d);
    } finally {
      vi.useRealTimers();
    }
  },
};

async function runSteps(d: Parameters<Scenario['run']>[0]) {
  await d.step('get-session, signed out', { path: '/get-session' });
  await signUp(d, 'ada', 'ada@example.com');
  await d.step('get-session, reshaped', { path: '/get-session', as: 'ada' });
  await d.step('get-session, again (cookie cache)', { path: '/get-session', as: 'ada' });
  await d.step('get-session, disableCookieCache', {
    path: '/get-session?disableCookieCache=true',
    as: 'ada',
  });
  await d.step('get-session, disableRefresh', {
    path: '/get-session?disableRefresh=true',
    as: 'ada',
  });
  await d.step('get-session, a tampered cookie', {
    path: '/get-session',
    headers: { cookie: 'better-auth.session_token=nope.bad; portcullis.session_token=nope.bad' },
  });
  await d.step('list-sessions keeps its shape', { path: '/list-sessions', as: 'ada' });
  await d.step('sign-in keeps its answer', {
    path: '/sign-in/email',
    body: { email: 'ada@example.com', password: 'correct-horse-battery-staple' },
    as: 'ada-2',
  });
  await d.step('get-session of the new session', { path: '/get-session', as: 'ada-2' });
  await d.step('sign out', { path: '/sign-out', body: {}, as: 'ada' });
  await d.step('get-session after sign-out', { path: '/get-session', as: 'ada' });
}
