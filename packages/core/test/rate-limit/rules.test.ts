import { describe, expect, it } from 'vitest';
import { defineEndpoint, type PortcullisPlugin } from '../../src/index.js';
import { createTestAuth, user } from '../helpers.js';
import { fromIp, limitedAuth, statuses, useFakeClock } from './helpers.js';

const wrong = { email: user.email, password: 'wrong-password-123' };

describe('rate-limit rules (fake clock)', () => {
  const clock = useFakeClock();

  it('allows 3 sign-ins per 10 s per client, then 429 with X-Retry-After, and resets after the window', async () => {
    const { post } = await limitedAuth();
    const signIn = () => post('/sign-in/email', wrong, fromIp('203.0.113.1'));
    expect(await statuses(3, signIn)).toEqual([401, 401, 401]);

    clock.advance(4);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
    expect(refused.headers.get('x-retry-after')).toBe('6');

    clock.advance(5.5); // 0.5 s of the window left: still refused, retry after 1 s
    const late = await signIn();
    expect(late.status).toBe(429);
    expect(late.headers.get('x-retry-after')).toBe('1');

    clock.advance(0.5); // the window (started at the first request) has passed
    expect(await statuses(3, signIn)).toEqual([401, 401, 401]);
    expect((await signIn()).status).toBe(429);
  });

  it('counts each client and each route on its own', async () => {
    const { post } = await limitedAuth();
    await statuses(3, () => post('/sign-in/email', wrong, fromIp('203.0.113.1')));
    expect((await post('/sign-in/email', wrong, fromIp('203.0.113.1'))).status).toBe(429);
    expect((await post('/sign-in/email', wrong, fromIp('203.0.113.2'))).status).toBe(401);
    // Another route of the client still has its own budget.
    expect((await post('/sign-up/email', user, fromIp('203.0.113.1'))).status).toBe(200);
  });

  it('limits sign-up, change-password and change-email to 3 per 10 s', async () => {
    const { post } = await limitedAuth();
    const ip = fromIp('198.51.100.7');
    for (const path of ['/sign-up/email', '/change-password', '/change-email']) {
      const codes = await statuses(4, () => post(path, {}, ip));
      expect(codes.slice(0, 3)).not.toContain(429);
      expect(codes[3]).toBe(429);
    }
  });

  it('limits forget-password and send-verification-email to 3 per 60 s', async () => {
    const { post } = await limitedAuth();
    const ip = fromIp('198.51.100.8');
    for (const path of ['/forget-password', '/send-verification-email']) {
      const send = () => post(path, { email: user.email }, ip);
      expect(await statuses(3, send)).not.toContain(429);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('x-retry-after')).toBe('60');
    }
    clock.advance(59);
    expect((await post('/forget-password', { email: user.email }, ip)).status).toBe(429);
    clock.advance(1);
    expect((await post('/forget-password', { email: user.email }, ip)).status).not.toBe(429);
  });

  it('allows 100 requests per 10 s on other routes by default', async () => {
    const { get } = await limitedAuth();
    const ip = fromIp('192.0.2.10');
    expect(await statuses(100, () => get('/error', ip))).toEqual(new Array(100).fill(200));
    const refused = await get('/error', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-retry-after')).toBe('10');
    clock.advance(10);
    expect((await get('/error', ip)).status).toBe(200);
  });

  it('applies the default window and max options', async () => {
    const { get } = await limitedAuth({ rateLimit: { window: 30, max: 2 } });
    const ip = fromIp('192.0.2.11');
    expect(await statuses(3, () => get('/error', ip))).toEqual([200, 200, 429]);
    clock.advance(29);
    expect((await get('/error', ip)).status).toBe(429);
    clock.advance(1);
    expect((await get('/error', ip)).status).toBe(200);
  });

  it('takes customRules over the built-in rules, and false turns a route off', async () => {
    const { post, get } = await limitedAuth({
      rateLimit: {
        customRules: {
          '/sign-in/email': { window: 60, max: 5 },
          '/error': false,
          '/sign-up/*': { window: 10, max: 1 },
        },
      },
    });
    const ip = fromIp('192.0.2.12');
    const signIn = () => post('/sign-in/email', wrong, ip);
    expect(await statuses(6, signIn)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn()).headers.get('x-retry-after')).toBe('60');
    expect(await statuses(150, () => get('/error', ip))).not.toContain(429);
    expect(await statuses(2, () => post('/sign-up/email', user, ip))).toEqual([200, 429]);
  });

  it('applies rules contributed by plugins, below customRules', async () => {
    const plugin = {
      id: 'probe',
      endpoints: {
        probe: defineEndpoint('/probe/ping', { method: 'GET' }, () => ({ pong: true })),
        other: defineEndpoint('/probe/other', { method: 'GET' }, () => ({ pong: true })),
      },
      rateLimit: [
        { path: '/probe/*', window: 20, max: 2 },
        { path: (path: string) => path === '/error', window: 10, max: 1 },
      ],
    } satisfies PortcullisPlugin;
    const { get } = await limitedAuth({
      plugins: [plugin],
      rateLimit: { customRules: { '/probe/other': { window: 10, max: 4 } } },
    });
    const ip = fromIp('192.0.2.13');
    const ping = await statuses(3, () => get('/probe/ping', ip));
    expect(ping).toEqual([200, 200, 429]);
    expect((await get('/probe/ping', ip)).headers.get('x-retry-after')).toBe('20');
    expect(await statuses(5, () => get('/probe/other', ip))).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(2, () => get('/error', ip))).toEqual([200, 429]);
  });

  it('refuses before reading the body', async () => {
    const { post } = await limitedAuth({ advanced: { maxBodySizeBytes: 64 } });
    const ip = fromIp('192.0.2.14');
    const big = { email: user.email, password: 'x'.repeat(200) };
    // Within the limit, the oversized body is read and refused with 413 …
    expect(await statuses(3, () => post('/sign-in/email', big, ip))).toEqual([413, 413, 413]);
    // … over it, the body is never read.
    expect((await post('/sign-in/email', big, ip)).status).toBe(429);
  });

  it('never limits server calls', async () => {
    const { auth } = await limitedAuth({ rateLimit: { accountLockout: { enabled: false } } });
    for (let i = 0; i < 10; i++) {
      await expect(auth.api.signInEmail({ body: wrong })).rejects.toMatchObject({ status: 401 });
    }
    await expect(auth.api.ok()).resolves.toEqual({ ok: true });
  });

  it('is off outside production unless enabled, and on in production', async () => {
    const off = await createTestAuth();
    expect(off.auth.options.rateLimit.enabled).toBe(false);
    expect(await statuses(5, () => off.post('/sign-in/email', wrong))).not.toContain(429);

    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const on = await createTestAuth();
      expect(on.auth.options.rateLimit).toMatchObject({ enabled: true, window: 10, max: 100 });
      expect(on.auth.options.rateLimit.accountLockout).toEqual({
        enabled: true,
        maxFailures: 10,
        window: 900,
      });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('rejects invalid options at start-up', async () => {
    await expect(limitedAuth({ rateLimit: { window: 0 } })).rejects.toThrow(/rateLimit.window/);
    await expect(limitedAuth({ rateLimit: { max: 1.5 } })).rejects.toThrow(/rateLimit.max/);
    await expect(limitedAuth({ rateLimit: { storage: 'secondary-storage' } })).rejects.toThrow(
      /secondaryStorage/,
    );
    await expect(limitedAuth({ advanced: { ipAddress: { trustedProxies: -1 } } })).rejects.toThrow(
      /trustedProxies/,
    );
  });
});
