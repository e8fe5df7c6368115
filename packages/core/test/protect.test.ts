import { beforeEach, describe, expect, it, vi } from 'vitest';
import { protectPage, requireSession } from '../src/integrations/next-js.js';
import { protect } from '../src/integrations/protect.js';
import { admin } from '../src/plugins/admin/index.js';
import { organization } from '../src/plugins/organization/index.js';
import { createTestServer, TEST_ORIGIN, type TestBrowser } from './kit/test-server.js';

// Next.js's navigation functions throw a signal only a Next server catches; here they throw a
// recognisable error instead (examples/next drives the real ones).
const next = vi.hoisted(() => ({ headers: new Headers(), hasForbidden: true }));
vi.mock('next/navigation', () => ({
  redirect(url: string) {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  notFound() {
    throw new Error('NEXT_NOT_FOUND');
  },
  get forbidden() {
    return next.hasForbidden
      ? () => {
          throw new Error('NEXT_FORBIDDEN');
        }
      : undefined;
  },
}));
vi.mock('next/headers', () => ({ headers: async () => next.headers }));

beforeEach(() => {
  next.headers = new Headers();
  next.hasForbidden = true;
});

const FORBIDDEN = { ok: false, reason: 'forbidden' } as const;

const headersOf = (browser: TestBrowser) =>
  new Headers({
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  });

async function post(browser: TestBrowser, path: string, body: unknown) {
  const response = await browser.fetch(`${TEST_ORIGIN}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function setup() {
  const server = await createTestServer({ plugins: [admin(), organization()] });
  const { adapter } = server.auth.$context;
  const signUp = async (name: string, role?: string) => {
    const browser = server.newBrowser();
    const { user } = await post(browser, '/sign-up/email', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      password: 'correct-horse-battery',
    });
    if (role) {
      await adapter.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { role },
      });
    }
    return { browser, id: user.id as string, headers: () => headersOf(browser) };
  };
  return { server, auth: server.auth, adapter, signUp };
}

describe('protect', () => {
  it('answers unauthenticated without a session, and the session and user with one', async () => {
    const { auth, signUp } = await setup();
    expect(await protect(auth, { headers: new Headers() })).toEqual({
      ok: false,
      reason: 'unauthenticated',
    });
    expect(
      await protect(auth, { headers: { cookie: 'portcullis.session_token=forged.value' } }),
    ).toEqual({
      ok: false,
      reason: 'unauthenticated',
    });
    const ada = await signUp('Ada');
    const result = await protect(auth, { headers: ada.headers() });
    expect(result).toMatchObject({
      ok: true,
      user: { id: ada.id, name: 'Ada' },
      activeMember: null,
    });
    // The whole Request works as well as its headers.
    const request = new Request(`${TEST_ORIGIN}/dashboard`, { headers: ada.headers() });
    expect(await protect(auth, { request })).toMatchObject({ ok: true, user: { id: ada.id } });
  });

  it('checks user.role: any one of the comma-separated roles, against a string or a list', async () => {
    const { auth, signUp } = await setup();
    const plain = await signUp('Plain');
    const staff = await signUp('Staff', 'support,admin');
    expect(await protect(auth, { headers: plain.headers(), role: 'admin' })).toMatchObject({
      ok: false,
      reason: 'forbidden',
      user: { id: plain.id },
    });
    expect(await protect(auth, { headers: plain.headers(), role: 'user' })).toMatchObject({
      ok: true,
    });
    expect(await protect(auth, { headers: staff.headers(), role: 'admin' })).toMatchObject({
      ok: true,
    });
    expect(
      await protect(auth, { headers: staff.headers(), role: ['owner', 'support'] }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await protect(auth, { headers: staff.headers(), role: ['owner', 'supp'] }),
    ).toMatchObject(FORBIDDEN);
  });

  it('checks user-level permissions with the admin plugin, as its routes do', async () => {
    const { auth, signUp } = await setup();
    const plain = await signUp('Plain');
    const boss = await signUp('Boss', 'admin');
    const listUsers = { user: ['list'] };
    expect(await protect(auth, { headers: boss.headers(), permission: listUsers })).toMatchObject({
      ok: true,
    });
    expect(await protect(auth, { headers: plain.headers(), permission: listUsers })).toMatchObject(
      FORBIDDEN,
    );
    // Combined checks: all must pass.
    expect(
      await protect(auth, { headers: boss.headers(), permission: listUsers, role: 'owner' }),
    ).toMatchObject(FORBIDDEN);
  });

  it('refuses a banned user: the ban revokes their sessions', async () => {
    const { auth, signUp } = await setup();
    const boss = await signUp('Boss', 'admin');
    const target = await signUp('Target');
    expect(await protect(auth, { headers: target.headers() })).toMatchObject({ ok: true });
    await post(boss.browser, '/admin/ban-user', { userId: target.id });
    expect(await protect(auth, { headers: target.headers() })).toEqual({
      ok: false,
      reason: 'unauthenticated',
    });
  });

  it('sees an impersonation session as the impersonated user, without the admin permissions', async () => {
    const { auth, signUp } = await setup();
    const boss = await signUp('Boss', 'admin');
    const target = await signUp('Target');
    await post(boss.browser, '/admin/impersonate-user', { userId: target.id });
    const result = await protect(auth, { headers: boss.headers() });
    expect(result).toMatchObject({
      ok: true,
      user: { id: target.id },
      session: { userId: target.id, impersonatedBy: boss.id },
    });
    expect(await protect(auth, { headers: boss.headers(), role: 'admin' })).toMatchObject(
      FORBIDDEN,
    );
    // The admin routes refuse an impersonation session whoever it impersonates; so does protect.
    await auth.$context.adapter.update({
      model: 'user',
      where: [{ field: 'id', value: target.id }],
      update: { role: 'admin' },
    });
    expect(
      await protect(auth, { headers: boss.headers(), permission: { user: ['list'] } }),
    ).toMatchObject(FORBIDDEN);
    const condition = vi.fn(({ session }) => session.impersonatedBy === null);
    expect(await protect(auth, { headers: boss.headers(), condition })).toMatchObject(FORBIDDEN);
    expect(condition).toHaveBeenCalledOnce();
  });

  it('checks the role and permissions in the active organization, and refuses a removed member', async () => {
    const { auth, signUp } = await setup();
    const owner = await signUp('Owner');
    const member = await signUp('Member');
    const org = await post(owner.browser, '/organization/create', { name: 'Acme', slug: 'acme' });
    // add-member is server-only, as in Better Auth 1.2.7.
    await (auth.api as any).addMember({
      body: { userId: member.id, role: 'member', organizationId: org.id },
    });
    await post(member.browser, '/organization/set-active', { organizationId: org.id });

    const deleteMembers = { member: ['delete'] };
    expect(
      await protect(auth, {
        headers: owner.headers(),
        organizationRole: 'owner',
        organizationPermission: deleteMembers,
      }),
    ).toMatchObject({ ok: true, activeMember: { role: 'owner', organizationId: org.id } });
    expect(
      await protect(auth, { headers: member.headers(), organizationRole: ['admin', 'owner'] }),
    ).toMatchObject(FORBIDDEN);
    expect(
      await protect(auth, { headers: member.headers(), organizationPermission: deleteMembers }),
    ).toMatchObject(FORBIDDEN);
    expect(
      await protect(auth, { headers: member.headers(), organizationRole: 'member' }),
    ).toMatchObject({
      ok: true,
      activeMember: { userId: member.id, role: 'member' },
    });

    await post(owner.browser, '/organization/remove-member', {
      memberIdOrEmail: 'member@example.com',
      organizationId: org.id,
    });
    expect(
      await protect(auth, { headers: member.headers(), organizationRole: 'member' }),
    ).toMatchObject(FORBIDDEN);
    expect(
      await protect(auth, {
        headers: member.headers(),
        organizationPermission: { organization: [] },
      }),
    ).toMatchObject(FORBIDDEN);
    // Signed in without an active organization: an organization check fails, nothing else does.
    const loner = await signUp('Loner');
    expect(
      await protect(auth, { headers: loner.headers(), organizationRole: 'member' }),
    ).toMatchObject(FORBIDDEN);
  });

  it('runs the condition last, with the session, user and active member', async () => {
    const { auth, signUp } = await setup();
    const owner = await signUp('Owner');
    await post(owner.browser, '/organization/create', { name: 'Acme', slug: 'acme' });
    const seen: unknown[] = [];
    const result = await protect(auth, {
      headers: owner.headers(),
      condition: async (context) => {
        seen.push(context);
        return context.user.email.endsWith('@example.com');
      },
    });
    expect(result).toMatchObject({ ok: true, activeMember: { role: 'owner' } });
    expect(seen).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: owner.id }),
        activeMember: expect.objectContaining({ role: 'owner' }),
      }),
    ]);
    expect(await protect(auth, { headers: owner.headers(), condition: () => false })).toMatchObject(
      {
        ok: false,
        reason: 'forbidden',
      },
    );
  });

  it('says which plugin a check needs when the instance lacks it', async () => {
    const server = await createTestServer();
    const browser = server.newBrowser();
    await post(browser, '/sign-up/email', {
      name: 'A',
      email: 'a@example.com',
      password: 'correct-horse-battery',
    });
    await expect(
      protect(server.auth, { headers: headersOf(browser), permission: { user: ['list'] } }),
    ).rejects.toThrow(/needs the admin\(\) plugin/);
    await expect(
      protect(server.auth, { headers: headersOf(browser), organizationRole: 'owner' }),
    ).rejects.toThrow(/needs the organization\(\) plugin/);
    // A condition alone does not need the organization plugin.
    expect(
      await protect(server.auth, { headers: headersOf(browser), condition: () => true }),
    ).toMatchObject({
      ok: true,
      activeMember: null,
    });
  });
});

describe('protectPage (Next.js)', () => {
  const caught = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error as Error & { url?: string };
    }
    throw new Error('expected a Next.js navigation signal');
  };

  it("redirects a signed-out user to the sign-in page with a same-origin return path, from next/headers' headers", async () => {
    const { auth } = await setup();
    const signal = await caught(() => protectPage(auth, { returnTo: '/admin?tab=users' }));
    expect(signal.message).toBe('NEXT_REDIRECT');
    expect(signal.url).toBe(
      '/sign-in?redirectTo=%2Fadmin%3Ftab%3Dusers&callbackURL=%2Fadmin%3Ftab%3Dusers',
    );
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example/x', 'admin']) {
      const refused = await caught(() =>
        requireSession(auth, { returnTo: unsafe, signInURL: '/login?x=1' }),
      );
      expect(refused.url).toBe('/login?x=1');
    }
  });

  it('returns the session of a user who passes, and answers notFound, forbidden or a redirect otherwise', async () => {
    const { auth, signUp } = await setup();
    const ada = await signUp('Ada');
    next.headers = ada.headers();
    expect(await requireSession(auth)).toMatchObject({ user: { id: ada.id }, activeMember: null });
    expect(await protectPage(auth, { role: 'user' })).not.toHaveProperty('ok');
    expect((await caught(() => protectPage(auth, { role: 'admin' }))).message).toBe(
      'NEXT_NOT_FOUND',
    );
    expect(
      (await caught(() => protectPage(auth, { role: 'admin', onForbidden: 'forbidden' }))).message,
    ).toBe('NEXT_FORBIDDEN');
    const redirected = await caught(() =>
      protectPage(auth, { headers: ada.headers(), role: 'admin', onForbidden: { redirect: '/' } }),
    );
    expect(redirected).toMatchObject({ message: 'NEXT_REDIRECT', url: '/' });
    next.hasForbidden = false;
    await expect(protectPage(auth, { role: 'admin', onForbidden: 'forbidden' })).rejects.toThrow(
      /Next.js 15.1/,
    );
  });
});
