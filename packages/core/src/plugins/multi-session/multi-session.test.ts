import { describe, expect, it } from 'vitest';
import { createTestAuth, setCookies } from '../../../test/helpers.js';
import { signCookieValue, toErrorCode } from '../../plugin/index.js';
import { MULTI_SESSION_ERROR_CODES } from './error-codes.js';
import { type MultiSessionOptions, multiSession } from './index.js';

const SESSION = 'portcullis.session_token';
const INVALID = { code: 'INVALID_SESSION_TOKEN', message: 'Invalid session token' };

/** One browser: keeps the cookies responses set and sends them back. */
function browser(auth: Awaited<ReturnType<typeof createTestAuth>>) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const [name, { value, raw }] of Object.entries(setCookies(response))) {
      if (value === '' || /max-age=0/i.test(raw)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    jar,
    cookie,
    get: async (path: string) => keep(await auth.get(path, { cookie: cookie() })),
    post: async (path: string, body: unknown = {}) =>
      keep(await auth.post(path, body, { cookie: cookie() })),
    signUp: async (name: string) =>
      (
        await keep(
          await auth.post(
            '/sign-up/email',
            { name, email: `${name}@example.com`, password: 'correct-horse-battery' },
            { cookie: cookie() },
          ),
        )
      ).json() as Promise<{ token: string; user: { id: string } }>,
    deviceCookies: () => [...jar.keys()].filter((name) => name.includes('_multi-')),
  };
}

async function setup(options?: MultiSessionOptions) {
  const t = await createTestAuth({ plugins: [multiSession(options)] });
  return { ...t, browser: () => browser(t) };
}

describe('MULTI_SESSION_ERROR_CODES', () => {
  it('keeps every code equal to its message upper-cased', () => {
    for (const [code, message] of Object.entries(MULTI_SESSION_ERROR_CODES)) {
      expect(toErrorCode(message)).toBe(code);
    }
  });

  it('refuses a maximumSessions that is not a positive integer', () => {
    expect(() => multiSession({ maximumSessions: 0 })).toThrow(/maximumSessions/);
    expect(() => multiSession({ maximumSessions: 2.5 })).toThrow(/maximumSessions/);
  });
});

