import { describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from '../src/kernel/options.js';
import { BASE_URL, user } from './helpers.js';
import { applyCookies, signedIn } from './profile-helpers.js';

type ChangeMessage = EmailMessage & { newEmail: string };

/** An instance with change-email on and senders that record what they were given. */
async function setup(options: { changeSender?: boolean; verificationSender?: boolean } = {}) {
  const changeMails: ChangeMessage[] = [];
  const verificationMails: EmailMessage[] = [];
  const t = await signedIn({
    user: {
      changeEmail: {
        enabled: true,
        ...(options.changeSender === false
          ? {}
          : { sendChangeEmailVerification: (m: ChangeMessage) => void changeMails.push(m) }),
      },
    },
    emailVerification:
      options.verificationSender === false
        ? {}
        : { sendVerificationEmail: (m) => void verificationMails.push(m) },
    session: { cookieCache: { enabled: true } },
  });
  const markVerified = () => t.auth.$context.store.updateUser(t.userId, { emailVerified: true });
  const record = async (token: string) => {
    const found = await t.auth.$context.store.findVerification(`email-verification:${token}`);
    return found ? JSON.parse(found.value) : null;
  };
  return { ...t, changeMails, verificationMails, markVerified, record };
}

describe('POST /change-email: refusals', () => {
  it('answers 400 "Change email is disabled" unless user.changeEmail.enabled', async () => {
    const { post, cookie } = await signedIn();
    const response = await post('/change-email', { newEmail: 'new@example.com' }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'CHANGE_EMAIL_IS_DISABLED',
      message: 'Change email is disabled',
    });
  });

  it('answers 401 without a session', async () => {
    const { post } = await setup();
    expect((await post('/change-email', { newEmail: 'new@example.com' })).status).toBe(401);
  });

  it('answers 400 VALIDATION_ERROR for an invalid address, as Better Auth 1.2.7', async () => {
    const { post, cookie } = await setup();
    const response = await post('/change-email', { newEmail: 'not-an-email' }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      details: [{ path: 'newEmail', message: 'Invalid email' }],
    });
    // Body validation comes first: before the session, as in Better Auth.
    const signedOut = await post('/change-email', { newEmail: 'not-an-email' });
    expect(signedOut.status).toBe(400);
  });

  it('answers 400 "Email is the same" for the current address in any case', async () => {
    const { post, cookie } = await setup();
    const response = await post('/change-email', { newEmail: 'ADA@Example.com' }, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'EMAIL_IS_THE_SAME',
      message: 'Email is the same',
    });
  });

  it(`answers 400 "Couldn't update your email" (nothing more) for a taken address`, async () => {
    const { post, auth, userId, cookie, markVerified, changeMails } = await setup();
    await post('/sign-up/email', { ...user, email: 'taken@example.com' });
    for (const verified of [false, true]) {
      if (verified) await markVerified();
      const response = await post('/change-email', { newEmail: 'Taken@example.com' }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'COULDNT_UPDATE_YOUR_EMAIL',
        message: "Couldn't update your email",
      });
    }
    expect((await auth.$context.store.findUserById(userId))?.email).toBe(user.email);
    expect(changeMails).toEqual([]);
  });

  it('answers 403 "Invalid callbackURL" for an untrusted callbackURL', async () => {
    const { post, auth, userId, cookie } = await setup();
    const response = await post(
      '/change-email',
      { newEmail: 'new@example.com', callbackURL: 'https://evil.example/phish' },
      { cookie },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'INVALID_CALLBACKURL',
      message: 'Invalid callbackURL',
    });
    expect((await auth.$context.store.findUserById(userId))?.email).toBe(user.email);
  });
});

