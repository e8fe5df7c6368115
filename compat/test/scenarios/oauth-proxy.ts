/**
 * Better Auth 1.2.7's `oAuthProxy` plugin on both sides, one server playing both deployments:
 * sign-ins start "on the preview" (`currentURL`), GitHub (msw) returns to the production
 * callback, which sends the browser to the preview's `/oauth-proxy-callback` with the sealed
 * cookies; then the redirect checks an attacker would probe.
 */
import { oAuthProxy } from '@portcullis/core';
import { oAuthProxy as baOAuthProxy } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import { type Scenario, signUp } from './types.js';

const PREVIEW = 'http://preview.example';
const OPTIONS = { currentURL: PREVIEW, productionURL: 'https://production.example' };

async function start(d: Driver, label: string, body: object, as?: string) {
  const json = await d.step(label, { path: '/sign-in/social', body, as });
  return typeof json?.url === 'string' ? (new URL(json.url).searchParams.get('state') ?? '') : '';
}

/** The callback's `Location`, unrecorded: the sealed cookies differ on every run. */
async function proxyLocation(d: Driver, label: string, state: string, as: string) {
  await d.step(label, { path: `/callback/github?code=newbie&state=${state}`, as });
  const again = await start(
    d,
    `${label}, again`,
    { provider: 'github', callbackURL: '/dashboard' },
    as,
  );
  const response = await d.send({ path: `/callback/github?code=newbie&state=${again}`, as });
  return response.headers.get('location') ?? '';
}

const proxyCallback = (query: Record<string, string>) =>
  `/oauth-proxy-callback?${new URLSearchParams(query)}`;

export const oauthProxyScenario: Scenario = {
  name: 'oauth-proxy',
  options: {
    social: true,
    extra: {
      betterAuth: () => [baOAuthProxy(OPTIONS)],
      portcullis: () => [oAuthProxy(OPTIONS)],
      // Portcullis sends the session only to trusted origins: the preview is one.
      options: { trustedOrigins: [PREVIEW] },
    },
  },
  async run(d) {
    const state = await start(
      d,
      'sign-in on the preview',
      { provider: 'github', callbackURL: '/dashboard' },
      'newbie',
    );
    const location = await proxyLocation(d, 'production callback', state, 'newbie');
    await d.step('preview proxy callback', { path: location, as: 'newbie' });
    await d.step('get-session on the preview', { path: '/get-session', as: 'newbie' });
    const sealed = new URL(location).searchParams.get('cookies') ?? '';

    for (const [label, callbackURL] of [
      ['attacker origin', 'https://evil.example/steal'],
      ['protocol-relative', '//evil.example/steal'],
      ['backslash', '/\\evil.example/steal'],
      ['userinfo', `${PREVIEW}@evil.example/`],
    ] as const) {
      await d.step(`proxy callback, ${label}`, {
        path: proxyCallback({ callbackURL, cookies: sealed }),
      });
      await d.step(`sign-in, ${label}`, {
        path: '/sign-in/social',
        body: { provider: 'github', callbackURL },
      });
    }
    await d.step('proxy callback, cookies missing', { path: proxyCallback({ callbackURL: '/' }) });
    await signUp(d, 'ada', 'ada@example.com');
    await d.step('proxy callback, in another browser', { path: location, as: 'ada' });
  },
};
