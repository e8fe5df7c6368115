/**
 * Better Auth 1.2.7's `genericOAuth` plugin on both sides, with one OAuth 2.0 provider answered
 * by msw (`GENERIC_IDP` in `support/providers.ts`): /sign-in/oauth2, /oauth2/callback/{id} with
 * its error codes, and /oauth2/link.
 */
import { genericOAuth } from '@portcullis/core';
import { genericOAuth as baGenericOAuth } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import { CODES, GENERIC_IDP } from '../support/providers.js';
import { type Scenario, signUp } from './types.js';

const config = (providerId: string, pkce?: boolean) => ({
  providerId,
  ...GENERIC_IDP,
  scopes: ['openid', 'email', 'profile'],
  ...(pkce === undefined ? {} : { pkce }),
});
// `idp` says `pkce: true` on both sides; `idp-default` leaves it to each side's default.
const CONFIG = [config('idp', true), config('idp-default')];

async function start(d: Driver, label: string, body: object, as?: string) {
  const json = await d.step(label, { path: '/sign-in/oauth2', body, as });
  return typeof json?.url === 'string' ? (new URL(json.url).searchParams.get('state') ?? '') : '';
}

function callback(
  d: Driver,
  label: string,
  params: Record<string, string>,
  as?: string,
  id = 'idp',
) {
  const query = new URLSearchParams(params).toString();
  return d.step(label, { path: `/oauth2/callback/${id}?${query}`, as });
}

export const genericOAuthScenario: Scenario = {
  name: 'generic-oauth',
  options: {
    social: true,
    extra: {
      betterAuth: () => [baGenericOAuth({ config: CONFIG })],
      portcullis: () => [genericOAuth({ config: CONFIG })],
    },
  },
  async run(d) {
    let state = await start(
      d,
      'sign-in, new user',
      { providerId: 'idp', callbackURL: '/dashboard', newUserCallbackURL: '/welcome' },
      'newbie',
    );
    await callback(d, 'callback, new user', { code: 'newbie', state }, 'newbie');
    await d.step('get-session after callback', { path: '/get-session', as: 'newbie' });
    await d.step('list-accounts after callback', { path: '/list-accounts', as: 'newbie' });
    state = await start(
      d,
      'sign-in, existing user',
      { providerId: 'idp', callbackURL: '/dashboard' },
      'again',
    );
    await callback(d, 'callback, existing user', { code: 'newbie', state }, 'again');

    await d.step('sign-in, scopes and no redirect', {
      path: '/sign-in/oauth2',
      body: {
        providerId: 'idp',
        callbackURL: '/dashboard',
        scopes: ['offline'],
        disableRedirect: true,
      },
    });
    await d.step('sign-in, default callbackURL', {
      path: '/sign-in/oauth2',
      body: { providerId: 'idp' },
    });
    await d.step('sign-in, pkce left to the default', {
      path: '/sign-in/oauth2',
      body: { providerId: 'idp-default', callbackURL: '/dashboard' },
    });
    await d.step('sign-in, unknown provider', {
      path: '/sign-in/oauth2',
      body: { providerId: 'nope', callbackURL: '/dashboard' },
    });
    await d.step('sign-in, callbackURL untrusted', {
      path: '/sign-in/oauth2',
      body: { providerId: 'idp', callbackURL: 'https://evil.example.com/' },
    });
    await d.step('sign-in, providerId missing', { path: '/sign-in/oauth2', body: {} });

    await callback(d, 'callback, provider error', { error: 'access_denied', state: 'x' });
    await callback(d, 'callback, code missing', { state: 'x' });
    await callback(d, 'callback, unknown provider', { code: 'ada', state: 'x' }, undefined, 'nope');
    await callback(d, 'callback, state unknown', { code: 'ada', state: 'x'.repeat(32) });
    state = await start(
      d,
      'sign-in, for bad code',
      { providerId: 'idp', callbackURL: '/dashboard', errorCallbackURL: '/oops' },
      'bad',
    );
    await callback(d, 'callback, token endpoint fails', { code: CODES.badCode, state }, 'bad');
    state = await start(
      d,
      'sign-in, for no email',
      { providerId: 'idp', callbackURL: '/dashboard' },
      'mute',
    );
    await callback(d, 'callback, email missing', { code: 'no-email', state }, 'mute');
    state = await start(
      d,
      'sign-in, for user info',
      { providerId: 'idp', callbackURL: '/dashboard' },
      'info',
    );
    await callback(d, 'callback, user info fails', { code: CODES.noUserInfo, state }, 'info');

    // /oauth2/link
    await signUp(d, 'lin', 'lin@example.com');
    const linked = await d.step('link', {
      path: '/oauth2/link',
      body: { providerId: 'idp', callbackURL: '/settings' },
      as: 'lin',
    });
    state =
      typeof linked?.url === 'string' ? (new URL(linked.url).searchParams.get('state') ?? '') : '';
    await callback(d, 'link callback', { code: 'lin', state }, 'lin');
    await d.step('list-accounts after link', { path: '/list-accounts', as: 'lin' });
    await d.step('link again', {
      path: '/oauth2/link',
      body: { providerId: 'idp', callbackURL: '/settings' },
      as: 'lin',
    });
    await d.step('link, unknown provider', {
      path: '/oauth2/link',
      body: { providerId: 'nope', callbackURL: '/settings' },
      as: 'lin',
    });
    await d.step('link, signed out', {
      path: '/oauth2/link',
      body: { providerId: 'idp', callbackURL: '/settings' },
    });
    await signUp(d, 'cy', 'cy@example.com');
    const other = await d.step('link, for another email', {
      path: '/oauth2/link',
      body: { providerId: 'idp-default', callbackURL: '/settings' },
      as: 'cy',
    });
    state =
      typeof other?.url === 'string' ? (new URL(other.url).searchParams.get('state') ?? '') : '';
    await callback(
      d,
      "link callback, email doesn't match",
      { code: 'ada', state },
      'cy',
      'idp-default',
    );
  },
};
