import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwt } from '../src/plugins/jwt/index.js';
import { cookieHeader, createTestAuth, user } from './helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

const additionalFields = {
  company: { type: 'string' as const },
  plan: { type: 'string' as const, defaultValue: 'free' },
  age: { type: 'number' as const, required: false },
  role: { type: 'string' as const, defaultValue: 'user', input: false },
};

describe('user.additionalFields', () => {
  it('are stored as real columns, with defaults, and returned on the session user', async () => {
    const { get, post, auth } = await createTestAuth({ user: { additionalFields } });
    const signUp = await post('/sign-up/email', { ...user, company: 'Acme', age: 36 });
    const body = await signUp.json();
    // Sign-up answers with the core user only (SPEC §7, Better Auth 1.2.7).
    expect(body.user).not.toHaveProperty('company');
    const session = await (await get('/get-session', { cookie: cookieHeader(signUp) })).json();
    expect(session.user).toMatchObject({ company: 'Acme', plan: 'free', age: 36, role: 'user' });
    const stored = await auth.$context.store.findUserById(body.user.id);
    expect(stored).toMatchObject({ company: 'Acme', plan: 'free', age: 36 });
  });

  it("answers '{field} is required' for a missing required field", async () => {
    const { post } = await createTestAuth({ user: { additionalFields } });
    const response = await post('/sign-up/email', user);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'COMPANY_IS_REQUIRED',
      message: 'company is required',
    });
  });

  it('refuse values of the wrong type and fields clients may not set', async () => {
    const { post } = await createTestAuth({ user: { additionalFields } });
    const wrongType = await post('/sign-up/email', { ...user, company: 'Acme', age: 'old' });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).details).toEqual([{ path: 'age', message: 'Expected number' }]);
    const forbidden = await post('/sign-up/email', { ...user, company: 'Acme', role: 'admin' });
    expect(forbidden.status).toBe(400);
    expect((await forbidden.json()).message).toBe('role is not allowed to be set');
  });
});

describe('session.absoluteExpiresIn', () => {
  it('caps the sliding refresh at the absolute lifetime', async () => {
    const { post, get } = await createTestAuth({ session: { absoluteExpiresIn: 10 * 86_400 } });
    const cookie = cookieHeader(await post('/sign-up/email', user));
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 6 * 86_400_000);
    const body = await (await get('/get-session', { cookie })).json();
    const expiresAt = new Date(body.session.expiresAt).getTime();
    expect(expiresAt).toBeLessThanOrEqual(start + 10 * 86_400_000 + 1_000);
    expect(expiresAt).toBeGreaterThan(start + 10 * 86_400_000 - 5_000);
    vi.setSystemTime(start + 10 * 86_400_000 + 2_000);
    expect(await (await get('/get-session', { cookie })).json()).toBeNull();
  });
});

describe('user fields declared returned: false', () => {
  const hidden = {
    riskScore: { type: 'number' as const, defaultValue: 7, input: false, returned: false },
  };
  const decode = (signed: string) =>
    JSON.parse(Buffer.from(decodeURIComponent(signed).split('.')[0]!, 'base64url').toString());

  it('stay in the database but out of every answer, the cookie cache and the JWT', async () => {
    const { post, get, auth } = await createTestAuth({
      user: { additionalFields: hidden },
      session: { cookieCache: { enabled: true } },
      plugins: [jwt()],
    });
    const signUp = await post('/sign-up/email', user);
    const created = (await signUp.json()).user;
    expect(created).not.toHaveProperty('riskScore');
    expect(await auth.$context.store.findUserById(created.id)).toMatchObject({ riskScore: 7 });

    const signIn = await post('/sign-in/email', user);
    expect((await signIn.json()).user).not.toHaveProperty('riskScore');
    const cookie = cookieHeader(signIn);
    const cache = cookie.split('; ').find((c) => c.startsWith('portcullis.session_data='))!;
    expect(decode(cache.slice(cache.indexOf('=') + 1)).session.user).not.toHaveProperty(
      'riskScore',
    );

    for (const query of ['', '?disableCookieCache=true']) {
      const session = await (await get(`/get-session${query}`, { cookie })).json();
      expect(session.user.email).toBe(user.email);
      expect(session.user).not.toHaveProperty('riskScore');
    }

    const { token } = await (await get('/token', { cookie })).json();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.email).toBe(user.email);
    expect(payload).not.toHaveProperty('riskScore');

    const changed = await post(
      '/change-password',
      {
        currentPassword: user.password,
        newPassword: 'another-password-1',
        revokeOtherSessions: true,
      },
      { cookie },
    );
    expect((await changed.json()).user).not.toHaveProperty('riskScore');
  });
});
