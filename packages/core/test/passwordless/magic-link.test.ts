import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_USER_KEYS,
  createPasswordlessServer,
  headersWithoutDate,
  type PasswordlessServer,
} from './passwordless-kit.js';

afterEach(() => {
  vi.useRealTimers();
});

/** Asks for a link and returns it as emailed, its path relative to the test origin. */
async function requestLink(server: PasswordlessServer, body: Record<string, unknown>) {
  const count = server.outbox.length + 1;
  const response = await server.post('/sign-in/magic-link', body);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: true });
  const message = await server.nextMessage(count);
  return { ...message, path: message.url!.replace('http://localhost:3000/api/auth', '') };
}

describe('POST /sign-in/magic-link', () => {
  it('emails {baseURL}/magic-link/verify?token&callbackURL with a 32-character token', async () => {
    const server = await createPasswordlessServer();
    const link = await requestLink(server, {
      email: 'Ada@Example.com',
      callbackURL: '/dashboard?tab=1',
    });
    expect(link.email).toBe('ada@example.com');
    expect(link.token).toMatch(/^[A-Za-z0-9]{32}$/);
    const url = new URL(link.url!);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/auth/magic-link/verify');
    expect(url.searchParams.get('token')).toBe(link.token);
    expect(url.searchParams.get('callbackURL')).toBe('/dashboard?tab=1');
    const [row] = await server.auth.$context.adapter.findMany<{
      id: string;
      identifier: string;
      value: string;
    }>({ model: 'verification' });
    expect(row!.identifier).toBe(link.token);
    expect(JSON.parse(row!.value)).toEqual({ email: 'ada@example.com' });
  });

  it('defaults callbackURL to / in the link', async () => {
    const server = await createPasswordlessServer();
    const link = await requestLink(server, { email: 'ada@example.com' });
    expect(new URL(link.url!).searchParams.get('callbackURL')).toBe('/');
  });

  it('refuses an untrusted callback URL with 403 and sends nothing', async () => {
    const server = await createPasswordlessServer();
    for (const [field, message] of [
      ['callbackURL', 'Invalid callbackURL'],
      ['newUserCallbackURL', 'Invalid newUserCallbackURL'],
      ['errorCallbackURL', 'Invalid errorCallbackURL'],
    ]) {
      const response = await server.post('/sign-in/magic-link', {
        email: 'ada@example.com',
        [field!]: 'https://evil.example/steal',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message });
    }
    await server.settle();
    expect(server.outbox).toHaveLength(0);
  });

  it('answers 400 VALIDATION_ERROR for a name over user.maxNameLength', async () => {
    const server = await createPasswordlessServer();
    const response = await server.post('/sign-in/magic-link', {
      email: 'ada@example.com',
      name: 'x'.repeat(257),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ path: 'name' })],
    });
  });

  it('answers 400 VALIDATION_ERROR for a malformed email', async () => {
    const server = await createPasswordlessServer();
    const response = await server.post('/sign-in/magic-link', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('with disableSignUp answers a known and an unknown address exactly alike and mails only the known one', async () => {
    const server = await createPasswordlessServer({ magicLink: { disableSignUp: true } });
    await server.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    server.cookies.clear();
    const known = await server.post('/sign-in/magic-link', { email: 'ada@example.com' });
    const unknown = await server.post('/sign-in/magic-link', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(headersWithoutDate(unknown)).toEqual(headersWithoutDate(known));
    await server.nextMessage(1);
    await server.settle();
    expect(server.outbox.map((message) => message.email)).toEqual(['ada@example.com']);
  });

  it('withdraws a link whose email could not be sent', async () => {
    const server = await createPasswordlessServer({
      magicLink: {
        sendMagicLink: () => {
          throw new Error('mail server down');
        },
      },
    });
    expect((await server.post('/sign-in/magic-link', { email: 'ada@example.com' })).status).toBe(
      200,
    );
    await vi.waitFor(async () =>
      expect(await server.auth.$context.adapter.count({ model: 'verification' })).toBe(0),
    );
  });
});

describe('GET /magic-link/verify', () => {
  it('signs a new user up with the given name, verified, and redirects to callbackURL', async () => {
    const server = await createPasswordlessServer();
    const link = await requestLink(server, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      callbackURL: '/dashboard',
    });
    const response = await server.get(link.path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(server.cookies.get('portcullis.session_token')).toBeTruthy();
    const session = await server.fetch('http://localhost:3000/api/auth/get-session');
    expect(await session.json()).toMatchObject({
      user: { email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true },
    });
    await vi.waitFor(() =>
      expect(server.events.map((event) => event.type)).toEqual(['sign-up', 'sign-in.success']),
    );
    expect(server.events[1]!.details).toEqual({ method: 'magic-link' });
  });

  it('answers { token, user } without a callbackURL', async () => {
    const server = await createPasswordlessServer();
    await requestLink(server, { email: 'ada@example.com' });
    const token = server.outbox[0]!.token!;
    const response = await server.get(`/magic-link/verify?token=${token}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: Record<string, unknown> };
    expect(Object.keys(body.user)).toEqual(ANSWER_USER_KEYS);
    expect(server.cookies.get('portcullis.session_token')).toContain(body.token);
  });

  it('signs an existing user in and marks the email verified', async () => {
    const server = await createPasswordlessServer();
    const signUp = await server.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    server.cookies.clear();
    const link = await requestLink(server, { email: 'ada@example.com', callbackURL: '/app' });
    expect((await server.get(link.path)).status).toBe(302);
    const user = await server.auth.$context.store.findUserById(userId);
    expect(user?.emailVerified).toBe(true);
    expect(user?.name).toBe('Ada');
  });

  it('redirects a new user to newUserCallbackURL', async () => {
    const server = await createPasswordlessServer();
    const link = await requestLink(server, {
      email: 'ada@example.com',
      callbackURL: '/app',
      newUserCallbackURL: '/welcome',
    });
    expect((await server.get(link.path)).headers.get('location')).toBe('/welcome');
  });

  it('works once: the second use redirects with error=INVALID_TOKEN and signs nobody in', async () => {
    const server = await createPasswordlessServer();
    const link = await requestLink(server, { email: 'ada@example.com', callbackURL: '/app' });
    expect((await server.get(link.path)).status).toBe(302);
    const other = server.newBrowser();
    const again = await other.fetch(`http://localhost:3000/api/auth${link.path}`, {
      redirect: 'manual',
    });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('http://localhost:3000/app?error=INVALID_TOKEN');
    expect(other.cookies.size).toBe(0);
    await vi.waitFor(() =>
      expect(server.events.at(-1)).toMatchObject({
        type: 'magic-link.failure',
        outcome: 'failure',
        details: { reason: 'invalid_token' },
      }),
    );
  });

  it('lets exactly one of two concurrent uses through', async () => {
    const server = await createPasswordlessServer();
    await requestLink(server, { email: 'ada@example.com' });
    const path = `http://localhost:3000/api/auth/magic-link/verify?token=${server.outbox[0]!.token}`;
    const answers = await Promise.all([
      server.newBrowser().fetch(path, { redirect: 'manual' }),
      server.newBrowser().fetch(path, { redirect: 'manual' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 302]);
  });

  it('redirects with error=EXPIRED_TOKEN after expiresIn (300 s) and deletes the link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer();
    const link = await requestLink(server, { email: 'ada@example.com', callbackURL: '/app' });
    vi.setSystemTime(new Date('2026-01-01T00:05:01Z'));
    const late = await server.get(link.path);
    expect(late.headers.get('location')).toBe('http://localhost:3000/app?error=EXPIRED_TOKEN');
    expect(server.cookies.has('portcullis.session_token')).toBe(false);
    expect(await server.auth.$context.adapter.count({ model: 'verification' })).toBe(0);
  });

  it('takes a link just before expiresIn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer({ magicLink: { expiresIn: 60 } });
    const link = await requestLink(server, { email: 'ada@example.com', callbackURL: '/app' });
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect((await server.get(link.path)).headers.get('location')).toBe('/app');
  });

  it('sends errors to errorCallbackURL when given, and to the origin without any callback', async () => {
    const server = await createPasswordlessServer();
    const withError = await server.get(
      '/magic-link/verify?token=unknown&callbackURL=%2Fapp&errorCallbackURL=%2Foops',
    );
    expect(withError.headers.get('location')).toBe(
      'http://localhost:3000/oops?error=INVALID_TOKEN',
    );
    const bare = await server.get('/magic-link/verify?token=unknown');
    expect(bare.headers.get('location')).toBe('http://localhost:3000?error=INVALID_TOKEN');
  });

  it('refuses an untrusted callback with 403 before looking at the token (no open redirect)', async () => {
    const server = await createPasswordlessServer();
    const link = await requestLink(server, { email: 'ada@example.com' });
    for (const query of [
      'callbackURL=https%3A%2F%2Fevil.example',
      'callbackURL=%2F%2Fevil.example',
      'errorCallbackURL=https%3A%2F%2Fevil.example',
      'newUserCallbackURL=https%3A%2F%2Fevil.example',
    ]) {
      const response = await server.get(`/magic-link/verify?token=${link.token}&${query}`);
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    }
    // The link was not spent by the refused calls.
    expect((await server.get(`/magic-link/verify?token=${link.token}`)).status).toBe(200);
  });

  it('accepts a callback on a trusted origin', async () => {
    const server = await createPasswordlessServer({ trustedOrigins: ['https://app.example'] });
    const link = await requestLink(server, {
      email: 'ada@example.com',
      callbackURL: 'https://app.example/home',
    });
    expect((await server.get(link.path)).headers.get('location')).toBe('https://app.example/home');
  });

  it('with disableSignUp redirects a link whose user is gone with error=failed_to_create_user', async () => {
    const server = await createPasswordlessServer({ magicLink: { disableSignUp: true } });
    await server.auth.$context.store.createVerification({
      identifier: 'a-link-of-a-deleted-user-0123456',
      value: JSON.stringify({ email: 'gone@example.com' }),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const response = await server.get(
      '/magic-link/verify?token=a-link-of-a-deleted-user-0123456&callbackURL=%2Fapp',
    );
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/app?error=failed_to_create_user',
    );
  });
});

describe('rate limits', () => {
  const limited = { rateLimit: { enabled: true }, advanced: { ipAddress: { trustedProxies: 1 } } };

  it('allows 5 requests per 60 s per IP on /sign-in/magic-link (Better Auth’s rule)', async () => {
    const server = await createPasswordlessServer(limited);
    const send = (n: number) =>
      server.post(
        '/sign-in/magic-link',
        { email: `u${n}@example.com` },
        { 'x-forwarded-for': '203.0.113.9' },
      );
    for (const n of [1, 2, 3, 4, 5]) expect((await send(n)).status).toBe(200);
    expect((await send(6)).status).toBe(429);
  });

  it('allows 5 links per 10 minutes per address, whatever the IP', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const server = await createPasswordlessServer(limited);
    const send = (n: number) =>
      server.post(
        '/sign-in/magic-link',
        { email: 'target@example.com' },
        { 'x-forwarded-for': `198.51.100.${n}` },
      );
    for (const n of [1, 2, 3, 4, 5]) expect((await send(n)).status).toBe(200);
    expect((await send(6)).status).toBe(429);
    vi.setSystemTime(new Date('2026-01-01T00:10:01Z'));
    expect((await send(7)).status).toBe(200);
  });
});
