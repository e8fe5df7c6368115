/**
 * `twoFactor({ socialSignIn: { twoFactorPage } })`: a social sign-in of a user with two-factor on
 * creates no session until the second factor (Better Auth 1.2.7 never asks after a social
 * sign-in, which is the default here too).
 */
import { describe, expect, it } from 'vitest';
import type { TwoFactorOptions } from '../../src/index.js';
import { mockProviders } from '../kit/provider-test-kit.js';
import { TEST_ORIGIN, type TestBrowser } from '../kit/test-server.js';
import { codeAt, setupTwoFactor } from '../kit/two-factor-test-kit.js';
import { GITHUB, githubHandlers } from '../social/helpers.js';

const mock = mockProviders();

/** Ada with two-factor on, GitHub configured (and linked to her on first use). */
async function setup(options: TwoFactorOptions = {}) {
  mock.use(...githubHandlers({ email: 'ada@example.com' }));
  const kit = await setupTwoFactor(options, {
    socialProviders: { github: GITHUB },
    account: { accountLinking: { requireLocalEmailVerified: false } },
  });
  const { totpURI } = await kit.enableForAda();
  return { ...kit, totpURI };
}

/** A GitHub sign-in in `browser` up to the callback's answer (not followed). */
async function signInWithGitHub(browser: TestBrowser, callbackURL = '/dashboard') {
  const start = await browser.fetch(`${TEST_ORIGIN}/api/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ provider: 'github', callbackURL }),
  });
  const { url } = (await start.json()) as { url: string };
  const state = new URL(url).searchParams.get('state')!;
  return browser.fetch(`${TEST_ORIGIN}/api/auth/callback/github?code=the-code&state=${state}`, {
    redirect: 'manual',
  });
}

const sessionOf = async (browser: TestBrowser) =>
  (await (await browser.fetch(`${TEST_ORIGIN}/api/auth/get-session`)).json()) as {
    user: { email: string };
  } | null;

describe('two-factor after a social sign-in', () => {
  it('is not asked by default, as in Better Auth 1.2.7', async () => {
    const { server } = await setup();
    const browser = server.newBrowser();
    const callback = await signInWithGitHub(browser);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');
    expect((await sessionOf(browser))?.user.email).toBe('ada@example.com');
  });

  it('with socialSignIn: redirects to twoFactorPage without a session, and the code finishes it', async () => {
    const { server, clientFor, totpURI } = await setup({
      socialSignIn: { twoFactorPage: '/two-factor' },
    });
    const browser = server.newBrowser();
    const callback = await signInWithGitHub(browser);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/two-factor?callbackURL=%2Fdashboard');
    expect(await sessionOf(browser)).toBeNull();

    const verified = await clientFor(browser).twoFactor.verifyTotp({
      code: codeAt(totpURI, Date.now(), 1),
    });
    expect(verified.error).toBeNull();
    expect((await sessionOf(browser))?.user.email).toBe('ada@example.com');
  });

  it('with socialSignIn: a trusted device skips it', async () => {
    const { server, clientFor, totpURI } = await setup({
      socialSignIn: { twoFactorPage: '/two-factor' },
    });
    const browser = server.newBrowser();
    await signInWithGitHub(browser);
    await clientFor(browser).twoFactor.verifyTotp({
      code: codeAt(totpURI, Date.now(), 1),
      trustDevice: true,
    });
    await clientFor(browser).signOut();
    expect(await sessionOf(browser)).toBeNull();

    const again = await signInWithGitHub(browser, '/again');
    expect(again.headers.get('location')).toBe('/again');
    expect((await sessionOf(browser))?.user.email).toBe('ada@example.com');
  });

  it('refuses a twoFactorPage that is neither a path nor an http(s) URL', async () => {
    await expect(
      setupTwoFactor({ socialSignIn: { twoFactorPage: 'javascript:alert(1)' } }),
    ).rejects.toThrow(/socialSignIn\.twoFactorPage must be a path/);
    await expect(
      setupTwoFactor({ socialSignIn: { twoFactorPage: '//evil.example/2fa' } }),
    ).rejects.toThrow(/socialSignIn\.twoFactorPage must be a path/);
  });
});
