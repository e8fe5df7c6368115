import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, setCookies, user } from './helpers.js';

const other = { name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-forever-1959' };

/** Ada signed in three times (three sessions, `cookies[0]` the oldest) and Grace once. */
async function withSessions() {
  const t = await createTestAuth();
  const signUp = await t.post('/sign-up/email', user);
  const ada = [signUp, await t.post('/sign-in/email', user), await t.post('/sign-in/email', user)];
  const tokens: string[] = [];
  for (const response of ada) tokens.push((await response.clone().json()).token);
  const graceResponse = await t.post('/sign-up/email', other);
  return {
    ...t,
    cookies: ada.map(cookieHeader),
    tokens,
    grace: { cookie: cookieHeader(graceResponse), token: (await graceResponse.json()).token },
  };
}

async function sessionTokensOf(
  auth: Awaited<ReturnType<typeof createTestAuth>>['auth'],
  userId: string,
) {
  const sessions = await auth.$context.store.listSessions(userId);
  return sessions.map((session) => session.token).sort();
}

describe('GET /list-sessions', () => {
  it("lists the caller's unexpired sessions only, oldest first (Better Auth 1.2.7's order)", async () => {
    const { auth, get, cookies, tokens, grace } = await withSessions();
    const response = await get('/list-sessions', { cookie: cookies[0]! });
    expect(response.status).toBe(200);
    const sessions = await response.json();
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s: { token: string }) => s.token).sort()).toEqual([...tokens].sort());
    expect(sessions.map((s: { token: string }) => s.token)).not.toContain(grace.token);
    const created = sessions.map((s: { createdAt: string }) => Date.parse(s.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(sessions[0]).toMatchObject({
      userId: expect.any(String),
      expiresAt: expect.any(String),
    });

    // An expired session is not listed.
    await auth.$context.store.updateSession(tokens[1]!, { expiresAt: new Date(Date.now() - 1000) });
    const after = await (await get('/list-sessions', { cookie: cookies[0]! })).json();
    expect(after.map((s: { token: string }) => s.token)).not.toContain(tokens[1]);
  });

  it('answers 401 without a session', async () => {
    const { get } = await withSessions();
    const response = await get('/list-sessions');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('does not trust the cookie cache: a revoked session cannot list the others', async () => {
    const t = await createTestAuth({ session: { cookieCache: { enabled: true } } });
    const first = await t.post('/sign-up/email', user);
    const second = await t.post('/sign-in/email', user);
    await t.post('/revoke-other-sessions', {}, { cookie: cookieHeader(second) });
    const response = await t.get('/list-sessions', { cookie: cookieHeader(first) });
    expect(response.status).toBe(401);
  });
});

describe('POST /revoke-session', () => {
  it("deletes one of the caller's own sessions; the others stay", async () => {
    const { auth, post, get, cookies, tokens } = await withSessions();
    const response = await post('/revoke-session', { token: tokens[1] }, { cookie: cookies[0]! });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await auth.$context.store.findSession(tokens[1]!)).toBeNull();
    expect(await (await get('/get-session', { cookie: cookies[1]! })).json()).toBeNull();
    const current = await (await get('/get-session', { cookie: cookies[0]! })).json();
    expect(current.session.token).toBe(tokens[0]);
  });

  it("leaves another user's session alone and answers as for an unknown token (no oracle)", async () => {
    const { auth, post, get, cookies, grace } = await withSessions();
    const foreign = await post('/revoke-session', { token: grace.token }, { cookie: cookies[0]! });
    const unknown = await post(
      '/revoke-session',
      { token: 'x'.repeat(32) },
      { cookie: cookies[0]! },
    );
    // Better Auth 1.2.7's answer to an unknown token, for a foreign one too.
    for (const response of [foreign, unknown]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'SESSION_NOT_FOUND',
        message: 'Session not found',
      });
    }
    expect(await auth.$context.store.findSession(grace.token)).not.toBeNull();
    const graceSession = await (await get('/get-session', { cookie: grace.cookie })).json();
    expect(graceSession.session.token).toBe(grace.token);
  });

  it('revoking the current session sets no cookie, as Better Auth 1.2.7; get-session clears it', async () => {
    const { post, get, cookies, tokens } = await withSessions();
    const response = await post('/revoke-session', { token: tokens[0] }, { cookie: cookies[0]! });
    expect(await response.json()).toEqual({ status: true });
    expect(setCookies(response)['portcullis.session_token']).toBeUndefined();
    const after = await get('/get-session', { cookie: cookies[0]! });
    expect(await after.json()).toBeNull();
    expect(setCookies(after)['portcullis.session_token']?.raw).toMatch(/Max-Age=0/);
  });

  it('answers 401 without a session and 400 without a token', async () => {
    const { post, cookies, tokens, auth } = await withSessions();
    expect((await post('/revoke-session', { token: tokens[0] })).status).toBe(401);
    expect(await auth.$context.store.findSession(tokens[0]!)).not.toBeNull();
    const invalid = await post('/revoke-session', {}, { cookie: cookies[0]! });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /revoke-sessions', () => {
  it("deletes all the caller's sessions, the current one included, and signs out", async () => {
    const { auth, post, get, cookies, grace } = await withSessions();
    const response = await post('/revoke-sessions', undefined, { cookie: cookies[2]! });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    // Better Auth 1.2.7 sets no cookie here; the next get-session clears the dead one.
    expect(setCookies(response)['portcullis.session_token']).toBeUndefined();
    for (const cookie of cookies) {
      expect(await (await get('/get-session', { cookie })).json()).toBeNull();
    }
    const ada = await auth.$context.store.findUserByEmail(user.email);
    expect(await sessionTokensOf(auth, ada!.id)).toEqual([]);
    // Another user's session is untouched.
    expect(await auth.$context.store.findSession(grace.token)).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    const { post } = await withSessions();
    expect((await post('/revoke-sessions', undefined)).status).toBe(401);
  });
});

describe('POST /revoke-other-sessions', () => {
  it('deletes every other session of the caller and keeps the current one', async () => {
    const { auth, post, get, cookies, tokens, grace } = await withSessions();
    const response = await post('/revoke-other-sessions', undefined, { cookie: cookies[1]! });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(setCookies(response)['portcullis.session_token']).toBeUndefined();
    const ada = await auth.$context.store.findUserByEmail(user.email);
    expect(await sessionTokensOf(auth, ada!.id)).toEqual([tokens[1]]);
    const current = await (await get('/get-session', { cookie: cookies[1]! })).json();
    expect(current.session.token).toBe(tokens[1]);
    expect(await (await get('/get-session', { cookie: cookies[0]! })).json()).toBeNull();
    expect(await auth.$context.store.findSession(grace.token)).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    const { post } = await withSessions();
    expect((await post('/revoke-other-sessions', undefined)).status).toBe(401);
  });
});

describe('server calls', () => {
  it('are typed and callable as auth.api.*', async () => {
    const { auth, cookies, tokens } = await withSessions();
    const headers = { cookie: cookies[0]! };
    const listed = await auth.api.listSessions({ headers });
    expect(listed).toHaveLength(3);
    await auth.api.revokeSession({ headers, body: { token: tokens[2]! } });
    await auth.api.revokeOtherSessions({ headers });
    expect(await auth.api.listSessions({ headers })).toHaveLength(1);
    expect(await auth.api.revokeSessions({ headers })).toEqual({ status: true });
  });
});
