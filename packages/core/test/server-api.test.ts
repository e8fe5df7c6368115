import { describe, expect, it } from 'vitest';
import { APIError, jwt } from '../src/index.js';
import { cookieHeader, createTestAuth, user } from './helpers.js';

describe('auth.api server calls', () => {
  it('run the same endpoint as HTTP and return data', async () => {
    const { auth } = await createTestAuth();
    const result = await auth.api.signUpEmail({ body: user });
    expect(result.user.email).toBe(user.email);
    expect(result.token).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('read the session from the headers they are given', async () => {
    const { auth, post } = await createTestAuth();
    const cookie = cookieHeader(await post('/sign-up/email', user));
    const session = await auth.api.getSession({ headers: { cookie } });
    expect(session?.user.email).toBe(user.email);
    expect(session?.session.expiresAt).toBeInstanceOf(Date);
    expect(await auth.api.getSession({ headers: new Headers() })).toBeNull();
  });

  it("answer 400 'Headers is required' without headers where the session is acted on (Better Auth 1.2.7)", async () => {
    const { auth } = await createTestAuth({ plugins: [jwt()] });
    const headersIsRequired = {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Headers is required' },
    };
    const calls = [
      () => auth.api.getSession(),
      () => auth.api.getSession({}),
      () => auth.api.listSessions({}),
      () => auth.api.revokeSession({ body: { token: 'x' } }),
      () => auth.api.revokeSessions({}),
      () => auth.api.revokeOtherSessions({}),
      () => auth.api.signOut({}),
      () => auth.api.linkSocialAccount({ body: { provider: 'github', callbackURL: '/' } }),
      // createTestAuth's type does not carry the plugin's routes.
      () =>
        (auth.api as unknown as Record<string, (input: object) => Promise<unknown>>).getToken!({}),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject(headersIsRequired);
    }
    // The body is validated first, as in Better Auth.
    await expect(auth.api.revokeSession({ body: {} as never })).rejects.toMatchObject({
      body: { message: 'Invalid body parameters' },
    });
    // Routes that only need a session answer 401 instead; empty headers are headers.
    await expect(auth.api.updateUser({ body: { name: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(await auth.api.getSession({ headers: new Headers() })).toBeNull();
  });

  it('throw APIError on failure, with status and code', async () => {
    const { auth } = await createTestAuth();
    await auth.api.signUpEmail({ body: user });
    const error = await auth.api.signUpEmail({ body: user }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ status: 422, body: { code: 'USER_ALREADY_EXISTS' } });
  });

  it('validate their input like HTTP calls do', async () => {
    const { auth } = await createTestAuth();
    const error = await auth.api
      .signInEmail({ body: { email: 1 } as never })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('give the headers with returnHeaders and a Response with asResponse', async () => {
    const { auth } = await createTestAuth();
    const { headers, response } = await auth.api.signUpEmail({ body: user, returnHeaders: true });
    expect(headers.getSetCookie()[0]).toMatch(/^portcullis\.session_token=/);
    expect(response.user.email).toBe(user.email);
    const raw = await auth.api.signInEmail({
      body: { email: user.email, password: 'wrong-password' },
      asResponse: true,
    });
    expect(raw.status).toBe(401);
  });
});
