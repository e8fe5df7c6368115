import { describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from '../../src/kernel/options.js';
import { COMMON_PASSWORDS_TEXT } from '../../src/security/common-passwords.data.js';
import { isCommonPassword } from '../../src/security/common-passwords.js';
import { cookieHeader, createTestAuth, user } from '../helpers.js';

const TOO_COMMON = { code: 'PASSWORD_TOO_COMMON', message: 'Password too common' };
const COMMON = 'password123';
const STRONG = 'violet-anchor-quarry-42';

/** An instance with the check on (the library default; the shared test helper turns it off). */
async function setup(rejectCommonPasswords = true) {
  const sent: EmailMessage[] = [];
  const t = await createTestAuth({
    emailAndPassword: {
      enabled: true,
      rejectCommonPasswords,
      sendResetPassword: (message) => {
        sent.push(message);
      },
    },
  });
  return { ...t, sent };
}

describe('the bundled list', () => {
  it('holds the 10,000 most common passwords, most common first', async () => {
    const entries = COMMON_PASSWORDS_TEXT.split('\n');
    expect(entries).toHaveLength(10_000);
    expect(entries.slice(0, 2)).toEqual(['123456', 'password']);
    expect(await isCommonPassword('password123')).toBe(true);
    expect(await isCommonPassword(STRONG)).toBe(false);
  });

  it('compares case-insensitively', async () => {
    expect(await isCommonPassword('PassWord123')).toBe(true);
    expect(await isCommonPassword('QWERTYUIOP')).toBe(true);
  });
});

describe('common-password check (on by default)', () => {
  it('is on by default in the resolved options', async () => {
    const { createPortcullis, memoryAdapter } = await import('../../src/index.js');
    const auth = createPortcullis({
      baseURL: 'http://localhost:3000',
      secret: 'test-secret-with-at-least-32-characters!',
      database: memoryAdapter(),
      logger: { disabled: true },
      emailAndPassword: { enabled: true },
    });
    expect(auth.options.emailAndPassword.rejectCommonPasswords).toBe(true);
  });

  it('refuses a common password on sign-up with 400 PASSWORD_TOO_COMMON, creating nothing', async () => {
    const { post, auth } = await setup();
    const response = await post('/sign-up/email', { ...user, password: 'Password123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(TOO_COMMON);
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();
    expect((await post('/sign-up/email', { ...user, password: STRONG })).status).toBe(200);
  });

  it('refuses a common password on reset-password and keeps the token usable', async () => {
    const { post, sent } = await setup();
    await post('/sign-up/email', { ...user, password: STRONG });
    await post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { token } = sent[0]!;
    const refused = await post('/reset-password', { token, newPassword: COMMON });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(TOO_COMMON);
    const accepted = await post('/reset-password', { token, newPassword: 'another-quiet-harbour' });
    expect(accepted.status).toBe(200);
  });

  it('refuses a common password on change-password and keeps the old one', async () => {
    const { post } = await setup();
    const signUp = await post('/sign-up/email', { ...user, password: STRONG });
    const cookie = cookieHeader(signUp);
    const refused = await post(
      '/change-password',
      { currentPassword: STRONG, newPassword: 'iloveyou' + '1' },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(TOO_COMMON);
    const signIn = await post('/sign-in/email', { email: user.email, password: STRONG });
    expect(signIn.status).toBe(200);
  });

  it('refuses a common password on set-password (server call)', async () => {
    const { post, auth } = await setup();
    const signUp = await post('/sign-up/email', { ...user, password: STRONG });
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    // Make the user password-less, as a social-only user would be.
    await auth.$context.adapter.deleteMany({
      model: 'account',
      where: [{ field: 'userId', value: userId }],
    });
    await expect(
      auth.api.setPassword({
        body: { newPassword: 'baseball1' },
        headers: { cookie: cookieHeader(signUp) },
      }),
    ).rejects.toMatchObject({ status: 400, body: TOO_COMMON });
    await expect(
      auth.api.setPassword({
        body: { newPassword: STRONG },
        headers: { cookie: cookieHeader(signUp) },
      }),
    ).resolves.toEqual({ status: true });
  });

  it('checks length first: a short common password is PASSWORD_TOO_SHORT', async () => {
    const { post } = await setup();
    const response = await post('/sign-up/email', { ...user, password: '123456' });
    expect(((await response.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('accepts common passwords with rejectCommonPasswords: false', async () => {
    const { post } = await setup(false);
    expect((await post('/sign-up/email', { ...user, password: COMMON })).status).toBe(200);
  });

  it('never applies to sign-in: an existing common password still signs in', async () => {
    const { post } = await setup(false);
    await post('/sign-up/email', { ...user, password: COMMON });
    const strict = await setup(true);
    // Another instance over another database: sign-in itself never checks the list.
    await strict.auth.$context.store.createUser(
      { name: user.name, email: user.email, emailVerified: false, image: null },
      `plain:${COMMON}`,
    );
    const signIn = await strict.post('/sign-in/email', { email: user.email, password: COMMON });
    expect(signIn.status).toBe(200);
  });
});
