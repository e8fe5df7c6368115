import { describe, expect, it } from 'vitest';
import { ada, createBrowser, lastMethodOf, startServer, storedMethod } from './test-server.js';

const signUp = (browser: ReturnType<typeof createBrowser>) => browser.post('/sign-up/email', ada);

describe('lastLoginMethod(): recording', () => {
  it('records "email" for a sign-up that signs the user in', async () => {
    const { database, browser } = await startServer();
    expect((await signUp(browser)).status).toBe(200);
    expect(storedMethod(database, ada.email)).toBe('email');
    expect(await lastMethodOf(browser)).toBe('email');
  });

  it('records each sign-in, the latest one winning: username, then email', async () => {
    const { auth } = await startServer();
    await signUp(createBrowser(auth.handler));

    const phone = createBrowser(auth.handler);
    const byUsername = await phone.post('/sign-in/username', {
      username: 'ADA',
      password: ada.password,
    });
    expect(byUsername.status).toBe(200);
    expect(await lastMethodOf(phone)).toBe('username');

    const laptop = createBrowser(auth.handler);
    const byEmail = await laptop.post('/sign-in/email', {
      email: ada.email,
      password: ada.password,
    });
    expect(byEmail.status).toBe(200);
    // A per-user record: the phone's session sees the laptop's sign-in too.
    expect(await lastMethodOf(phone)).toBe('email');
    expect(await lastMethodOf(laptop)).toBe('email');
  });

  it('records nothing for a failed sign-in', async () => {
    const { auth, browser } = await startServer();
    await signUp(browser);
    await browser.post('/sign-in/username', { username: ada.username, password: ada.password });

    const intruder = createBrowser(auth.handler);
    const refused = await intruder.post('/sign-in/email', { email: ada.email, password: 'wrong' });
    expect(refused.status).toBe(401);
    expect(await lastMethodOf(browser)).toBe('username');
  });

  it('records nothing for a sign-up that does not sign in, until the first sign-in', async () => {
    const { database, browser } = await startServer({ emailAndPassword: { autoSignIn: false } });
    const response = await signUp(browser);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token: string | null }).token).toBeNull();
    expect(storedMethod(database, ada.email)).toBeNull();

    await browser.post('/sign-in/username', { username: ada.username, password: ada.password });
    expect(await lastMethodOf(browser)).toBe('username');
  });

  it("takes the option's method for a route the default does not know, the default otherwise", async () => {
    const { browser } = await startServer({
      plugin: { resolveMethod: (ctx) => (ctx.path === '/sign-in/username' ? 'handle' : null) },
    });
    await signUp(browser);
    expect(await lastMethodOf(browser)).toBe('email');
    await browser.post('/sign-in/username', { username: ada.username, password: ada.password });
    expect(await lastMethodOf(browser)).toBe('handle');
  });
});

describe('GET /last-login-method', () => {
  it('answers 401 UNAUTHORIZED without a session', async () => {
    const { browser } = await startServer();
    const response = await browser.get('/last-login-method');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('answers 401 after sign-out, and 200 { method } with a session', async () => {
    const { browser } = await startServer();
    await signUp(browser);
    const ok = await browser.get('/last-login-method');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ method: 'email' });

    await browser.post('/sign-out', {});
    expect((await browser.get('/last-login-method')).status).toBe(401);
  });

  it('is callable as auth.api.getLastLoginMethod', async () => {
    const { auth, browser } = await startServer();
    await signUp(browser);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await auth.api.getLastLoginMethod({ headers: new Headers({ cookie }) });
    expect(answer).toEqual({ method: 'email' });
  });
});

describe('user.lastLoginMethod', () => {
  it("is on get-session's user", async () => {
    const { browser } = await startServer();
    await signUp(browser);
    await browser.post('/sign-in/username', { username: ada.username, password: ada.password });
    const session = (await (await browser.get('/get-session')).json()) as {
      user: { lastLoginMethod: string | null };
    };
    expect(session.user.lastLoginMethod).toBe('username');
  });

  it("is current on get-session's user when the cookie cache answers", async () => {
    const { browser } = await startServer({
      session: { cookieCache: { enabled: true, maxAge: 300 } },
    });
    await signUp(browser);
    await browser.post('/sign-out', {});
    // The sign-in writes the cache cookie before the hook records the method.
    await browser.post('/sign-in/username', { username: ada.username, password: ada.password });
    const session = (await (await browser.get('/get-session')).json()) as {
      user: { lastLoginMethod: string | null };
    };
    expect(session.user.lastLoginMethod).toBe('username');
  });

  it('cannot be set through /update-user', async () => {
    const { browser } = await startServer();
    await signUp(browser);
    const response = await browser.post('/update-user', { lastLoginMethod: 'passkey' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'lastLoginMethod is not allowed to be set',
    );
    expect(await lastMethodOf(browser)).toBe('email');
  });

  it('cannot be set through sign-up', async () => {
    const { browser } = await startServer();
    const response = await browser.post('/sign-up/email', { ...ada, lastLoginMethod: 'passkey' });
    expect(response.status).toBe(400);
    expect(browser.cookies.size).toBe(0);
  });
});
