import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/kit/test-server.js';
import { ada, codeAt, setupTwoFactor } from '../../../test/kit/two-factor-test-kit.js';
import { createAuthClient, isTwoFactorRedirect, twoFactorClient } from '../../client/index.js';

describe('twoFactorClient', () => {
  it('calls onTwoFactorRedirect on a redirect answer, and the store shows no session until verified', async () => {
    const t = await setupTwoFactor();
    const { totpURI } = await t.enableForAda();
    const browser = t.server.newBrowser();
    const redirects: string[] = [];
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: browser.fetch,
      plugins: [twoFactorClient({ onTwoFactorRedirect: () => void redirects.push('redirect') })],
    });
    const signIn = await client.signIn.email({ email: ada.email, password: ada.password });
    expect(isTwoFactorRedirect(signIn.data)).toBe(true);
    expect(redirects).toEqual(['redirect']);
    expect(client.$store.getSnapshot()).toMatchObject({ data: null });
    await client.twoFactor.verifyTotp({ code: codeAt(totpURI, Date.now(), 1) });
    expect(client.$store.getSnapshot().data?.user).toMatchObject({
      email: ada.email,
      twoFactorEnabled: true,
    });
    // A sign-in without the redirect does not call it.
    await client.signOut();
    await t.client.twoFactor.disable({ password: ada.password });
    await client.signIn.email({ email: ada.email, password: ada.password });
    expect(redirects).toEqual(['redirect']);
  });

  it('carries the plugin codes in $ERROR_CODES', () => {
    const client = createAuthClient({ baseURL: TEST_ORIGIN, plugins: [twoFactorClient()] });
    expect(client.$ERROR_CODES.INVALID_TWO_FACTOR_COOKIE).toBe('Invalid two factor cookie');
    expect(client.$ERROR_CODES.TWO_FACTOR_ISNT_ENABLED).toBe("Two factor isn't enabled");
  });

  it('isTwoFactorRedirect is false for a session answer and for null', () => {
    expect(isTwoFactorRedirect({ token: 'x', user: {} })).toBe(false);
    expect(isTwoFactorRedirect(null)).toBe(false);
  });
});
