import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from '../../src/kernel/options.js';
import { memoryStorage, type SecondaryStorage } from '../../src/storage/secondary-storage.js';
import { cookieHeader, createTestAuth, setCookies, user } from '../helpers.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Every row of a model, as the database holds it. */
const rows = (t: { auth: { $context: { adapter: any } } }, model: string) =>
  t.auth.$context.adapter.findMany({ model, limit: 1000 }) as Promise<Record<string, unknown>[]>;

/** A secondary storage that remembers every key and value it was given. */
function recordingStorage() {
  const inner = memoryStorage();
  const written: string[] = [];
  const storage: SecondaryStorage = {
    ...inner,
    set: (key, value, ttl) => {
      written.push(key, value);
      return inner.set(key, value, ttl);
    },
  };
  return { storage, written };
}

describe('advanced.hashVerificationTokens', () => {
  async function setup(hashVerificationTokens: boolean) {
    const resets: EmailMessage[] = [];
    const verifications: EmailMessage[] = [];
    const t = await createTestAuth({
      advanced: { hashVerificationTokens },
      emailAndPassword: {
        enabled: true,
        sendResetPassword: (message) => {
          resets.push(message);
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        sendVerificationEmail: (message) => {
          verifications.push(message);
        },
      },
      user: { deleteUser: { enabled: true, sendDeleteAccountVerification: () => {} } },
    });
    return { ...t, resets, verifications };
  }

  it('stores reset and verification tokens as SHA-256, prefix kept; both flows still work', async () => {
    const t = await setup(true);
    await t.post('/sign-up/email', user);
    await vi.waitFor(() => expect(t.verifications).toHaveLength(1));
    await t.post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await vi.waitFor(() => expect(t.resets).toHaveLength(1));
    const resetToken = t.resets[0]!.token;
    const verifyToken = t.verifications[0]!.token;

    const identifiers = (await rows(t, 'verification')).map((row) => row.identifier as string);
    expect(identifiers.sort()).toEqual(
      [`email-verification:${sha256(verifyToken)}`, `reset-password:${sha256(resetToken)}`].sort(),
    );
    const dump = JSON.stringify(await rows(t, 'verification'));
    expect(dump).not.toContain(resetToken);
    expect(dump).not.toContain(verifyToken);

    // The emailed tokens still work; the stored hashes do not.
    expect((await t.get(`/verify-email?token=${sha256(verifyToken)}`)).status).not.toBe(200);
    expect((await t.get(`/verify-email?token=${verifyToken}`)).status).toBe(200);
    const asHash = await t.post('/reset-password', {
      token: sha256(resetToken),
      newPassword: 'a-quiet-new-harbour',
    });
    expect(asHash.status).toBe(400);
    const reset = await t.post('/reset-password', {
      token: resetToken,
      newPassword: 'a-quiet-new-harbour',
    });
    expect(reset.status).toBe(200);
    const again = await t.post('/reset-password', {
      token: resetToken,
      newPassword: 'a-quiet-new-harbour',
    });
    expect(again.status).toBe(400);
  });

  it('hashes delete-account tokens too', async () => {
    const sent: Array<{ token: string }> = [];
    const t = await createTestAuth({
      advanced: { hashVerificationTokens: true },
      user: {
        deleteUser: {
          enabled: true,
          sendDeleteAccountVerification: (message) => {
            sent.push(message);
          },
        },
      },
    });
    const signUp = await t.post('/sign-up/email', user);
    const cookie = cookieHeader(signUp);
    expect((await t.post('/delete-user', {}, { cookie })).status).toBe(200);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { token } = sent[0]!;
    const identifiers = (await rows(t, 'verification')).map((row) => row.identifier);
    expect(identifiers).toEqual([`delete-account-${sha256(token)}`]);
    expect((await t.post('/delete-user', { token }, { cookie })).status).toBe(200);
    expect(await rows(t, 'user')).toEqual([]);
  });

  it('is off by default: identifiers carry the token (Better Auth compatible)', async () => {
    const t = await setup(false);
    await t.post('/sign-up/email', user);
    await t.post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await vi.waitFor(() => expect(t.resets).toHaveLength(1));
    const identifiers = (await rows(t, 'verification')).map((row) => row.identifier);
    expect(identifiers).toContain(`reset-password:${t.resets[0]!.token}`);
  });
});

describe('session.storeTokenHash', () => {
  it('stores SHA-256(token); the cookie carries the token; sign-in, get-session, sign-out work', async () => {
    const { storage, written } = recordingStorage();
    const t = await createTestAuth({
      session: { storeTokenHash: true },
      secondaryStorage: storage,
    });
    const signUp = await t.post('/sign-up/email', user);
    const { token } = (await signUp.json()) as { token: string };
    const cookieValue = decodeURIComponent(Object.values(setCookies(signUp))[0]!.value);
    expect(cookieValue.split('.')[0]).toBe(token);

    const signIn = await t.post('/sign-in/email', { email: user.email, password: user.password });
    const second = ((await signIn.json()) as { token: string }).token;

    const sessions = await rows(t, 'session');
    expect(sessions.map((s) => s.token).sort()).toEqual([sha256(token), sha256(second)].sort());

    const got = await t.get('/get-session', { cookie: cookieHeader(signUp) });
    const body = (await got.json()) as { session: { token: string }; user: { email: string } };
    expect(body.user.email).toBe(user.email);
    expect(body.session.token).toBe(token);
    // Served from the secondary storage the second time: keyed by the hash too.
    expect((await t.get('/get-session', { cookie: cookieHeader(signUp) })).status).toBe(200);

    const all = JSON.stringify({ sessions: await rows(t, 'session'), written });
    expect(written.length).toBeGreaterThan(0);
    for (const raw of [token, second]) expect(all).not.toContain(raw);

    await t.post('/sign-out', {}, { cookie: cookieHeader(signIn) });
    expect(await t.auth.$context.store.findSession(second)).toBeNull();
    const after = await t.get('/get-session', { cookie: cookieHeader(signIn) });
    expect(await after.json()).toBeNull();
    expect(await t.auth.$context.store.findSession(token)).not.toBeNull();
  });

  it('list-sessions shows hashes that revoke-session accepts; revoke-other-sessions and change-password keep working', async () => {
    const t = await createTestAuth({ session: { storeTokenHash: true } });
    const first = await t.post('/sign-up/email', user);
    const cookie = cookieHeader(first);
    const firstToken = ((await first.json()) as { token: string }).token;
    const other = await t.post('/sign-in/email', { email: user.email, password: user.password });
    const otherToken = ((await other.json()) as { token: string }).token;

    const listed = (await (await t.get('/list-sessions', { cookie })).json()) as Array<{
      token: string;
    }>;
    expect(listed.map((s) => s.token).sort()).toEqual(
      [sha256(firstToken), sha256(otherToken)].sort(),
    );

    // Revoking by the listed value (the hash) and by the token itself both work.
    expect(
      (await t.post('/revoke-session', { token: sha256(otherToken) }, { cookie })).status,
    ).toBe(200);
    expect(await t.auth.$context.store.findSession(otherToken)).toBeNull();
    const third = await t.post('/sign-in/email', { email: user.email, password: user.password });
    const thirdToken = ((await third.json()) as { token: string }).token;
    await t.post('/revoke-session', { token: thirdToken }, { cookie });
    expect(await t.auth.$context.store.findSession(thirdToken)).toBeNull();

    await t.post('/sign-in/email', { email: user.email, password: user.password });
    expect((await t.post('/revoke-other-sessions', {}, { cookie })).status).toBe(200);
    expect((await rows(t, 'session')).map((s) => s.token)).toEqual([sha256(firstToken)]);

    const changed = await t.post(
      '/change-password',
      {
        currentPassword: user.password,
        newPassword: 'a-quiet-new-harbour',
        revokeOtherSessions: true,
      },
      { cookie },
    );
    const newToken = ((await changed.json()) as { token: string }).token;
    expect((await rows(t, 'session')).map((s) => s.token)).toEqual([sha256(newToken)]);
    const session = await t.get('/get-session', { cookie: cookieHeader(changed) });
    expect(((await session.json()) as { session: { token: string } }).session.token).toBe(newToken);

    // Revoking the current session by its listed hash deletes it (no cookie set, as Better Auth
    // 1.2.7); the next get-session finds none.
    const revoked = await t.post(
      '/revoke-session',
      { token: sha256(newToken) },
      { cookie: cookieHeader(changed) },
    );
    expect(revoked.status).toBe(200);
    expect(
      await (await t.get('/get-session', { cookie: cookieHeader(changed) })).json(),
    ).toBeNull();
  });

  it('is off by default: the row holds the token', async () => {
    const t = await createTestAuth();
    const signUp = await t.post('/sign-up/email', user);
    const { token } = (await signUp.json()) as { token: string };
    expect((await rows(t, 'session')).map((s) => s.token)).toEqual([token]);
  });
});
