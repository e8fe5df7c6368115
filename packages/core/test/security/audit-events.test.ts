import { describe, expect, it, vi } from 'vitest';
import type { AuthEvent } from '../../src/kernel/auth-event.js';
import type { EmailMessage } from '../../src/kernel/options.js';
import { emitEvent } from '../../src/security/audit-events.js';
import { cookieHeader, createTestAuth, user } from '../helpers.js';
import { mockProviders } from '../kit/provider-test-kit.js';
import { createSocialAuth, githubHandlers, signInWithGitHub } from '../social/helpers.js';

const mock = mockProviders();
// Behind one trusted proxy, the client is the right-most hop; the left-most one is forgeable.
const HEADERS = { 'user-agent': 'AuditTest/1.0', 'x-forwarded-for': '198.51.100.66, 203.0.113.7' };
const NEW_PASSWORD = 'a-quiet-new-harbour';

/** Waits for the events (they are delivered after the response) and returns them. */
async function settle(events: AuthEvent[], count: number) {
  await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count));
  return events.splice(0);
}

/** The common shape every event has. */
function expectShape(
  event: AuthEvent | undefined,
  type: AuthEvent['type'],
  userId?: string,
  request: Partial<AuthEvent> = { ipAddress: '203.0.113.7', userAgent: 'AuditTest/1.0' },
) {
  expect(event).toMatchObject({ type, ...request, timestamp: expect.any(Date) });
  expect(Object.keys(event!).sort()).toEqual(
    [
      'type',
      'ipAddress',
      'userAgent',
      'timestamp',
      'outcome',
      'userId',
      'actorUserId',
      'sessionId',
      'details',
    ]
      .filter((key) => key in event!)
      .sort(),
  );
  expect(event!.outcome).toBe(
    type === 'sign-in.failure' || type === 'lockout' ? 'failure' : 'success',
  );
  if (userId) {
    expect(event!.userId).toBe(userId);
    // The user acted on themselves: the actor defaults to the subject.
    expect(event!.actorUserId).toBe(userId);
  }
  const text = JSON.stringify(event);
  for (const secret of [user.password, NEW_PASSWORD, 'wrong-password-1']) {
    expect(text).not.toContain(secret);
  }
}

async function setup() {
  const events: AuthEvent[] = [];
  const sent: EmailMessage[] = [];
  const t = await createTestAuth({
    onEvent: (event) => {
      events.push(event);
    },
    advanced: { ipAddress: { trustedProxies: 1 } },
    user: { changeEmail: { enabled: true } },
    emailAndPassword: {
      enabled: true,
      sendResetPassword: (message) => {
        sent.push(message);
      },
    },
  });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.post(path, body, { ...HEADERS, ...headers });
  return { ...t, post, events, sent };
}

