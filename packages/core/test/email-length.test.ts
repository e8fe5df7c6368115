import { describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/kernel/options.js';
import { createTestAuth, user } from './helpers.js';
import { signedIn } from './profile-helpers.js';

/** An address of exactly `length` characters: 254 is the RFC 5321 maximum. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const LONGEST = emailOf(254);
const TOO_LONG = emailOf(255);
const INVALID_EMAIL = { code: 'INVALID_EMAIL', message: 'Invalid email' };

/** Sign-up and sign-in: Better Auth 1.2.7's answer for an invalid email there. */
async function expectInvalidEmail(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual(INVALID_EMAIL);
}

/** The routes whose body validation checks the email in Better Auth 1.2.7. */
async function expectTooLongField(response: Response, path: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    code: 'VALIDATION_ERROR',
    message: 'Invalid body parameters',
    details: [{ path, message: 'Too big: expected string to have <=254 characters' }],
  });
}

describe('email addresses longer than 254 characters (RFC 5321)', () => {
  it('sign-up refuses the 5,006-character address that broke the outbox, and stores nothing', async () => {
    const { auth, post } = await createTestAuth();
    await expectInvalidEmail(await post('/sign-up/email', { ...user, email: emailOf(5_006) }));
    expect(await auth.$context.adapter.count({ model: 'user' })).toBe(0);
  });

  it('sign-up refuses 255 characters with 400 INVALID_EMAIL and accepts 254', async () => {
    const { post } = await createTestAuth();
    await expectInvalidEmail(await post('/sign-up/email', { ...user, email: TOO_LONG }));
    const accepted = await post('/sign-up/email', { ...user, email: LONGEST });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).user.email).toBe(LONGEST);
  });

  it('sign-in refuses 255 characters with 400 INVALID_EMAIL and accepts 254', async () => {
    const { post } = await createTestAuth();
    await post('/sign-up/email', { ...user, email: LONGEST });
    await expectInvalidEmail(
      await post('/sign-in/email', { email: TOO_LONG, password: user.password }),
    );
    const accepted = await post('/sign-in/email', { email: LONGEST, password: user.password });
    expect(accepted.status).toBe(200);
  });

  it('server calls are held to the same limit', async () => {
    const { auth } = await createTestAuth();
    await expect(
      auth.api.signUpEmail({ body: { ...user, email: TOO_LONG } }),
    ).rejects.toMatchObject({ status: 400, body: INVALID_EMAIL });
  });

  it('forget-password refuses 255 characters with 400 VALIDATION_ERROR and accepts 254', async () => {
    const sent: string[] = [];
    const { post } = await createTestAuth({
      emailAndPassword: {
        enabled: true,
        sendResetPassword: ({ user: to }) => void sent.push(to.email),
      },
    });
    await expectTooLongField(await post('/forget-password', { email: TOO_LONG }), 'email');
    const accepted = await post('/forget-password', { email: LONGEST });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ status: true });
  });

  it('send-verification-email refuses 255 characters with 400 VALIDATION_ERROR and accepts 254', async () => {
    const sent: EmailMessage[] = [];
    const { post } = await createTestAuth({
      emailVerification: { sendVerificationEmail: (message) => void sent.push(message) },
    });
    await expectTooLongField(await post('/send-verification-email', { email: TOO_LONG }), 'email');
    const accepted = await post('/send-verification-email', { email: LONGEST });
    expect(accepted.status).toBe(200);
  });

  it('change-email refuses a 255-character newEmail with 400 VALIDATION_ERROR and accepts 254', async () => {
    const t = await signedIn({ user: { changeEmail: { enabled: true } } });
    const headers = { cookie: t.cookie };
    await expectTooLongField(
      await t.post('/change-email', { newEmail: TOO_LONG }, headers),
      'newEmail',
    );
    const accepted = await t.post('/change-email', { newEmail: LONGEST }, headers);
    expect(accepted.status).toBe(200);
    // An unverified user's address changes at once.
    expect((await t.auth.$context.store.findUserById(t.userId))?.email).toBe(LONGEST);
  });

  it('user.maxEmailLength lets a migrated user with a longer address sign in', async () => {
    const longer = emailOf(300);
    const { post } = await createTestAuth({ user: { maxEmailLength: 320 } });
    expect((await post('/sign-up/email', { ...user, email: longer })).status).toBe(200);
    const signIn = await post('/sign-in/email', { email: longer, password: user.password });
    expect(signIn.status).toBe(200);
    await expectInvalidEmail(await post('/sign-in/email', { email: emailOf(321), password: 'x' }));
  });

  it('refuses a user.maxEmailLength that is not a positive number at start-up', async () => {
    await expect(createTestAuth({ user: { maxEmailLength: 0 } })).rejects.toThrow(
      /user\.maxEmailLength must be a positive number/,
    );
  });
});
