import { describe, expect, it, vi } from 'vitest';
import {
  createTestServer,
  plainHasher,
  TEST_ORIGIN,
  type TestServerOptions,
} from '../../../test/kit/test-server.js';
import type { SessionWithUser } from '../../plugin/index.js';
import { createPortcullis, migrate } from '../../portcullis.js';
import { jwt } from '../jwt/index.js';
import { customSession } from './index.js';

const API = `${TEST_ORIGIN}/api/auth`;
const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

async function setup(
  fn: (session: SessionWithUser) => unknown = async ({ user, session }) => ({
    user: { id: user.id, email: user.email },
    expires: session.expiresAt,
    plan: 'pro',
  }),
  options: TestServerOptions = {},
) {
  const spy = vi.fn(fn);
  const server = await createTestServer({ ...options, plugins: [customSession(spy as never)] });
  const post = (path: string, body: unknown = {}) =>
    server.fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string) => server.fetch(`${API}${path}`);
  return { ...server, spy, post, get };
}

describe('customSession: GET /get-session', () => {
  it('answers what the function returns for a signed-in request', async () => {
    const server = await setup();
    const { user } = await (await server.post('/sign-up/email', ada)).json();
    const response = await server.get('/get-session');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      user: { id: user.id, email: ada.email },
      expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      plan: 'pro',
    });
    // The function sees the session as the core route answers it.
    const [input] = server.spy.mock.calls[0]!;
    expect(Object.keys(input)).toEqual(['session', 'user']);
    expect(input.user).toMatchObject({ id: user.id, email: ada.email, emailVerified: false });
    expect(input.session).toMatchObject({ userId: user.id });
    expect(input.session.expiresAt).toBeInstanceOf(Date);
  });

  it('answers null, without calling the function, when signed out', async () => {
    const server = await setup();
    const response = await server.get('/get-session');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(server.spy).not.toHaveBeenCalled();
  });

  it('answers null for a tampered or unknown cookie', async () => {
    const server = await setup();
    const response = await server.auth.handler(
      new Request(`${API}/get-session`, {
        headers: { cookie: 'portcullis.session_token=nope.bad' },
      }),
    );
    expect(await response.json()).toBeNull();
    expect(server.spy).not.toHaveBeenCalled();
  });

  it('serves auth.api.getSession, and requires headers as Better Auth does', async () => {
    const auth = createPortcullis({
      baseURL: TEST_ORIGIN,
      secret: 'a'.repeat(32),
      database: ':memory:',
      logger: { disabled: true },
      emailAndPassword: { enabled: true, password: plainHasher },
      plugins: [customSession(async ({ user }) => ({ plan: 'pro', user }))],
    });
    await migrate(auth);
    const signUp = await auth.api.signUpEmail({ body: ada, returnHeaders: true });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const data = await auth.api.getSession({ headers: { cookie } });
    expect(data).toMatchObject({ plan: 'pro', user: { email: ada.email } });
    await expect(auth.api.getSession({} as never)).rejects.toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Headers is required' },
    });
  });

  it('answers with the error the function throws', async () => {
    const server = await setup(() => {
      throw new Error('boom');
    });
    await server.post('/sign-up/email', ada);
    expect((await server.get('/get-session')).status).toBe(500);
  });

  it('keeps the sliding refresh and its cookie', async () => {
    const server = await setup(undefined, { session: { expiresIn: 3600, updateAge: 60 } });
    await server.post('/sign-up/email', ada);
    // Half its life gone: due for a refresh.
    await server.auth.$context.adapter.updateMany({
      model: 'session',
      where: [],
      update: { expiresAt: new Date(Date.now() + 1800_000) },
    });
    const cookie = [...server.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const quiet = await server.auth.api.getSession!({
      headers: { cookie },
      query: { disableRefresh: true },
      returnHeaders: true,
    });
    expect(quiet.headers.getSetCookie()).toEqual([]);
    const response = await server.get('/get-session');
    expect(response.headers.getSetCookie().join()).toMatch(/portcullis\.session_token=/);
    expect(new Date((await response.json()).expires).getTime()).toBeGreaterThan(
      (quiet.response as { expires: Date }).expires.getTime(),
    );
  });

  it('runs the function on a cookie-cache hit too, the cache holding the session as read', async () => {
    const server = await setup(undefined, { session: { cookieCache: { enabled: true } } });
    await server.post('/sign-up/email', ada);
    const reads = vi.spyOn(server.auth.$context.store, 'findSession');
    const body = await (await server.get('/get-session')).json();
    expect(body.plan).toBe('pro');
    expect(reads).not.toHaveBeenCalled();
    expect(server.spy).toHaveBeenCalledTimes(1);
    await server.get('/get-session?disableCookieCache=true');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(server.spy).toHaveBeenCalledTimes(2);
  });

  it('leaves list-sessions and the sign-in answers in their core shape', async () => {
    const server = await setup();
    const signUp = await (await server.post('/sign-up/email', ada)).json();
    expect(Object.keys(signUp)).toEqual(['token', 'user']);
    const sessions = await (await server.get('/list-sessions')).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ userId: signUp.user.id });
    expect(sessions[0]).not.toHaveProperty('plan');
  });

  it('refuses bad query flags with 400, never 500', async () => {
    const server = await setup();
    const response = await server.get('/get-session?disableCookieCache=maybe');
    expect(response.status).toBe(400);
  });

  it('takes disableRefresh as a boolean only, as Better Auth 1.2.7’s plugin: 400 over HTTP', async () => {
    const server = await setup();
    await server.post('/sign-up/email', ada);
    const response = await server.get('/get-session?disableRefresh=true');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('gives the jwt plugin the session read, not the app’s shape, and nothing from the cache', async () => {
    const server = await createTestServer({
      session: { cookieCache: { enabled: true } },
      plugins: [jwt(), customSession(async ({ user }) => ({ who: user.email }))],
    });
    await server.fetch(`${API}/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ada),
    });
    const cached = await server.fetch(`${API}/get-session`);
    expect(await cached.json()).toEqual({ who: ada.email });
    expect(cached.headers.get('set-auth-jwt')).toBeNull();
    const fresh = await server.fetch(`${API}/get-session?disableCookieCache=true`);
    const token = fresh.headers.get('set-auth-jwt')!;
    expect(token).toMatch(/^eyJ/);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ email: ada.email });
    expect(payload).not.toHaveProperty('who');
  });
});
