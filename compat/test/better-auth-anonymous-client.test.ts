/**
 * Better Auth 1.2.7's own `anonymousClient` and `customSessionClient`, unchanged, against
 * Portcullis's `anonymous()` and `customSession()` over real HTTP (issue 32): an app's guest
 * flow and its reshaped session built on `better-auth/client` move over as they are.
 */
import { anonymous, customSession } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { anonymousClient, customSessionClient } from 'better-auth/client/plugins';
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

const password = 'correct-horse-battery';

describe('better-auth 1.2.7 anonymousClient against Portcullis', () => {
  let server: PortcullisServer;
  const linked: { anonymous: string; email: string }[] = [];
  const create = () =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
      plugins: [anonymousClient()],
    });

  beforeAll(async () => {
    server = await startPortcullisServer({
      plugins: () => [
        anonymous({
          onLinkAccount: ({ anonymousUser, newUser }) => {
            linked.push({ anonymous: anonymousUser.user.id, email: newUser.user.email });
          },
        }),
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signIn.anonymous signs a guest in; the session says isAnonymous', async () => {
    const guest = create();
    const data = ok(await guest.signIn.anonymous());
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ name: 'Anonymous', emailVerified: false });
    expect(data.user.email).toMatch(/^temp-\w{32}@http:\/\/127\.0\.0\.1:\d+$/);
    const session = ok(await guest.getSession());
    expect(session.user).toMatchObject({ id: data.user.id, isAnonymous: true });
  });

  it('a second anonymous sign-in is refused with Better Auth’s code', async () => {
    const guest = create();
    ok(await guest.signIn.anonymous());
    const again = (await guest.signIn.anonymous()) as Result;
    expect(again.error).toMatchObject({
      status: 400,
      code: 'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY',
      message: 'Anonymous users cannot sign in again anonymously',
    });
  });

  it('signing up from the guest session links it: onLinkAccount, then the guest is gone', async () => {
    const guest = create();
    const anonymousId = ok(await guest.signIn.anonymous()).user.id;
    ok(await guest.signUp.email({ name: 'Ada', email: 'ada@example.com', password }));
    expect(linked).toContainEqual({ anonymous: anonymousId, email: 'ada@example.com' });
    const session = ok(await guest.getSession());
    expect(session.user).toMatchObject({ email: 'ada@example.com', isAnonymous: null });
  });

  it('signing in from another guest session links that one too', async () => {
    const guest = create();
    const anonymousId = ok(await guest.signIn.anonymous()).user.id;
    ok(await guest.signIn.email({ email: 'ada@example.com', password }));
    expect(linked).toContainEqual({ anonymous: anonymousId, email: 'ada@example.com' });
  });
});

describe('better-auth 1.2.7 customSessionClient against Portcullis', () => {
  let server: PortcullisServer;
  const create = () =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
      plugins: [customSessionClient()],
    });

  beforeAll(async () => {
    server = await startPortcullisServer({
      plugins: () => [
        customSession(async ({ user, session }) => ({
          user: { id: user.id, email: user.email },
          session: { expiresAt: session.expiresAt },
          roles: ['reader'],
        })),
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('getSession arrives in the app’s shape, null when signed out', async () => {
    const client = create();
    expect(ok(await client.getSession())).toBeNull();
    ok(await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password }));
    const data = ok(await client.getSession());
    expect(data).toEqual({
      user: { id: expect.any(String), email: 'ada@example.com' },
      session: { expiresAt: expect.anything() },
      roles: ['reader'],
    });
  });
});
