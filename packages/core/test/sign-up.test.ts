import { describe, expect, it } from 'vitest';
import { createTestAuth, setCookies, user } from './helpers.js';

describe('POST /sign-up/email', () => {
  it('creates the user with a lowercased email, a credential account and a session', async () => {
    const { auth, post } = await createTestAuth();
    const response = await post('/sign-up/email', { ...user, email: 'Ada@Example.COM' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.user).toMatchObject({
      name: user.name,
      email: 'ada@example.com',
      emailVerified: false,
      image: null,
    });
    expect(Object.keys(body.user).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'id', 'image', 'name', 'updatedAt'].sort(),
    );
    const account = await auth.$context.store.findCredentialAccount(body.user.id);
    expect(account).toMatchObject({ providerId: 'credential', accountId: body.user.id });
    expect(account?.password).toBe(`plain:${user.password}`);
    expect(setCookies(response)['portcullis.session_token']?.value).toMatch(
      new RegExp(`^${body.token}\\.`),
    );
  });

  it('answers 422 USER_ALREADY_EXISTS for an existing email, whatever its case', async () => {
    const { post } = await createTestAuth();
    await post('/sign-up/email', user);
    const response = await post('/sign-up/email', { ...user, email: 'ADA@example.com' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'USER_ALREADY_EXISTS',
      message: 'User already exists',
    });
  });

  it('lets exactly one of two concurrent sign-ups with the same email win', async () => {
    const { auth, post } = await createTestAuth();
    const responses = await Promise.all([
      post('/sign-up/email', user),
      post('/sign-up/email', user),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await auth.$context.adapter.count({ model: 'user' })).toBe(1);
    expect(await auth.$context.adapter.count({ model: 'account' })).toBe(1);
  });

  it.each([
    [{ ...user, email: 'not-an-email' }, 'INVALID_EMAIL', 'Invalid email'],
    [{ ...user, password: 'short' }, 'PASSWORD_TOO_SHORT', 'Password too short'],
    [{ ...user, password: 'x'.repeat(129) }, 'PASSWORD_TOO_LONG', 'Password too long'],
  ])('refuses %j with 400 %s', async (body, code, message) => {
    const { post } = await createTestAuth();
    const response = await post('/sign-up/email', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, message });
  });

  it('accepts passwords of exactly 8 and 128 characters by default', async () => {
    const { post } = await createTestAuth();
    expect((await post('/sign-up/email', { ...user, password: 'x'.repeat(8) })).status).toBe(200);
    const second = { ...user, email: 'b@example.com', password: 'x'.repeat(128) };
    expect((await post('/sign-up/email', second)).status).toBe(200);
  });

  it('honours configured password limits', async () => {
    const { post } = await createTestAuth({
      emailAndPassword: { enabled: true, minPasswordLength: 12, maxPasswordLength: 16 },
    });
    expect(
      (await (await post('/sign-up/email', { ...user, password: 'x'.repeat(11) })).json()).code,
    ).toBe('PASSWORD_TOO_SHORT');
    expect(
      (await (await post('/sign-up/email', { ...user, password: 'x'.repeat(17) })).json()).code,
    ).toBe('PASSWORD_TOO_LONG');
  });

  it.each([{ email: undefined }, { email: 12345 }])(
    'answers a missing or non-string email 400 INVALID_EMAIL, as Better Auth 1.2.7 (%o)',
    async ({ email }) => {
      const { post } = await createTestAuth();
      const response = await post('/sign-up/email', { ...user, email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email' });
    },
  );

  it.each(['name', 'password'])('requires %s (400 VALIDATION_ERROR)', async (field) => {
    const { post } = await createTestAuth();
    const body: Record<string, string> = { ...user };
    delete body[field];
    const response = await post('/sign-up/email', body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('creates no session when autoSignIn is off', async () => {
    const { auth, post } = await createTestAuth({
      emailAndPassword: { enabled: true, autoSignIn: false },
    });
    const response = await post('/sign-up/email', user);
    expect(await response.json()).toMatchObject({ token: null, user: { email: user.email } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await auth.$context.adapter.count({ model: 'session' })).toBe(0);
  });

  it.each([[{ enabled: false }], [{ enabled: true, disableSignUp: true }]])(
    'answers "Email and password sign up is not enabled" for %j',
    async (config) => {
      const { post } = await createTestAuth({ emailAndPassword: config });
      const response = await post('/sign-up/email', user);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED',
        message: 'Email and password sign up is not enabled',
      });
    },
  );
});
