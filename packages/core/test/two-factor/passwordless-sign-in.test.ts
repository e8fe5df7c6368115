/**
 * `twoFactor({ requireForPasswordless })`: an email-code or magic-link sign-in of a user with
 * two-factor on creates no session until the second factor (Better Auth 1.2.7 never asks after
 * them, which stays the default).
 */
import { describe, expect, it, vi } from 'vitest';
import { emailOTP, magicLink, type TwoFactorOptions } from '../../src/index.js';
import { TEST_ORIGIN, type TestBrowser } from '../kit/test-server.js';
import { ada, codeAt, setupTwoFactor } from '../kit/two-factor-test-kit.js';

/** Ada with two-factor on; email codes and magic links captured. */
async function setup(options: TwoFactorOptions = {}) {
  const codes: string[] = [];
  const links: string[] = [];
  const kit = await setupTwoFactor(options, {
    plugins: [
      emailOTP({ sendVerificationOTP: ({ otp }) => void codes.push(otp) }),
      magicLink({ sendMagicLink: ({ url }) => void links.push(url) }),
    ],
  });
  const { totpURI } = await kit.enableForAda();
  return { ...kit, totpURI, codes, links };
}

const post = (browser: TestBrowser, path: string, body: unknown) =>
  browser.fetch(`${TEST_ORIGIN}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  });

const sessionOf = async (browser: TestBrowser) =>
  (await (await browser.fetch(`${TEST_ORIGIN}/api/auth/get-session`)).json()) as {
    user: { email: string };
  } | null;

/** Waits until `outbox` holds `count` messages: they go out after the response. */
const sent = (outbox: string[], count: number) =>
  vi.waitFor(() => {
    if (outbox.length < count) throw new Error(`waiting for message ${count}`);
  });

/** An email-code sign-in of Ada in `browser`: the answer's status and body. */
async function signInWithEmailCode(browser: TestBrowser, codes: string[]) {
  const count = codes.length + 1;
  await post(browser, '/email-otp/send-verification-otp', { email: ada.email, type: 'sign-in' });
  await sent(codes, count);
  const answer = await post(browser, '/sign-in/email-otp', { email: ada.email, otp: codes.at(-1) });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Asks for a magic link for Ada in `browser`; the emailed URL. */
async function requestMagicLink(browser: TestBrowser, links: string[], callbackURL?: string) {
  const count = links.length + 1;
  await post(browser, '/sign-in/magic-link', { email: ada.email, callbackURL });
  await sent(links, count);
  return new URL(links.at(-1)!);
}

/** A magic-link sign-in of Ada in `browser`, up to the verify route's answer (not followed). */
async function followMagicLink(browser: TestBrowser, links: string[], callbackURL?: string) {
  const link = await requestMagicLink(browser, links, callbackURL);
  return browser.fetch(link.href, { redirect: 'manual' });
}

describe('two-factor after a passwordless sign-in', () => {
  it('is not asked by default, as in Better Auth 1.2.7', async () => {
    const { server, codes, links } = await setup();
    const byCode = server.newBrowser();
    const answer = await signInWithEmailCode(byCode, codes);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveProperty('token');
    expect((await sessionOf(byCode))?.user.email).toBe(ada.email);

    const byLink = server.newBrowser();
    const verify = await followMagicLink(byLink, links, '/dashboard');
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/dashboard');
    expect((await sessionOf(byLink))?.user.email).toBe(ada.email);
  });

  it('on: an email code answers twoFactorRedirect, no session until the TOTP code', async () => {
    const { server, clientFor, totpURI, codes } = await setup({ requireForPasswordless: true });
    const browser = server.newBrowser();
    const answer = await signInWithEmailCode(browser, codes);
    expect(answer).toEqual({ status: 200, body: { twoFactorRedirect: true } });
    expect(await sessionOf(browser)).toBeNull();

    const verified = await clientFor(browser).twoFactor.verifyTotp({
      code: codeAt(totpURI, Date.now(), 1),
    });
    expect(verified.error).toBeNull();
    expect((await sessionOf(browser))?.user.email).toBe(ada.email);
  });

  it('on: a magic link redirects with twoFactorRedirect=true, no session until the TOTP code', async () => {
    const { server, clientFor, totpURI, links } = await setup({ requireForPasswordless: true });
    const browser = server.newBrowser();
    const verify = await followMagicLink(browser, links, '/dashboard?tab=1');
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/dashboard?tab=1&twoFactorRedirect=true');
    expect(await sessionOf(browser)).toBeNull();

    const verified = await clientFor(browser).twoFactor.verifyTotp({
      code: codeAt(totpURI, Date.now(), 1),
    });
    expect(verified.error).toBeNull();
    expect((await sessionOf(browser))?.user.email).toBe(ada.email);
  });

  it('on: a magic link verified without callbackURL answers twoFactorRedirect', async () => {
    const { server, links } = await setup({ requireForPasswordless: true });
    const browser = server.newBrowser();
    // The emailed link always has a callbackURL ('/' by default): this is a client's own call.
    const link = await requestMagicLink(browser, links);
    link.searchParams.delete('callbackURL');
    const verify = await browser.fetch(link.href);
    expect(await verify.json()).toEqual({ twoFactorRedirect: true });
    expect(await sessionOf(browser)).toBeNull();
  });

  it('on: a trusted device skips it', async () => {
    const { server, clientFor, totpURI, codes } = await setup({ requireForPasswordless: true });
    const browser = server.newBrowser();
    await signInWithEmailCode(browser, codes);
    await clientFor(browser).twoFactor.verifyTotp({
      code: codeAt(totpURI, Date.now(), 1),
      trustDevice: true,
    });
    await browser.fetch(`${TEST_ORIGIN}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN },
    });
    expect(await sessionOf(browser)).toBeNull();
    const again = await signInWithEmailCode(browser, codes);
    expect(again.body).toHaveProperty('token');
    expect((await sessionOf(browser))?.user.email).toBe(ada.email);
  });
});
