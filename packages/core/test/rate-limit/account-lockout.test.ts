import { describe, expect, it } from 'vitest';
import { username } from '../../src/index.js';
import { user } from '../helpers.js';
import { fromIp, limitedAuth, statuses, useFakeClock } from './helpers.js';

const LOCKED = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Please try again later.',
};

/** Lockout alone: the per-IP limit of the sign-in routes is turned off. */
const lockoutAuth = (overrides: Parameters<typeof limitedAuth>[0] = {}) =>
  limitedAuth({
    ...overrides,
    rateLimit: {
      customRules: { '/sign-in/*': false, '/sign-up/*': false },
      accountLockout: { maxFailures: 3, window: 60 },
      ...overrides.rateLimit,
    },
  });

describe('account lockout', () => {
  const clock = useFakeClock();

  it('locks known and unknown emails alike, without hashing while locked', async () => {
    const { post, calls } = await lockoutAuth();
    await post('/sign-up/email', user);
    const attempt = (email: string, i: number) =>
      post('/sign-in/email', { email, password: 'wrong-password-123' }, fromIp(`192.0.2.${i}`));

    const answers: Record<string, Response[]> = { known: [], unknown: [] };
    const emails = { known: user.email, unknown: 'nobody@example.com' };
    for (const kind of ['known', 'unknown'] as const) {
      // Every attempt from another IP: the per-IP limit plays no part.
      for (let i = 0; i < 3; i++) answers[kind]!.push(await attempt(emails[kind], i));
      clock.advance(10);
      const before = { ...calls };
      answers[kind]!.push(await attempt(emails[kind].toUpperCase(), 99));
      expect(calls).toEqual(before); // neither hash nor verify ran
    }
    for (const kind of ['known', 'unknown'] as const) {
      const codes = answers[kind]!.map((response) => response.status);
      expect(codes).toEqual([401, 401, 401, 429]);
    }
    const [known, unknown] = [answers.known![3]!, answers.unknown![3]!];
    expect(await known.json()).toEqual(LOCKED);
    expect(await unknown.json()).toEqual(LOCKED);
    expect(known.headers.get('x-retry-after')).toBe('50');
    expect(unknown.headers.get('x-retry-after')).toBe('50');
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
  });

  it('refuses the right password too while locked, then lets it in once the window passes', async () => {
    const { post } = await lockoutAuth();
    await post('/sign-up/email', user);
    const wrong = () => post('/sign-in/email', { ...user, password: 'wrong-password-123' });
    const right = () => post('/sign-in/email', user);
    expect(await statuses(3, wrong)).toEqual([401, 401, 401]);
    expect((await right()).status).toBe(429);
    clock.advance(60);
    expect((await right()).status).toBe(200);
  });

  it('clears the count on a successful sign-in', async () => {
    const { post } = await lockoutAuth();
    await post('/sign-up/email', user);
    const wrong = () => post('/sign-in/email', { ...user, password: 'wrong-password-123' });
    expect(await statuses(2, wrong)).toEqual([401, 401]);
    expect((await post('/sign-in/email', user)).status).toBe(200);
    expect(await statuses(3, wrong)).toEqual([401, 401, 401]);
    expect((await wrong()).status).toBe(429);
  });

  it('defaults to 10 failures in 15 minutes', async () => {
    const { post } = await limitedAuth({ rateLimit: { customRules: { '/sign-in/*': false } } });
    const wrong = () => post('/sign-in/email', { email: user.email, password: 'nope-nope-nope' });
    expect(await statuses(10, wrong)).toEqual(new Array(10).fill(401));
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('x-retry-after')).toBe('900');
  });

  it('protects sign-in by username, known or not', async () => {
    const { post, calls } = await lockoutAuth({ plugins: [username()] });
    await post('/sign-up/email', { ...user, username: 'ada' });
    for (const name of ['Ada', 'ghost']) {
      const wrong = () => post('/sign-in/username', { username: name, password: 'wrong-pass-123' });
      expect(await statuses(3, wrong)).toEqual([401, 401, 401]);
      const before = { ...calls };
      const locked = await wrong();
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual(LOCKED);
      expect(calls).toEqual(before);
    }
  });

  it('applies to server calls too', async () => {
    const { auth } = await lockoutAuth();
    const body = { email: user.email, password: 'wrong-password-123' };
    for (let i = 0; i < 3; i++) {
      await expect(auth.api.signInEmail({ body })).rejects.toMatchObject({ status: 401 });
    }
    await expect(auth.api.signInEmail({ body })).rejects.toMatchObject({
      status: 429,
      body: LOCKED,
      headers: { 'X-Retry-After': '60' },
    });
  });

  it('can be turned off, or on without per-IP limits', async () => {
    const off = await lockoutAuth({
      rateLimit: { customRules: { '/sign-in/*': false }, accountLockout: { enabled: false } },
    });
    const wrong = { email: user.email, password: 'wrong-password-123' };
    expect(await statuses(12, () => off.post('/sign-in/email', wrong))).not.toContain(429);

    const alone = await limitedAuth({
      rateLimit: { enabled: false, accountLockout: { enabled: true, maxFailures: 2 } },
    });
    expect(await statuses(3, () => alone.post('/sign-in/email', wrong))).toEqual([401, 401, 429]);
  });
});
