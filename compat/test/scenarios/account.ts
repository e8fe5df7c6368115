/** Sign-up, sign-in, sessions and sign-out: SPEC §2 account routes, §5 validation, §8 errors. */
import { PASSWORD, type Scenario, signUp } from './types.js';

export const signUpScenario: Scenario = {
  name: 'sign-up',
  async run(d) {
    await d.step('success', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD },
      as: 'ada',
    });
    await d.step('email taken', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD },
    });
    await d.step('email taken, other case', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ADA@example.com', password: PASSWORD },
    });
    await d.step('invalid email', {
      path: '/sign-up/email',
      body: { name: 'Bo', email: 'not-an-email', password: PASSWORD },
    });
    await d.step('password too short', {
      path: '/sign-up/email',
      body: { name: 'Bo', email: 'bo@example.com', password: 'short' },
    });
    await d.step('password too long', {
      path: '/sign-up/email',
      body: { name: 'Bo', email: 'bo@example.com', password: 'x'.repeat(129) },
    });
    await d.step('name missing', {
      path: '/sign-up/email',
      body: { email: 'bo@example.com', password: PASSWORD },
    });
    await d.step('body not JSON object', { path: '/sign-up/email', body: [] });
    await d.step('with username', {
      path: '/sign-up/email',
      body: { name: 'Cy', email: 'cy@example.com', password: PASSWORD, username: 'Cy_Young' },
    });
    await d.step('username too short', {
      path: '/sign-up/email',
      body: { name: 'Di', email: 'di@example.com', password: PASSWORD, username: 'di' },
    });
    await d.step('username invalid', {
      path: '/sign-up/email',
      body: { name: 'Di', email: 'di@example.com', password: PASSWORD, username: 'di di!' },
    });
    await d.step('username taken', {
      path: '/sign-up/email',
      body: { name: 'Di', email: 'di@example.com', password: PASSWORD, username: 'cy_young' },
    });
  },
};

export const signInScenario: Scenario = {
  name: 'sign-in',
  async run(d) {
    await signUp(d, 'setup', 'ada@example.com', { username: 'ada' });
    await d.step('email, success', {
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: PASSWORD },
      as: 'ada',
    });
    await d.step('email, wrong password', {
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: 'wrong-password-here' },
    });
    await d.step('email, unknown account', {
      path: '/sign-in/email',
      body: { email: 'nobody@example.com', password: PASSWORD },
    });
    await d.step('email, invalid email', {
      path: '/sign-in/email',
      body: { email: 'nope', password: PASSWORD },
    });
    await d.step('email, remember me off', {
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: PASSWORD, rememberMe: false },
    });
    await d.step('username, success', {
      path: '/sign-in/username',
      body: { username: 'ADA', password: PASSWORD },
    });
    await d.step('username, wrong password', {
      path: '/sign-in/username',
      body: { username: 'ada', password: 'wrong-password-here' },
    });
    await d.step('username, unknown', {
      path: '/sign-in/username',
      body: { username: 'nobody', password: PASSWORD },
    });
  },
};

export const sessionScenario: Scenario = {
  name: 'sessions',
  async run(d) {
    await d.step('get-session, signed out', { path: '/get-session' });
    await signUp(d, 'ada', 'ada@example.com');
    const current = await d.step('get-session', { path: '/get-session', as: 'ada' });
    await d.send({
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: PASSWORD },
      as: 'other-device',
    });
    const sessions = await d.step('list-sessions', { path: '/list-sessions', as: 'ada' });
    await d.step('list-sessions, signed out', { path: '/list-sessions' });
    await d.step('revoke-session, unknown token', {
      path: '/revoke-session',
      body: { token: 'not-a-token' },
      as: 'ada',
    });
    const other = Array.isArray(sessions)
      ? sessions.find((session) => session.token !== current?.session?.token)
      : undefined;
    await d.step('revoke-session, other device', {
      path: '/revoke-session',
      body: { token: other?.token },
      as: 'ada',
    });
    await d.step('revoke-other-sessions', { path: '/revoke-other-sessions', body: {}, as: 'ada' });
    await d.step('sign-out', { path: '/sign-out', body: {}, as: 'ada' });
    await d.step('get-session, after sign-out', { path: '/get-session', as: 'ada' });
    await d.step('sign-out, signed out', { path: '/sign-out', body: {} });
    await d.step('ok', { path: '/ok' });
    await d.step('unknown route', { path: '/no-such-route' });
  },
};
