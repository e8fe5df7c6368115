/**
 * Better Auth 1.2.7's own `oneTimeTokenClient`, unchanged, against Portcullis's `oneTimeToken()`
 * plugin over real HTTP (issue 32): a signed-in browser issues a token, another party exchanges
 * it once for the session; of parallel exchanges of one token exactly one succeeds.
 */
import { oneTimeToken } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { oneTimeTokenClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

describe('better-auth 1.2.7 oneTimeTokenClient against Portcullis', () => {
  let server: PortcullisServer;
  const create = () =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
      plugins: [oneTimeTokenClient()],
    });
  let browser: ReturnType<typeof create>;
  let elsewhere: ReturnType<typeof create>;
  let sessionToken: string;

  beforeAll(async () => {
    server = await startPortcullisServer({ plugins: () => [oneTimeToken()] });
    browser = create();
    elsewhere = create();
    sessionToken = ok(
      await browser.signUp.email({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'correct-horse-battery',
      }),
    ).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('generate issues a token; verify exchanges it once for the session', async () => {
    const { token } = ok(await browser.oneTimeToken.generate());
    const verified = ok(await elsewhere.oneTimeToken.verify({ token }));
    expect(verified.session.token).toBe(sessionToken);
    expect(verified.user.email).toBe('ada@example.com');
    const again = (await elsewhere.oneTimeToken.verify({ token })) as Result;
    expect(again.error).toMatchObject({ status: 400, message: 'Invalid token' });
  });

  it('generate without a session: 401', async () => {
    const answer = (await elsewhere.oneTimeToken.generate()) as Result;
    expect(answer.error).toMatchObject({ status: 401 });
  });

  it('of parallel verifies of one token, exactly one wins', async () => {
    const { token } = ok(await browser.oneTimeToken.generate());
    const answers = (await Promise.all(
      Array.from({ length: 6 }, () => create().oneTimeToken.verify({ token })),
    )) as Result[];
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.error !== null)) {
      expect(answer.error).toMatchObject({ status: 400, message: 'Invalid token' });
    }
  });
});
