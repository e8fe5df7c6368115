import { describe, expect, it, vi } from 'vitest';
import { createTestAuth, user } from '../../../test/helpers.js';
import type { AuthEvent } from '../../plugin/index.js';
import { username } from './index.js';

/** A signed-up `ada.lovelace` with `onEvent` recording; the sign-up's own event cleared. */
async function signedUp(emailAndPassword: { requireEmailVerification?: boolean } = {}) {
  const events: AuthEvent[] = [];
  const t = await createTestAuth({
    plugins: [username()],
    emailAndPassword: { enabled: true, ...emailAndPassword },
    onEvent: (event) => {
      events.push(event);
    },
  });
  const signUp = await t.post('/sign-up/email', { ...user, username: 'Ada.Lovelace' });
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  await vi.waitFor(() => expect(events).toHaveLength(1));
  events.length = 0;
  /** Signs in and returns the one event it emitted (events are delivered after the response). */
  const signIn = async (body: { username: string; password: string }) => {
    const response = await t.post('/sign-in/username', body);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    return { response, event: events.splice(0)[0]! };
  };
  return { ...t, userId, signIn };
}

// SPEC §4 (sign-in), §8; the audit events of `/sign-in/email`, with `method: 'username'`.
describe('POST /sign-in/username audit events', () => {
  it('emits sign-in.success with the user', async () => {
    const { signIn, userId } = await signedUp();
    const { response, event } = await signIn({ username: 'ada.lovelace', password: user.password });
    expect(response.status).toBe(200);
    expect(event).toMatchObject({
      type: 'sign-in.success',
      userId,
      details: { method: 'username' },
    });
  });

  it('emits sign-in.failure for a wrong password, with the user', async () => {
    const { signIn, userId } = await signedUp();
    const { response, event } = await signIn({ username: 'ada.lovelace', password: 'nope-nope' });
    expect(response.status).toBe(401);
    expect(event).toMatchObject({
      type: 'sign-in.failure',
      userId,
      details: { method: 'username', reason: 'invalid_password' },
    });
  });

  it('emits sign-in.failure for an unknown username, without a userId', async () => {
    const { signIn } = await signedUp();
    const { response, event } = await signIn({ username: 'nobody', password: 'whatever1' });
    expect(response.status).toBe(401);
    expect(event).toMatchObject({
      type: 'sign-in.failure',
      details: { method: 'username', reason: 'unknown_account' },
    });
    expect(event).not.toHaveProperty('userId');
  });

  it('emits sign-in.failure for an unverified email when verification is required', async () => {
    const { signIn, userId } = await signedUp({ requireEmailVerification: true });
    const { response, event } = await signIn({ username: 'ada.lovelace', password: user.password });
    expect(response.status).toBe(403);
    expect(event).toMatchObject({
      type: 'sign-in.failure',
      userId,
      details: { method: 'username', reason: 'email_not_verified' },
    });
  });
});
