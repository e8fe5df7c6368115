import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortcullis } from '../../src/index.js';
import type { NewDeviceNoticeOptions } from '../../src/kernel/audit-log-options.js';
import { devicePrefix } from '../../src/security/new-device-notice.js';
import { BASE_URL, createTestAuth, SECRET, tempDatabasePath, user } from '../helpers.js';

// docs/audit-log.md, "New-device sign-in notice".

type Notice = Parameters<NewDeviceNoticeOptions['sendNewDeviceEmail']>[0];
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1';

/** An instance with the notice on, behind one trusted proxy (so X-Forwarded-For is the client). */
async function setup(notice: Partial<NewDeviceNoticeOptions> = {}) {
  const sent: Notice[] = [];
  const t = await createTestAuth({
    auditLog: { enabled: true },
    advanced: { ipAddress: { trustedProxies: 1 } },
    newDeviceNotice: {
      sendNewDeviceEmail: (data) => void sent.push(data),
      sessionsURL: 'https://app.example.com/settings/sessions',
      ...notice,
    },
  });
  // Track the background checks, so a test can wait for them to finish (and see their failures).
  const context = t.auth.$context;
  const pending: Promise<unknown>[] = [];
  context.runInBackground = (task) => void pending.push(Promise.resolve().then(task));
  /** Every event stored and every check it started done. */
  const settle = async () => {
    await context.auditLog!.flush();
    await Promise.all(pending.splice(0));
  };
  const from = (userAgent: string, ip: string) => ({
    'user-agent': userAgent,
    'x-forwarded-for': ip,
  });
  const signUp = async (userAgent: string, ip: string) => {
    const response = await t.post('/sign-up/email', user, from(userAgent, ip));
    await settle();
    return ((await response.json()) as { user: { id: string } }).user.id;
  };
  /** Signs in from a device; returns the notices it caused. */
  const signInFrom = async (userAgent: string, ip: string) => {
    const before = sent.length;
    const response = await t.post(
      '/sign-in/email',
      { email: user.email, password: user.password },
      from(userAgent, ip),
    );
    expect(response.status).toBe(200);
    await settle();
    return sent.slice(before);
  };
  return { ...t, sent, settle, signUp, signInFrom };
}

describe('newDeviceNotice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls sendNewDeviceEmail on the first sign-in from a new device only', async () => {
    const t = await setup();
    const userId = await t.signUp(DESKTOP, '203.0.113.7');
    // The sign-up's device counts as seen.
    expect(await t.signInFrom(DESKTOP, '203.0.113.7')).toEqual([]);
    const notices = await t.signInFrom(PHONE, '198.51.100.23');
    expect(notices).toEqual([
      {
        user: { id: userId, email: user.email, name: user.name },
        device: { userAgent: PHONE, ipAddress: '198.51.100.23' },
        time: expect.any(Date),
        sessionsURL: 'https://app.example.com/settings/sessions',
      },
    ]);
    expect(Date.now() - notices[0]!.time.getTime()).toBeLessThan(60_000);
    // The same device again: seen now.
    expect(await t.signInFrom(PHONE, '198.51.100.23')).toEqual([]);
  });

  it('treats a user agent and an IPv4 /24 as one device', async () => {
    const t = await setup();
    await t.signUp(DESKTOP, '203.0.113.7');
    // Another address of the same /24 (a home router handing out a new lease): seen.
    expect(await t.signInFrom(DESKTOP, '203.0.113.200')).toEqual([]);
    // Another /24: new.
    expect(await t.signInFrom(DESKTOP, '203.0.114.7')).toHaveLength(1);
    // The same network with another browser: new.
    expect(await t.signInFrom(PHONE, '203.0.113.7')).toHaveLength(1);
  });

  it('treats an IPv6 /64 as one network', async () => {
    const t = await setup();
    await t.signUp(PHONE, '2001:db8:1:2::1');
    expect(await t.signInFrom(PHONE, '2001:db8:1:2:ffff:ffff:ffff:9')).toEqual([]);
    const notices = await t.signInFrom(PHONE, '2001:db8:1:3::1');
    expect(notices.map((notice) => notice.device)).toEqual([
      { userAgent: PHONE, ipAddress: '2001:db8:1:3::1' },
    ]);
  });

  it('forgets devices not seen within seenWithinDays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const t = await setup({ seenWithinDays: 7 });
    await t.signUp(DESKTOP, '203.0.113.7');
    vi.setSystemTime(new Date('2030-01-07T00:00:00Z'));
    expect(await t.signInFrom(DESKTOP, '203.0.113.7')).toEqual([]);
    // Eight days after the last sign-in from it: new again.
    vi.setSystemTime(new Date('2030-01-15T00:00:00Z'));
    expect(await t.signInFrom(DESKTOP, '203.0.113.7')).toHaveLength(1);
  });

  it('never fails the sign-in when the sender fails; the failure is logged', async () => {
    const errors: unknown[][] = [];
    const t = await createTestAuth({
      auditLog: { enabled: true },
      logger: { level: 'error', log: (...line) => void errors.push(line) },
      newDeviceNotice: {
        sendNewDeviceEmail: () => {
          throw new Error('mail server down');
        },
      },
    });
    await t.post('/sign-up/email', user, { 'user-agent': DESKTOP });
    const response = await t.post(
      '/sign-in/email',
      { email: user.email, password: user.password },
      { 'user-agent': PHONE },
    );
    expect(response.status).toBe(200);
    await t.auth.$context.auditLog!.flush();
    await vi.waitFor(() =>
      expect(errors.map((line) => line[1])).toContain('A background task failed'),
    );
  });

  it('is a configuration error without auditLog', () => {
    expect(() =>
      createPortcullis({
        baseURL: BASE_URL,
        secret: SECRET,
        database: tempDatabasePath(),
        newDeviceNotice: { sendNewDeviceEmail: () => {} },
      }),
    ).toThrow(
      '[portcullis] Configuration error: newDeviceNotice needs auditLog: { enabled: true } (past sign-ins are looked up there).',
    );
  });
});

describe('devicePrefix', () => {
  it('is the /24 of an IPv4 address, the /64 of an IPv6 one, null when unknown', () => {
    expect(devicePrefix('203.0.113.7')).toBe('203.0.113.0/24');
    expect(devicePrefix('203.0.113.250')).toBe(devicePrefix('203.0.113.1'));
    expect(devicePrefix('2001:db8:1:2::1')).toBe(devicePrefix('2001:db8:1:2:ffff::1'));
    expect(devicePrefix('2001:db8:1:2::1')).not.toBe(devicePrefix('2001:db8:1:3::1'));
    expect(devicePrefix(null)).toBeNull();
    expect(devicePrefix('not-an-ip')).toBeNull();
  });
});
