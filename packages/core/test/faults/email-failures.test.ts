/**
 * An app's email callback throws (issue 19, Faults). Better Auth 1.2.7 awaits every callback
 * and answers a bare 500 (empty body), leaving what it wrote behind: the verification, reset or
 * deletion record, the invitation, and on sign-up the user and their account (a retry then
 * answers "User already exists"); on /forget-password and /send-verification-email the 500
 * comes only for existing accounts, which tells an attacker which emails have one.
 *
 * Portcullis answers 500 FAILED_TO_SEND_EMAIL `{ code, message }` where the caller proved who
 * they are, deletes the record whose link was never sent, and keeps the anonymous routes'
 * answer 200 for every address (the mail goes out after the response). change-email sends
 * after the response too (its answer must not tell whether the new address is taken), so its
 * failure is logged and the link simply expires.
 */
import { describe, expect, it, vi } from 'vitest';
import { cookieHeader, createTestAuth, user } from '../helpers.js';
import { setupOrganizations } from '../kit/organization-test-kit.js';

const FAILED_TO_SEND_EMAIL = { code: 'FAILED_TO_SEND_EMAIL', message: 'Failed to send email' };
const smtpDown = async () => {
  throw new Error('SMTP down');
};

async function setup(extra: Parameters<typeof createTestAuth>[0] = {}) {
  const logs: string[] = [];
  const t = await createTestAuth({
    logger: { log: (_level, message) => logs.push(message) },
    ...extra,
  });
  const { adapter } = t.auth.$context;
  /** Verification records whose identifier starts with `prefix`. */
  const records = async (prefix: string) =>
    (await adapter.findMany<{ id: string; identifier: string }>({ model: 'verification' })).filter(
      (row) => row.identifier.startsWith(prefix),
    );
  const verifyUser = (email: string) =>
    adapter.update({
      model: 'user',
      where: [{ field: 'email', value: email }],
      update: { emailVerified: true },
    });
  return { ...t, adapter, logs, records, verifyUser };
}

describe('an email callback that throws', () => {
  it('sign-in of an unverified user (requireEmailVerification): 500 FAILED_TO_SEND_EMAIL, no record left', async () => {
    let failing = false;
    const t = await setup({
      emailAndPassword: { enabled: true, requireEmailVerification: true },
      emailVerification: {
        sendVerificationEmail: async () => {
          if (failing) throw new Error('SMTP down');
        },
      },
    });
    expect((await t.post('/sign-up/email', user)).status).toBe(200);
    await vi.waitFor(async () => expect(await t.records('email-verification:')).toHaveLength(1));
    failing = true;
    const answer = await t.post('/sign-in/email', user);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual(FAILED_TO_SEND_EMAIL);
    // Only the link of the sign-up remains; the one that could not be sent is gone.
    expect(await t.records('email-verification:')).toHaveLength(1);
    expect(t.logs).toContain('sendVerificationEmail failed; its link was withdrawn');
  });

  it('delete-user with sendDeleteAccountVerification: 500 FAILED_TO_SEND_EMAIL, the user and no record stay', async () => {
    const t = await setup({
      user: { deleteUser: { enabled: true, sendDeleteAccountVerification: smtpDown } },
    });
    const cookie = cookieHeader(await t.post('/sign-up/email', user));
    const answer = await t.post('/delete-user', { password: user.password }, { cookie });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual(FAILED_TO_SEND_EMAIL);
    expect(await t.records('delete-account-')).toEqual([]);
    expect((await (await t.get('/get-session', { cookie })).json()).user.email).toBe(user.email);
  });

  it('send-verification-email: 200 as for any address (no enumeration), and no record left', async () => {
    const t = await setup({ emailVerification: { sendVerificationEmail: smtpDown } });
    await t.post('/sign-up/email', user);
    const answer = await t.post('/send-verification-email', { email: user.email });
    expect(answer.status).toBe(200);
    await vi.waitFor(() =>
      expect(t.logs).toContain('sendVerificationEmail failed; its link was withdrawn'),
    );
    expect(await t.records('email-verification:')).toEqual([]);
  });

  // The sign-up fails whole, so a retry can succeed (Better Auth answers 500 but keeps the user).
  it('sign-up with sendOnSignUp: 500 FAILED_TO_SEND_EMAIL and nobody stored, so a retry works', async () => {
    const t = await setup({
      emailVerification: { sendOnSignUp: true, sendVerificationEmail: smtpDown },
    });
    const answer = await t.post('/sign-up/email', user);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual(FAILED_TO_SEND_EMAIL);
    expect(await t.adapter.count({ model: 'user' })).toBe(0);
  });

  // The send runs after the response, so the answer stays 200 for every address: Better Auth's
  // 500 for existing accounts only is an enumeration oracle. The unsent link is withdrawn.
  it('forget-password: 200 as for any address, and no reset record left', async () => {
    const t = await setup({
      emailAndPassword: { enabled: true, sendResetPassword: smtpDown },
    });
    await t.post('/sign-up/email', user);
    const answer = await t.post('/forget-password', { email: user.email, redirectTo: '/reset' });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(t.logs.some((line) => line.includes('failed'))).toBe(true));
    expect(await t.records('reset-password:')).toEqual([]);
  });

  // The invitation nobody was told of is withdrawn (Better Auth: a bare 500, the invitation
  // left pending).
  it('invite-member: 500 FAILED_TO_SEND_EMAIL, no pending invitation left', async () => {
    const t = await setupOrganizations({ sendInvitationEmail: smtpDown });
    const owner = await t.signUp('Owner');
    const org = await t.createOrganization(owner, 'acme');
    const answer = await t.call(owner, 'invite-member', {
      organizationId: org.id,
      email: 'guest@example.com',
      role: 'member',
    });
    expect(answer).toEqual({ status: 500, body: FAILED_TO_SEND_EMAIL });
    expect(await t.adapter.count({ model: 'invitation' })).toBe(0);
  });
});
