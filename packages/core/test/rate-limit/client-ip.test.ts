import { describe, expect, it } from 'vitest';
import { getClientIp } from '../../src/rate-limit/client-ip.js';
import { ipBucket, normalizeIp } from '../../src/rate-limit/ip-address.js';
import { resolveIpAddressOptions } from '../../src/rate-limit/rate-limit-options.js';
import { cookieHeader, user } from '../helpers.js';
import { fromIp, limitedAuth, statuses } from './helpers.js';

const fail = (message: string) => new Error(message);
const options = (input: Parameters<typeof resolveIpAddressOptions>[0]) =>
  resolveIpAddressOptions(input, fail);
const headers = (init: Record<string, string>) => new Headers(init);
const wrong = { email: user.email, password: 'wrong-password-123' };

describe('normalizeIp', () => {
  it('accepts IPv4 and IPv6 and writes IPv6 in RFC 5952 form', () => {
    expect(normalizeIp('203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeIp(' 203.0.113.9:8080 ')).toBe('203.0.113.9');
    expect(normalizeIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeIp('2001:0db8:0000:0000:0001:0000:0000:0001')).toBe('2001:db8::1:0:0:1');
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp('::1')).toBe('::1');
    expect(normalizeIp('::')).toBe('::');
    expect(normalizeIp('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1');
    expect(normalizeIp('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(normalizeIp('64:ff9b::192.0.2.33')).toBe('64:ff9b::c000:221');
  });

  it('refuses anything that is not an address', () => {
    for (const bad of [
      '',
      'unknown',
      'example.com',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4.5',
      '2001:db8::1::2',
      '2001:db8:0:0:0:0:0:0:1',
      '12345::1',
      'fe80::1%eth0',
      '::ffff:1.2.3.256',
      '1.2.3.4::',
      '<script>',
    ]) {
      expect(normalizeIp(bad), bad).toBeNull();
    }
  });

  it('groups IPv6 clients by their /64 for rate limiting', () => {
    expect(ipBucket('2001:db8:1:2:aaaa::1', 64)).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8:1:2:bbbb::9', 64)).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8:1:2:bbbb::9', 48)).toBe('2001:db8:1::/48');
    expect(ipBucket('2001:db8:1:2:bbbb::9', 128)).toBe('2001:db8:1:2:bbbb::9');
    expect(ipBucket('203.0.113.9', 64)).toBe('203.0.113.9');
  });
});

describe('getClientIp', () => {
  const forwarded = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' });

  it('ignores the headers unless the app is behind trusted proxies', () => {
    expect(getClientIp(forwarded, options({}))).toBeNull();
    expect(getClientIp(forwarded, options({ trustedProxies: false }))).toBeNull();
    expect(getClientIp(forwarded, options({ trustedProxies: 0 }))).toBeNull();
  });

  it('takes the Nth hop from the right for N trusted proxies', () => {
    expect(getClientIp(forwarded, options({ trustedProxies: 1 }))).toBe('10.0.0.2');
    expect(getClientIp(forwarded, options({ trustedProxies: true }))).toBe('10.0.0.2');
    expect(getClientIp(forwarded, options({ trustedProxies: 2 }))).toBe('203.0.113.7');
    // Fewer hops than proxies: the request did not come through them all.
    expect(getClientIp(forwarded, options({ trustedProxies: 4 }))).toBeNull();
  });

  it('reads the configured headers, first present wins, and validates the hop', () => {
    const config = options({
      trustedProxies: 1,
      ipAddressHeaders: ['CF-Connecting-IP', 'x-real-ip'],
    });
    expect(getClientIp(headers({ 'x-real-ip': '198.51.100.1' }), config)).toBe('198.51.100.1');
    expect(
      getClientIp(headers({ 'cf-connecting-ip': '2001:DB8::5', 'x-real-ip': '1.1.1.1' }), config),
    ).toBe('2001:db8::5');
    expect(getClientIp(headers({ 'cf-connecting-ip': 'nonsense' }), config)).toBeNull();
    expect(getClientIp(headers({ 'x-forwarded-for': '198.51.100.1' }), config)).toBeNull();
  });

  it('reads nothing with disableIpTracking', () => {
    const config = options({ trustedProxies: 1, disableIpTracking: true });
    expect(getClientIp(forwarded, config)).toBeNull();
  });
});

describe('client IP in the rate limiter', () => {
  it('ignores X-Forwarded-For without trusted proxies: one bucket per route, one warning', async () => {
    const { post, get, logs } = await limitedAuth({
      advanced: { ipAddress: { trustedProxies: 0 } },
    });
    // Different claimed IPs do not get separate budgets …
    const codes = await statuses(4, () =>
      post('/sign-in/email', wrong, fromIp(`203.0.113.${Math.floor(Math.random() * 200)}`)),
    );
    expect(codes).toEqual([401, 401, 401, 429]);
    // … but each route keeps its own bucket: not one global bucket.
    expect((await get('/error')).status).toBe(200);
    expect((await post('/sign-up/email', user)).status).toBe(200);
    const warnings = logs.filter((log) =>
      log.message.includes('could not determine the client IP'),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe('warn');
    expect(warnings[0]!.message).toContain('advanced.ipAddress');
  });

  it('behind one proxy uses the rightmost hop; spoofed leftmost values change nothing', async () => {
    const { post, logs } = await limitedAuth();
    const via = (spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, 198.51.100.20` });
    const codes = await statuses(4, () =>
      post('/sign-in/email', wrong, via(`10.0.0.${Math.floor(Math.random() * 200)}`)),
    );
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await post('/sign-in/email', wrong, fromIp('198.51.100.21'))).status).toBe(401);
    expect(logs.some((log) => log.message.includes('client IP'))).toBe(false);
  });

  it('puts requests with an invalid IP into the unknown bucket, with the warning', async () => {
    const { post, logs } = await limitedAuth();
    const codes = await statuses(4, () => post('/sign-in/email', wrong, fromIp('not-an-ip')));
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await post('/sign-in/email', wrong, fromIp('198.51.100.30'))).status).toBe(401);
    expect(logs.filter((log) => log.message.includes('client IP'))).toHaveLength(1);
  });

  it('does not warn when IP tracking is turned off on purpose', async () => {
    const { get, logs } = await limitedAuth({
      advanced: { ipAddress: { disableIpTracking: true } },
    });
    expect((await get('/error', fromIp('198.51.100.31'))).status).toBe(200);
    expect(logs).toEqual([]);
  });

  it('treats one IPv6 /64 as one client', async () => {
    const { post } = await limitedAuth();
    const codes = await Promise.all(
      ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:DB8:7:7:ffff::3', '2001:db8:7:7::4'].map(
        async (ip) => (await post('/sign-in/email', wrong, fromIp(ip))).status,
      ),
    );
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
    expect((await post('/sign-in/email', wrong, fromIp('2001:db8:7:8::1'))).status).toBe(401);
  });

  it('stores the same IP on the session', async () => {
    const trusted = await limitedAuth();
    const signUp = await trusted.post('/sign-up/email', user, {
      'x-forwarded-for': '6.6.6.6, 2001:DB8::77',
    });
    const session = await (
      await trusted.get('/get-session', { cookie: cookieHeader(signUp) })
    ).json();
    expect(session.session.ipAddress).toBe('2001:db8::77');

    const untrusted = await limitedAuth({ advanced: { ipAddress: { trustedProxies: 0 } } });
    const other = await untrusted.post('/sign-up/email', user, fromIp('198.51.100.40'));
    const none = await (
      await untrusted.get('/get-session', { cookie: cookieHeader(other) })
    ).json();
    expect(none.session.ipAddress).toBe('');
  });
});
