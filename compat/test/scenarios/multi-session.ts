/**
 * The multi-session plugin (issue 32) against Better Auth 1.2.7: accounts added to one browser
 * by signing in again, the device list, switching, signing one account out (the active one too),
 * sign-out ending them all, the `maximumSessions` count, and the refusals: a session of another
 * browser, a device cookie whose signature does not verify, no session, no body.
 */
import { multiSession as portcullisMultiSession } from '@portcullis/core';
import { multiSession as baMultiSession } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import { PASSWORD, type Scenario, signUp } from './types.js';

/** Signs `name` up in the browser `as` (recorded as `label`) and returns the session token. */
async function addAccount(d: Driver, label: string, as: string, name: string) {
  const body = await d.step(label, {
    path: '/sign-up/email',
    body: { name, email: `${name}@example.com`, password: PASSWORD },
    as,
  });
  return body.token as string;
}

export const multiSessionScenario: Scenario = {
  name: 'multi-session',
  options: {
    extra: {
      betterAuth: () => [baMultiSession()],
      portcullis: () => [portcullisMultiSession()],
    },
  },
  async run(d) {
    // Two accounts in one browser.
    const ada = await addAccount(d, 'sign-up, first account', 'laptop', 'ada');
    const bob = await addAccount(d, 'sign-up, second account in the same browser', 'laptop', 'bob');
    await d.step('list device sessions', {
      path: '/multi-session/list-device-sessions',
      as: 'laptop',
      unordered: true,
    });
    await d.step('session, the last signed in', { path: '/get-session', as: 'laptop' });
    await d.step('set-active, the first account', {
      path: '/multi-session/set-active',
      body: { sessionToken: ada },
      as: 'laptop',
    });
    await d.step('session, after set-active', { path: '/get-session', as: 'laptop' });

    // Refusals.
    await signUp(d, 'eve', 'eve@example.com');
    await d.step('set-active, a session of another browser', {
      path: '/multi-session/set-active',
      body: { sessionToken: ada },
      as: 'eve',
    });
    await d.step('revoke, a session of another browser', {
      path: '/multi-session/revoke',
      body: { sessionToken: ada },
      as: 'eve',
    });
    await d.step('set-active, an unknown token', {
      path: '/multi-session/set-active',
      body: { sessionToken: 'unknown-token' },
      as: 'laptop',
    });
    await d.step('set-active, without a session', {
      path: '/multi-session/set-active',
      body: { sessionToken: ada },
    });
    await d.step('revoke, without a session', {
      path: '/multi-session/revoke',
      body: { sessionToken: ada },
    });
    await d.step('set-active, without sessionToken', {
      path: '/multi-session/set-active',
      body: {},
      as: 'laptop',
    });
    await d.step('list device sessions, no cookie', {
      path: '/multi-session/list-device-sessions',
    });
    const forged = `${d.side.cookiePrefix}.session_token_multi-${ada.toLowerCase()}=${ada}.${'A'.repeat(43)}%3D`;
    await d.step('list device sessions, a forged device cookie', {
      path: '/multi-session/list-device-sessions',
      headers: { cookie: forged },
    });

    // Signing one account out: another one, then the active one.
    await d.step('revoke, an account that is not active', {
      path: '/multi-session/revoke',
      body: { sessionToken: bob },
      as: 'laptop',
    });
    await d.step('list device sessions, after revoke', {
      path: '/multi-session/list-device-sessions',
      as: 'laptop',
      unordered: true,
    });
    const cy = await addAccount(d, 'sign-up, a third account', 'laptop', 'cy');
    await d.step('revoke, the active account', {
      path: '/multi-session/revoke',
      body: { sessionToken: cy },
      as: 'laptop',
    });
    await d.step('session, after revoking the active account', {
      path: '/get-session',
      as: 'laptop',
    });
    await d.step('revoke, the last account', {
      path: '/multi-session/revoke',
      body: { sessionToken: ada },
      as: 'laptop',
    });
    await d.step('session, after revoking the last account', {
      path: '/get-session',
      as: 'laptop',
    });

    // Sign-out ends every account of the browser.
    await addAccount(d, 'sign-up, desk first', 'desk', 'dan');
    await addAccount(d, 'sign-up, desk second', 'desk', 'dee');
    await d.step('sign-in again, an account the browser holds', {
      path: '/sign-in/email',
      body: { email: 'dan@example.com', password: PASSWORD },
      as: 'desk',
    });
    await d.step('sign-out', { path: '/sign-out', body: {}, as: 'desk' });
    await d.step('list device sessions, after sign-out', {
      path: '/multi-session/list-device-sessions',
      as: 'desk',
    });

    // Without "remember me" the session cookie lasts as long as the browser; so does Portcullis's
    // device cookie (Better Auth's lives 7 days and brings the account back).
    await d.step('sign-in without remember me', {
      path: '/sign-in/email',
      body: { email: 'eve@example.com', password: PASSWORD, rememberMe: false },
      as: 'kiosk',
    });

    // maximumSessions (5): the fifth account signs in but is not kept on the device.
    for (const name of ['m1', 'm2', 'm3', 'm4']) await signUp(d, 'crowd', `${name}@example.com`);
    await d.step('sign-up, past maximumSessions', {
      path: '/sign-up/email',
      body: { name: 'm5', email: 'm5@example.com', password: PASSWORD },
      as: 'crowd',
    });
    await d.step('list device sessions, at maximumSessions', {
      path: '/multi-session/list-device-sessions',
      as: 'crowd',
      unordered: true,
    });
  },
};
