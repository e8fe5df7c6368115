/**
 * The haveIBeenPwned plugin on both sides (issue 32), the Pwned Passwords range API answered by
 * msw: a breached password refused on sign-up, change-password and reset-password (after the
 * token), a clean one accepted, sign-in with an unknown email, and the service failing.
 */
import { haveIBeenPwned as portcullisHaveIBeenPwned } from '@portcullis/core';
import { haveIBeenPwned as baHaveIBeenPwned } from 'better-auth/plugins';
import { BREACHED_PASSWORD, outbound, startOutboundMock } from '../support/outbound-mock.js';
import { PASSWORD, type Scenario, signUp } from './types.js';

export const haveIBeenPwnedScenario: Scenario = {
  name: 'haveibeenpwned',
  options: {
    extra: {
      betterAuth: () => [baHaveIBeenPwned()],
      portcullis: () => [portcullisHaveIBeenPwned()],
    },
  },
  async run(d) {
    startOutboundMock();
    outbound.pwned = 'up';
    await d.step('sign-up, breached password', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: BREACHED_PASSWORD },
    });
    await d.step('sign-up, clean password', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD },
      as: 'ada',
    });
    await d.step('change-password, breached', {
      path: '/change-password',
      body: { currentPassword: PASSWORD, newPassword: BREACHED_PASSWORD },
      as: 'ada',
    });
    await d.step('change-password, clean', {
      path: '/change-password',
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-2` },
      as: 'ada',
    });
    await d.step('reset-password, unknown token, breached', {
      path: '/reset-password',
      body: { token: 'unknown-token', newPassword: BREACHED_PASSWORD },
    });
    await d.send({
      path: '/forget-password',
      body: { email: 'ada@example.com', redirectTo: '/reset' },
    });
    const mail = await d.email('reset-password', 'ada@example.com');
    await d.step('reset-password, breached', {
      path: '/reset-password',
      body: { token: mail?.token, newPassword: BREACHED_PASSWORD },
    });
    await d.step('reset-password, clean', {
      path: '/reset-password',
      body: { token: mail?.token, newPassword: PASSWORD },
    });
    await d.step('sign-in, known email, breached password', {
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: BREACHED_PASSWORD },
    });
    await d.step('sign-in, unknown email, breached password', {
      path: '/sign-in/email',
      body: { email: 'nobody@example.com', password: BREACHED_PASSWORD },
    });

    outbound.pwned = '500';
    await d.step('sign-up, service answers 500', {
      path: '/sign-up/email',
      body: { name: 'Bo', email: 'bo@example.com', password: PASSWORD },
    });
    outbound.pwned = 'offline';
    await d.step('sign-up, service unreachable', {
      path: '/sign-up/email',
      body: { name: 'Bo', email: 'bo@example.com', password: PASSWORD },
    });
    outbound.pwned = 'up';
    await signUp(d, 'bo', 'bo@example.com');
    await d.step('sign-in, after the service is back', {
      path: '/sign-in/email',
      body: { email: 'bo@example.com', password: PASSWORD },
    });
  },
};
