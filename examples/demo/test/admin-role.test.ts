import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@portcullis/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assignAdminsAtStart, createAdminRoleHooks } from '../server/admin-role.js';
import { createDemoAuth, type DemoAuth } from '../server/auth.js';
import { createDevMailer, readOutbox } from '../server/mailer.js';

const BASE_URL = 'http://127.0.0.1:3999';
const PASSWORD = 'analytical-engine-1843';

describe('who the demo’s admins are', () => {
  let dataDir: string;
  let outboxPath: string;
  let outboxes = 0;
  const open: DemoAuth[] = [];
  const previousSecret = process.env.PORTCULLIS_SECRET;

  beforeAll(async () => {
    // Core reads the secret from the environment; a real one keeps its warning out of the log.
    process.env.PORTCULLIS_SECRET = randomBytes(32).toString('base64url');
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-admins-'));
  });
  afterEach(async () => {
    for (const auth of open.splice(0)) {
      await auth.$context.auditLog?.flush();
      await auth.$context.adapter.close?.();
    }
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (previousSecret === undefined) delete process.env.PORTCULLIS_SECRET;
    else process.env.PORTCULLIS_SECRET = previousSecret;
  });

  /** The demo's auth on a fresh SQLite file (in memory unless `dbPath` is given), migrated. */
  async function demoAuth(adminEmails: string[] = [], dbPath = ':memory:') {
    // One outbox per instance: emails go out after the response, so a shared one could hand a
    // test an earlier test's link.
    outboxPath = join(dataDir, `outbox-${++outboxes}.jsonl`);
    const mailer = createDevMailer({ outboxPath, print: () => {} });
    const auth = createDemoAuth({ baseURL: BASE_URL, dbPath, mailer, adminEmails });
    open.push(auth);
    await migrate(auth);
    return auth;
  }

  const signUp = (auth: DemoAuth, name: string) =>
    auth.api.signUpEmail({
      body: { name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD },
    });

  const roleOf = async (auth: DemoAuth, email: string) => {
    const user = await auth.$context.adapter.findOne<{ id: string; role: string | null }>({
      model: 'user',
      where: [{ field: 'email', value: email }],
    });
    return user?.role;
  };

  /** The role the session whose cookies `headers` set carries (what the UI and the admin routes see). */
  const roleInSession = async (auth: DemoAuth, headers: Headers) => {
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .join('; ');
    const session = await auth.api.getSession({ headers: { cookie } });
    return (session?.user as { role?: string } | undefined)?.role;
  };

  /** The role the session of a fresh sign-in carries. */
  const sessionRole = async (auth: DemoAuth, email: string) => {
    const { headers } = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    return roleInSession(auth, headers);
  };

  it('makes the first user to sign up an admin, and nobody after', async () => {
    const auth = await demoAuth();
    const first = await auth.api.signUpEmail({
      body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD },
      returnHeaders: true,
    });
    await signUp(auth, 'Grace');
    expect(await roleOf(auth, 'ada@example.com')).toBe('admin');
    expect(await roleOf(auth, 'grace@example.com')).toBe('user');
    // The session created at sign-up (its cookie cache included) already carries the role.
    expect(await roleInSession(auth, first.headers)).toBe('admin');
    expect(await sessionRole(auth, 'ada@example.com')).toBe('admin');
  });

  it('never makes a guest the first admin: the first real sign-up still is', async () => {
    const auth = await demoAuth();
    const guest = await auth.api.signInAnonymous({ headers: new Headers() });
    expect(await roleOf(auth, guest.user.email)).not.toBe('admin');
    await signUp(auth, 'Ada');
    expect(await roleOf(auth, 'ada@example.com')).toBe('admin');
    // At start-up too, with no admin yet, the oldest real user is chosen over an older guest.
    await auth.$context.adapter.update({
      model: 'user',
      where: [{ field: 'email', value: 'ada@example.com' }],
      update: { role: 'user' },
    });
    const promoted = await assignAdminsAtStart(auth.$context.adapter, []);
    expect(promoted).toHaveLength(1);
    expect(await roleOf(auth, 'ada@example.com')).toBe('admin');
  });

  it('gives the role once when sign-ups race into an empty database', async () => {
    const auth = await demoAuth();
    const names = Array.from({ length: 8 }, (_, i) => `Racer${i}`);
    await Promise.all(names.map((name) => signUp(auth, name)));
    const admins = await auth.$context.adapter.count({
      model: 'user',
      where: [{ field: 'role', value: 'admin' }],
    });
    expect(admins).toBe(1);
  });

  it('claims the role for one of two sign-ups whose counts both saw an empty table', async () => {
    const auth = await demoAuth();
    const before = createAdminRoleHooks([]).user!.create!.before!;
    const user = (email: string) => ({ email, name: email, emailVerified: false });
    // Both counts run before either user is written: the claim alone tells them apart.
    const results = await Promise.all([
      before(user('a@example.com'), auth.$context.adapter),
      before(user('b@example.com'), auth.$context.adapter),
    ]);
    const roles = results.map((result) => (result ? result.data.role : undefined));
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
  });

  it('with PORTCULLIS_ADMIN_EMAILS: only listed addresses, once verified', async () => {
    const auth = await demoAuth(['grace@example.com']);
    await signUp(auth, 'Ada');
    await signUp(auth, 'Grace');
    // Signing up with an address proves nothing: not yet.
    expect(await roleOf(auth, 'ada@example.com')).toBe('user');
    expect(await roleOf(auth, 'grace@example.com')).toBe('user');

    await auth.$context.adapter.update({
      model: 'user',
      where: [{ field: 'email', value: 'ada@example.com' }],
      update: { emailVerified: true },
    });
    expect(await roleOf(auth, 'ada@example.com')).toBe('user');

    // Grace follows her verification link (sent after the sign-up's response).
    const link = async () =>
      (await readOutbox(outboxPath)).find(
        (email) => email.type === 'verify-email' && email.to === 'grace@example.com',
      );
    await expect.poll(link).toBeDefined();
    const verified = await auth.handler(new Request((await link())!.url));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).not.toContain('error');
    expect(await roleOf(auth, 'grace@example.com')).toBe('admin');
    expect(await sessionRole(auth, 'grace@example.com')).toBe('admin');
  });

  it('at start-up, promotes listed verified users, or the oldest user when there is no admin', async () => {
    const dbPath = join(dataDir, 'start.db');
    // Users from before the admin plugin: nobody has the role.
    const before = await demoAuth(['nobody@example.com'], dbPath);
    await signUp(before, 'Ada');
    await signUp(before, 'Grace');
    await before.$context.adapter.updateMany({
      model: 'user',
      where: [],
      update: { role: 'user', emailVerified: true },
    });
    const adapter = before.$context.adapter;

    expect(await assignAdminsAtStart(adapter, ['GRACE@example.com'])).toHaveLength(1);
    expect(await roleOf(before, 'grace@example.com')).toBe('admin');
    expect(await roleOf(before, 'ada@example.com')).toBe('user');

    // No list: an admin exists, so nothing changes…
    expect(await assignAdminsAtStart(adapter, [])).toEqual([]);
    // …until there is none: then the oldest user.
    await adapter.updateMany({ model: 'user', where: [], update: { role: 'user' } });
    expect(await assignAdminsAtStart(adapter, [])).toHaveLength(1);
    expect(await roleOf(before, 'ada@example.com')).toBe('admin');
  });

  it('emails a sign-in from a new device to the outbox, linking to the account page', async () => {
    const auth = await demoAuth();
    await signUp(auth, 'Katherine');
    await auth.api.signInEmail({
      body: { email: 'katherine@example.com', password: PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)' },
    });
    await expect
      .poll(async () =>
        (await readOutbox(outboxPath)).filter(
          (email) => email.type === 'new-device' && email.to === 'katherine@example.com',
        ),
      )
      .toEqual([
        expect.objectContaining({
          subject: 'New sign-in to your account',
          url: `${BASE_URL}/`,
        }),
      ]);
  });
});
