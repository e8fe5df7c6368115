/**
 * Better Auth 1.2.7's own client, unchanged, against Portcullis's `haveIBeenPwned()` and
 * `captcha()` plugins over real HTTP (issue 32). Better Auth ships no client plugin for either:
 * an app sends the widget's token in the `x-captcha-response` header through `fetchOptions`, and
 * reads `PASSWORD_COMPROMISED` from `error.code`. The range API and Turnstile's siteverify URL
 * are answered by msw (`support/outbound-mock.ts`).
 */
import { captcha, haveIBeenPwned } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { BREACHED_PASSWORD, outbound, startOutboundMock } from './support/outbound-mock.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct-horse-battery' };
const withToken = (token: string) => ({ headers: { 'x-captcha-response': token } });

describe('better-auth 1.2.7 client against Portcullis with haveIBeenPwned() and captcha()', () => {
  let server: PortcullisServer;
  let client: ReturnType<typeof createAuthClient>;

  beforeAll(async () => {
    startOutboundMock();
    server = await startPortcullisServer({
      plugins: () => [
        haveIBeenPwned(),
        captcha({ provider: 'cloudflare-turnstile', secretKey: 'compat-turnstile-secret' }),
      ],
    });
    client = createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
    });
  });
  afterAll(async () => {
    outbound.pwned = 'up';
    outbound.captcha = 'up';
    await server?.close();
  });

  it('signUp.email without a token: 400 with the message Better Auth sends', async () => {
    const { data, error } = await client.signUp.email(ada);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, message: 'Missing CAPTCHA response' });
  });

  it('signUp.email with a refused token: 403', async () => {
    const { error } = await client.signUp.email(ada, withToken('forged'));
    expect(error).toMatchObject({ status: 403, message: 'Captcha verification failed' });
  });

  it('signUp.email with a breached password: 400 PASSWORD_COMPROMISED', async () => {
    const { error } = await client.signUp.email(
      { ...ada, password: BREACHED_PASSWORD },
      withToken('pass'),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'PASSWORD_COMPROMISED',
      message: 'The password you entered has been compromised. Please choose a different password.',
    });
  });

  it('signUp.email and signIn.email with a passed token and a clean password', async () => {
    const signedUp = await client.signUp.email(ada, withToken('pass'));
    expect(signedUp.error).toBeNull();
    expect(signedUp.data?.user.email).toBe(ada.email);
    const signedIn = await client.signIn.email(
      { email: ada.email, password: ada.password },
      withToken('pass'),
    );
    expect(signedIn.error).toBeNull();
    expect((await client.getSession()).data?.user.email).toBe(ada.email);
  });

  it('a failing provider answers 503, never 500', async () => {
    outbound.captcha = 'offline';
    const { error } = await client.signIn.email(
      { email: ada.email, password: ada.password },
      withToken('pass'),
    );
    outbound.captcha = 'up';
    expect(error).toMatchObject({ status: 503, code: 'CAPTCHA_SERVICE_UNAVAILABLE' });
  });
});