describe('audit events (onEvent)', () => {
  it('sign-up, sign-in success and failure (known and unknown account)', async () => {
    const { post, events } = await setup();
    const signUp = await post('/sign-up/email', user);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    let [event] = await settle(events, 1);
    expectShape(event, 'sign-up', userId);
    expect(event!.details).toEqual({ method: 'email' });

    await post('/sign-in/email', { email: user.email, password: user.password });
    [event] = await settle(events, 1);
    expectShape(event, 'sign-in.success', userId);

    await post('/sign-in/email', { email: user.email, password: 'wrong-password-1' });
    [event] = await settle(events, 1);
    expectShape(event, 'sign-in.failure', userId);
    expect(event!.details).toEqual({ method: 'email', reason: 'invalid_password' });

    await post('/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password-1' });
    [event] = await settle(events, 1);
    expectShape(event, 'sign-in.failure');
    expect(event!.userId).toBeUndefined();
    expect(JSON.stringify(event)).not.toContain('nobody@example.com');
  });

  it('password change and reset, email change', async () => {
    const { post, events, sent } = await setup();
    const signUp = await post('/sign-up/email', user);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const cookie = cookieHeader(signUp);
    await settle(events, 1);

    await post(
      '/change-password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      { cookie },
    );
    expectShape((await settle(events, 1))[0], 'password.change', userId);

    await post('/forget-password', { email: user.email, redirectTo: '/reset' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await post('/reset-password', { token: sent[0]!.token, newPassword: 'yet-another-harbour' });
    expectShape((await settle(events, 1))[0], 'password.reset', userId);

    await post('/change-email', { newEmail: 'ada@new.example' }, { cookie });
    expectShape((await settle(events, 1))[0], 'email.change', userId);
  });

  it('session revocation (one, others, all) and sign-out', async () => {
    const { post, events } = await setup();
    const first = await post('/sign-up/email', user);
    const userId = ((await first.json()) as { user: { id: string } }).user.id;
    const signIn = () => post('/sign-in/email', { email: user.email, password: user.password });
    const second = await signIn();
    await signIn();
    await signIn();
    await settle(events, 4);

    const token = ((await second.json()) as { token: string }).token;
    await post('/revoke-session', { token }, { cookie: cookieHeader(first) });
    let [event] = await settle(events, 1);
    expectShape(event, 'session.revoke', userId);
    expect(event!.details).toEqual({ scope: 'one' });
    expect(JSON.stringify(event)).not.toContain(token);

    await post('/revoke-other-sessions', {}, { cookie: cookieHeader(first) });
    [event] = await settle(events, 1);
    expect(event!.details).toEqual({ scope: 'other' });

    const fifth = await signIn();
    await settle(events, 1);
    await post('/sign-out', {}, { cookie: cookieHeader(fifth) });
    expectShape((await settle(events, 1))[0], 'sign-out', userId);

    await post('/revoke-sessions', {}, { cookie: cookieHeader(first) });
    [event] = await settle(events, 1);
    expect(event!.details).toEqual({ scope: 'all' });
  });

  it('account link (social sign-in onto an existing user) and unlink', async () => {
    const events: AuthEvent[] = [];
    const t = await createSocialAuth({
      onEvent: (event) => void events.push(event),
      advanced: { ipAddress: { trustedProxies: 1 } },
    });
    const signUp = await t.post('/sign-up/email', user);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    await t.auth.$context.store.updateUser(userId, { emailVerified: true });
    mock.use(...githubHandlers({ verified: true }));
    await signInWithGitHub(t, {}, HEADERS);
    const linked = await settle(events, 3);
    expect(linked.map((e) => e.type)).toEqual(['sign-up', 'account.link', 'sign-in.success']);
    // The callback is the provider's redirect: it carries no X-Forwarded-For here.
    expectShape(linked[1], 'account.link', userId, { ipAddress: null });
    expect(linked[1]!.details).toMatchObject({ providerId: 'github' });
    expect(linked[2]!.details).toEqual({ method: 'social', providerId: 'github' });

    await t.post(
      '/unlink-account',
      { providerId: 'github' },
      { ...HEADERS, cookie: cookieHeader(signUp) },
    );
    const [unlinked] = await settle(events, 1);
    expectShape(unlinked, 'account.unlink', userId);
    expect(unlinked!.details).toEqual({ providerId: 'github' });
  });

  it('emitEvent is exported for plugins (organization.role-change), never throws, logs failures', async () => {
    const errors: unknown[][] = [];
    const t = await createTestAuth({
      logger: { level: 'error', log: (...line) => errors.push(line) },
      onEvent: async (event) => {
        if (event.type === 'organization.role-change') throw new Error('sink down');
      },
    });
    const ctx = { context: t.auth.$context, headers: new Headers(HEADERS) };
    expect(() =>
      emitEvent(ctx, {
        type: 'organization.role-change',
        userId: 'u1',
        details: { role: 'admin' },
      }),
    ).not.toThrow();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]![1]).toBe('The onEvent handler failed for "organization.role-change"');
  });

  it('never delays the response: a slow handler is not awaited', async () => {
    let release!: () => void;
    const t = await createTestAuth({
      onEvent: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const response = await t.post('/sign-up/email', user);
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
  });
});