describe('device cookies', () => {
  it('sets a signed <session cookie>_multi-<token> cookie with the session cookie attributes', async () => {
    const { browser } = await setup();
    const b = browser();
    const response = await b.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    const { token } = await response.clone().json();
    const set = setCookies(response);
    const device = set[`${SESSION}_multi-${token.toLowerCase()}`];
    expect(device).toBeDefined();
    expect(decodeURIComponent(device!.value)).toBe(decodeURIComponent(set[SESSION]!.value));
    expect(device!.raw).toMatch(/Max-Age=604800/);
    expect(device!.raw).toMatch(/HttpOnly/);
    expect(device!.raw).toMatch(/SameSite=Lax/);
    expect(device!.raw).toMatch(/Path=\//);
  });

  it('makes the device cookie of a session without "remember me" a browser-session cookie', async () => {
    const { browser } = await setup();
    const b = browser();
    await b.signUp('ada');
    await b.post('/sign-out');
    const response = await b.post('/sign-in/email', {
      email: 'ada@example.com',
      password: 'correct-horse-battery',
      rememberMe: false,
    });
    const device = Object.entries(setCookies(response)).find(([name]) => name.includes('_multi-'));
    expect(device?.[1].raw).not.toMatch(/Max-Age/i);
  });

  it('does not set it again when the browser holds it', async () => {
    const { browser } = await setup();
    const b = browser();
    await b.signUp('ada');
    const { token } = await (
      await b.post('/multi-session/set-active', {
        sessionToken: decodeURIComponent(b.jar.get(SESSION)!).split('.')[0],
      })
    )
      .json()
      .then((s) => s.session);
    expect(token).toBeDefined();
    expect(b.deviceCookies()).toHaveLength(1);
  });

  it('keeps at most maximumSessions - 1 device cookies, as Better Auth 1.2.7 counts', async () => {
    const { browser } = await setup({ maximumSessions: 3 });
    const b = browser();
    for (const name of ['a1', 'a2', 'a3', 'a4']) await b.signUp(name);
    expect(b.deviceCookies()).toHaveLength(2);
    const list = await (await b.get('/multi-session/list-device-sessions')).json();
    expect(list.map((s: { user: { name: string } }) => s.user.name)).toEqual(['a1', 'a2']);
    // The last sign-in is still the active session.
    const session = await (await b.get('/get-session')).json();
    expect(session.user.name).toBe('a4');
  });
});

describe('GET /multi-session/list-device-sessions', () => {
  it('lists every account of the browser, one per user, live sessions only', async () => {
    const { auth, browser } = await setup();
    const b = browser();
    const ada = await b.signUp('ada');
    await b.signUp('bob');
    const list = await (await b.get('/multi-session/list-device-sessions')).json();
    expect(list.map((s: { user: { name: string } }) => s.user.name)).toEqual(['ada', 'bob']);
    expect(list[0].session.token).toBe(ada.token);
    expect(typeof list[0].session.expiresAt).toBe('string');
    await auth.$context.store.deleteSession(ada.token);
    const after = await (await b.get('/multi-session/list-device-sessions')).json();
    expect(after.map((s: { user: { name: string } }) => s.user.name)).toEqual(['bob']);
  });

  it('answers [] without cookies, and ignores tampered and misnamed device cookies', async () => {
    const { get, browser } = await setup();
    expect(await (await get('/multi-session/list-device-sessions')).json()).toEqual([]);
    const victim = browser();
    const { token } = await victim.signUp('victim');
    // An attacker knows (or guesses) a token but cannot sign it.
    const forged = `${SESSION}_multi-${token.toLowerCase()}=${token}.${'A'.repeat(43)}%3D`;
    const list = await get('/multi-session/list-device-sessions', { cookie: forged });
    expect(await list.json()).toEqual([]);
    // A value this server signed, under another token's name.
    const signed = encodeURIComponent(
      signCookieValue(token, 'test-secret-with-at-least-32-characters!'),
    );
    const misnamed = `${SESSION}_multi-someoneelse=${signed}`;
    const listed = await get('/multi-session/list-device-sessions', { cookie: misnamed });
    expect(await listed.json()).toEqual([]);
  });

  it('needs headers on a server call', async () => {
    const { auth } = await setup();
    const api = auth.api as unknown as { listDeviceSessions: (input: object) => Promise<unknown> };
    await expect(api.listDeviceSessions({})).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('POST /multi-session/set-active', () => {
  it('switches the session cookie to another account of the browser', async () => {
    const { browser } = await setup();
    const b = browser();
    const ada = await b.signUp('ada');
    await b.signUp('bob');
    const response = await b.post('/multi-session/set-active', { sessionToken: ada.token });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.name).toBe('ada');
    expect(body.session.token).toBe(ada.token);
    expect((await (await b.get('/get-session')).json()).user.name).toBe('ada');
  });

  it('refuses a session whose device cookie this browser does not hold', async () => {
    const { browser } = await setup();
    const victim = browser();
    const { token } = await victim.signUp('victim');
    const attacker = browser();
    await attacker.signUp('mallory');
    const response = await attacker.post('/multi-session/set-active', { sessionToken: token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID);
    expect((await (await attacker.get('/get-session')).json()).user.name).toBe('mallory');
  });

  it('refuses a tampered device cookie', async () => {
    const { browser } = await setup();
    const victim = browser();
    const { token } = await victim.signUp('victim');
    const attacker = browser();
    await attacker.signUp('mallory');
    attacker.jar.set(`${SESSION}_multi-${token.toLowerCase()}`, `${token}.${'B'.repeat(43)}%3D`);
    const response = await attacker.post('/multi-session/set-active', { sessionToken: token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID);
  });

  it('refuses a token differing only in case from the cookie it names', async () => {
    const { browser } = await setup();
    const b = browser();
    const ada = await b.signUp('ada');
    await b.signUp('bob');
    const swapped = ada.token.replace(/[a-z]/, (c) => c.toUpperCase());
    if (swapped === ada.token) return;
    const response = await b.post('/multi-session/set-active', { sessionToken: swapped });
    expect(response.status).toBe(401);
  });

  it('needs a session, and refuses a session that ended', async () => {
    const { auth, post, browser } = await setup();
    const anonymous = await post('/multi-session/set-active', { sessionToken: 'x' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('UNAUTHORIZED');
    const b = browser();
    const ada = await b.signUp('ada');
    await b.signUp('bob');
    await auth.$context.store.deleteSession(ada.token);
    const response = await b.post('/multi-session/set-active', { sessionToken: ada.token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID);
    expect((await (await b.get('/get-session')).json()).user.name).toBe('bob');
  });

  it('answers 400 without a sessionToken', async () => {
    const { browser } = await setup();
    const b = browser();
    await b.signUp('ada');
    const response = await b.post('/multi-session/set-active', {});
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /multi-session/revoke', () => {
  it('signs another account out, keeping the active one', async () => {
    const { auth, browser } = await setup();
    const b = browser();
    const ada = await b.signUp('ada');
    await b.signUp('bob');
    const response = await b.post('/multi-session/revoke', { sessionToken: ada.token });
    expect(await response.json()).toEqual({ status: true });
    expect(await auth.$context.store.findSession(ada.token)).toBeNull();
    expect(b.deviceCookies()).toHaveLength(1);
    expect((await (await b.get('/get-session')).json()).user.name).toBe('bob');
  });

  it('revoking the active account makes the next one active, then clears the cookies', async () => {
    const { browser } = await setup();
    const b = browser();
    await b.signUp('ada');
    const bob = await b.signUp('bob');
    await b.post('/multi-session/revoke', { sessionToken: bob.token });
    expect((await (await b.get('/get-session')).json()).user.name).toBe('ada');
    const ada = (await (await b.get('/get-session')).json()).session.token;
    await b.post('/multi-session/revoke', { sessionToken: ada });
    expect(await (await b.get('/get-session')).json()).toBeNull();
    expect(b.jar.has(SESSION)).toBe(false);
    expect(b.deviceCookies()).toEqual([]);
  });

  it("refuses another browser's session", async () => {
    const { auth, browser } = await setup();
    const victim = browser();
    const { token } = await victim.signUp('victim');
    const attacker = browser();
    await attacker.signUp('mallory');
    const response = await attacker.post('/multi-session/revoke', { sessionToken: token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID);
    expect(await auth.$context.store.findSession(token)).not.toBeNull();
  });

  it('records session.revoke', async () => {
    const events: { type: string; details?: unknown }[] = [];
    const t = await createTestAuth({
      plugins: [multiSession()],
      onEvent: (event) => void events.push(event),
    });
    const b = browser(t);
    const ada = await b.signUp('ada');
    await b.signUp('bob');
    await b.post('/multi-session/revoke', { sessionToken: ada.token });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'session.revoke', details: { scope: 'device' } }),
    );
  });
});

describe('sign-out', () => {
  it('signs every account of the browser out', async () => {
    const { auth, browser } = await setup();
    const b = browser();
    const ada = await b.signUp('ada');
    const bob = await b.signUp('bob');
    const other = browser();
    const cy = await other.signUp('cy');
    const response = await b.post('/sign-out');
    expect(response.status).toBe(200);
    expect(b.deviceCookies()).toEqual([]);
    expect(await auth.$context.store.findSession(ada.token)).toBeNull();
    expect(await auth.$context.store.findSession(bob.token)).toBeNull();
    expect(await auth.$context.store.findSession(cy.token)).not.toBeNull();
  });

  it('does not delete a session named by a device cookie whose signature does not verify', async () => {
    const { auth, browser } = await setup();
    const victim = browser();
    const { token } = await victim.signUp('victim');
    const attacker = browser();
    await attacker.signUp('mallory');
    attacker.jar.set(`${SESSION}_multi-${token.toLowerCase()}`, `${token}.forged`);
    await attacker.post('/sign-out');
    expect(await auth.$context.store.findSession(token)).not.toBeNull();
    expect(attacker.deviceCookies()).toEqual([]);
  });
});
