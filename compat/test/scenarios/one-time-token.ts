/**
 * The one-time-token plugin (issue 32) against Better Auth 1.2.7: a token issued for a session
 * and exchanged for it once, the refusals (used, unknown, no body, no session, a session that
 * ended), expiry (minutes: a 30 ms lifetime here), and `disableClientRequest`. Two verifies
 * racing on one token are tested in packages/core and in the client test, not here: Better
 * Auth's answer to a race depends on scheduling.
 */
import { oneTimeToken as portcullisOneTimeToken } from '@portcullis/core';
import { oneTimeToken as baOneTimeToken } from 'better-auth/plugins';
import type { SideOptions } from '../support/sides.js';
import { type Scenario, signUp } from './types.js';

const withPlugin = (options: { expiresIn?: number; disableClientRequest?: boolean }) =>
  ({
    extra: {
      betterAuth: () => [baOneTimeToken(options)],
      portcullis: () => [portcullisOneTimeToken(options)],
    },
  }) satisfies SideOptions;

export const oneTimeTokenScenario: Scenario = {
  name: 'one-time-token',
  options: withPlugin({}),
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    const { token } = await d.step('generate', { path: '/one-time-token/generate', as: 'ada' });
    await d.step('verify', { path: '/one-time-token/verify', body: { token } });
    await d.step('verify, used', { path: '/one-time-token/verify', body: { token } });
    await d.step('verify, unknown', { path: '/one-time-token/verify', body: { token: 'nope' } });
    await d.step('verify, without token', { path: '/one-time-token/verify', body: {} });
    await d.step('generate, without a session', { path: '/one-time-token/generate' });
    await d.step('generate, POST', { path: '/one-time-token/generate', body: {}, as: 'ada' });
    const second = await d.step('generate, again', { path: '/one-time-token/generate', as: 'ada' });
    await d.send({ path: '/sign-out', body: {}, as: 'ada' });
    await d.step('verify, the session signed out', {
      path: '/one-time-token/verify',
      body: { token: second.token },
    });
  },
};

export const oneTimeTokenExpiryScenario: Scenario = {
  name: 'one-time-token, expiry',
  // Minutes, as Better Auth counts them: 0.0005 minutes is 30 ms.
  options: withPlugin({ expiresIn: 0.0005 }),
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    const { token } = await d.step('generate', { path: '/one-time-token/generate', as: 'ada' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await d.step('verify, expired', { path: '/one-time-token/verify', body: { token } });
    await d.step('verify, expired again', { path: '/one-time-token/verify', body: { token } });
  },
};

export const oneTimeTokenServerOnlyScenario: Scenario = {
  name: 'one-time-token, server only',
  options: withPlugin({ disableClientRequest: true }),
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await d.step('generate over HTTP', { path: '/one-time-token/generate', as: 'ada' });
    await d.step('generate over HTTP, without a session', { path: '/one-time-token/generate' });
  },
};