describe('POST /change-email: current email not verified', () => {
  it('changes the email at once (lowercased, unverified) and verifies the new address', async () => {
    const { post, auth, userId, cookie, verificationMails, changeMails, record } = await setup();
    const response = await post(
      '/change-email',
      { newEmail: 'Ada.New@Example.com', callbackURL: '/settings' },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await auth.$context.store.findUserById(userId)).toMatchObject({
      email: 'ada.new@example.com',
      emailVerified: false,
    });

    await vi.waitFor(() => expect(verificationMails).toHaveLength(1));
    const [mail] = verificationMails;
    expect(mail!.user.email).toBe('ada.new@example.com');
    const url = new URL(mail!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/api/auth/verify-email`);
    expect(url.searchParams.get('token')).toBe(mail!.token);
    expect(url.searchParams.get('callbackURL')).toBe('/settings');
    expect(await record(mail!.token)).toEqual({ userId, email: 'ada.new@example.com' });
    expect(changeMails).toEqual([]);
  });

  it('changes the email without sending anything when no verification sender is set', async () => {
    const { post, auth, userId, cookie } = await setup({ verificationSender: false });
    const response = await post('/change-email', { newEmail: 'new@example.com' }, { cookie });
    expect(response.status).toBe(200);
    expect((await auth.$context.store.findUserById(userId))?.email).toBe('new@example.com');
  });

  it('rewrites the cookie cache so get-session shows the new email', async () => {
    const { post, get, cookie } = await setup();
    const response = await post('/change-email', { newEmail: 'new@example.com' }, { cookie });
    const session = await (
      await get('/get-session', { cookie: applyCookies(cookie, response) })
    ).json();
    expect(session.user.email).toBe('new@example.com');
  });
});

describe('POST /change-email: current email verified', () => {
  it('changes nothing yet and sends a confirmation link to the current address', async () => {
    const t = await setup();
    await t.markVerified();
    const response = await t.post(
      '/change-email',
      { newEmail: 'New@Example.com', callbackURL: '/done' },
      { cookie: t.cookie },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await t.auth.$context.store.findUserById(t.userId)).toMatchObject({
      email: user.email,
      emailVerified: true,
    });

    await vi.waitFor(() => expect(t.changeMails).toHaveLength(1));
    const [mail] = t.changeMails;
    expect(mail!.user.email).toBe(user.email);
    expect(mail!.newEmail).toBe('new@example.com');
    expect(mail!.token).toMatch(/^[A-Za-z0-9]{32}$/);
    const url = new URL(mail!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/api/auth/verify-email`);
    expect(url.searchParams.get('token')).toBe(mail!.token);
    expect(url.searchParams.get('callbackURL')).toBe('/done');
    expect(await t.record(mail!.token)).toEqual({
      userId: t.userId,
      email: user.email,
      newEmail: 'new@example.com',
    });
    expect(t.verificationMails).toEqual([]);
  });

  it('moves the account only when the emailed link is followed in that user’s session', async () => {
    const t = await setup();
    await t.markVerified();
    await t.post(
      '/change-email',
      { newEmail: 'new@example.com', callbackURL: '/done' },
      { cookie: t.cookie },
    );
    await vi.waitFor(() => expect(t.changeMails).toHaveLength(1));
    const { url } = t.changeMails[0]!;
    const follow = (cookie?: string) =>
      t.auth.handler(new Request(url, { headers: cookie ? { cookie } : {} }));

    // Whoever reads the old mailbox, signed out: Better Auth 1.2.7's redirect, nothing moves.
    const anonymous = await follow();
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/done?error=unauthorized');
    const other = await t.post('/sign-up/email', { ...user, email: 'grace@example.com' });
    const stranger = await follow(applyCookies('', other));
    expect(stranger.headers.get('location')).toBe('/done?error=unauthorized');
    expect(await t.auth.$context.store.findUserById(t.userId)).toMatchObject({
      email: user.email,
      emailVerified: true,
    });

    const own = await follow(t.cookie);
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/done');
    expect(await t.auth.$context.store.findUserById(t.userId)).toMatchObject({
      email: 'new@example.com',
      emailVerified: false,
    });
    await vi.waitFor(() => expect(t.verificationMails).toHaveLength(1));
    expect(t.verificationMails[0]!.user.email).toBe('new@example.com');
  });

  it('answers 400 "Verification email isn\'t enabled" without sendChangeEmailVerification', async () => {
    const t = await setup({ changeSender: false });
    await t.markVerified();
    const response = await t.post(
      '/change-email',
      { newEmail: 'new@example.com' },
      { cookie: t.cookie },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VERIFICATION_EMAIL_ISNT_ENABLED',
      message: "Verification email isn't enabled",
    });
    expect((await t.auth.$context.store.findUserById(t.userId))?.email).toBe(user.email);
  });

  it('does not wait on the mail sender', async () => {
    let calls = 0;
    const t = await signedIn({
      user: {
        changeEmail: {
          enabled: true,
          // Never settles: a stuck mail server.
          sendChangeEmailVerification: () => {
            calls++;
            return new Promise<void>(() => {});
          },
        },
      },
    });
    await t.auth.$context.store.updateUser(t.userId, { emailVerified: true });
    const response = await t.post(
      '/change-email',
      { newEmail: 'new@example.com' },
      { cookie: t.cookie },
    );
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(calls).toBe(1));
  });
});
