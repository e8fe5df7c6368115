/**
 * @module fixtures
 *
 * The rows the fuzzing acts on, made over HTTP as an app's users would: a plain user (with a
 * username, a linked social account, membership of the organization), an admin (role `admin`,
 * owner of the organization, which has a team and a pending invitation), another user with an
 * organization of their own, and the admin impersonating that other user. Fuzzed inputs ban,
 * delete and demote these rows; {@link repairFixtures} notices and puts them back.
 */
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import { cookieHeader } from '../helpers.js';
import type { FixtureProbe } from './fixture-probe.js';
import type { FixtureName } from './fixture-ref.js';

/** The current fixtures: ids and secrets by name, and the cookie of each identity. */
export interface Fixtures {
  /** Numbers the set: names and slugs carry it, so a new set never collides with an old one. */
  generation: number;
  values: Record<FixtureName, string>;
  cookies: { user: string; admin: string; impersonating: string };
}

/** What building fixtures needs of the instance. */
export interface FixtureDeps {
  adapter: DatabaseAdapter;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** The token of the last email the instance sent (reset, verification, …), if any. */
  lastEmailToken: () => string | undefined;
  probe: FixtureProbe;
}

/** The fixture users' password; no answer may ever contain it. */
export const FIXTURE_PASSWORD = 'fuzz-fixture-password-7c1e';
const PASSWORD = FIXTURE_PASSWORD;

async function expectOk(response: Promise<Response>, what: string) {
  const answer = await response;
  if (answer.status !== 200) {
    throw new Error(`fixtures: ${what} answered ${answer.status} ${await answer.text()}`);
  }
  return { answer, json: (await answer.clone().json()) as any };
}

/**
 * Signs a user up and marks their email verified; returns id, email, cookie and token, and the
 * token of a verification email sent before (valid: verifying again changes nothing).
 */
async function signUp(deps: FixtureDeps, name: string, extra: Record<string, unknown> = {}) {
  const email = `${name}@fixtures.example`;
  const { answer, json } = await expectOk(
    deps.post('/sign-up/email', { name, email, password: PASSWORD, ...extra }),
    `sign-up ${name}`,
  );
  const verificationToken = await emailedToken(
    deps,
    '/send-verification-email',
    { email },
    'send-verification-email',
  );
  await deps.adapter.update({
    model: 'user',
    where: [{ field: 'id', value: json.user.id }],
    update: { emailVerified: true },
  });
  return {
    id: json.user.id as string,
    email,
    cookie: cookieHeader(answer),
    token: json.token as string,
    verificationToken,
  };
}

/** Posts `body` to `path` (a route that emails a token) and returns the token emailed. */
async function emailedToken(deps: FixtureDeps, path: string, body: unknown, what: string) {
  const before = deps.lastEmailToken();
  await expectOk(deps.post(path, body), what);
  // The email goes out after the answer (in the background): wait for its token.
  for (let i = 0; i < 200 && deps.lastEmailToken() === before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const token = deps.lastEmailToken();
  if (token === undefined || token === before) throw new Error(`fixtures: ${what} sent no email`);
  return token;
}

/** Makes a new set of fixtures (new users, new organizations), numbered after `previous`. */
export async function buildFixtures(deps: FixtureDeps, previous?: Fixtures): Promise<Fixtures> {
  const n = (previous?.generation ?? 0) + 1;
  const user = await signUp(deps, `fuzz-user-${n}`, { username: `fuzz_user_${n}` });
  const admin = await signUp(deps, `fuzz-admin-${n}`);
  const other = await signUp(deps, `fuzz-other-${n}`);
  await deps.adapter.update({
    model: 'user',
    where: [{ field: 'id', value: admin.id }],
    update: { role: 'admin' },
  });
  const asAdmin = { cookie: admin.cookie };
  const { json: org } = await expectOk(
    deps.post('/organization/create', { name: `Fuzz ${n}`, slug: `fuzz-org-${n}` }, asAdmin),
    'create organization',
  );
  const { json: team } = await expectOk(
    deps.post('/organization/create-team', { name: `Team ${n}`, organizationId: org.id }, asAdmin),
    'create team',
  );
  const member = await deps.adapter.create<{ id: string }>({
    model: 'member',
    data: { organizationId: org.id, userId: user.id, role: 'member', createdAt: new Date() },
  });
  const { json: invitation } = await expectOk(
    deps.post(
      '/organization/invite-member',
      { email: other.email, role: 'member', organizationId: org.id, teamId: team.id },
      asAdmin,
    ),
    'invite',
  );
  const { json: otherOrg } = await expectOk(
    deps.post(
      '/organization/create',
      { name: `Other ${n}`, slug: `other-org-${n}` },
      {
        cookie: other.cookie,
      },
    ),
    'create other organization',
  );
  const socialAccountId = `idtest-${n}`;
  await deps.adapter.create({
    model: 'account',
    data: {
      userId: user.id,
      providerId: 'idtest',
      accountId: socialAccountId,
      accessToken: 'fixture-access-token',
      refreshToken: 'fixture-refresh-token',
      accessTokenExpiresAt: new Date(Date.now() - 1000),
      scope: 'openid,email',
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  });
  const { answer: impersonation, json: impersonated } = await expectOk(
    deps.post('/admin/impersonate-user', { userId: other.id }, asAdmin),
    'impersonate',
  );
  const resetToken = await emailedToken(
    deps,
    '/forget-password',
    { email: user.email },
    'forget-password',
  );

  return {
    generation: n,
    values: {
      userId: user.id,
      userEmail: user.email,
      username: `fuzz_user_${n}`,
      adminId: admin.id,
      adminEmail: admin.email,
      otherUserId: other.id,
      otherUserEmail: other.email,
      password: PASSWORD,
      userSessionToken: user.token,
      adminSessionToken: admin.token,
      impersonationToken: impersonated.session.token,
      organizationId: org.id,
      organizationSlug: org.slug,
      otherOrganizationId: otherOrg.id,
      memberId: member.id,
      ownerMemberId: org.members[0].id,
      teamId: team.id,
      invitationId: invitation.id,
      invitedEmail: other.email,
      socialAccountId,
      emailToken: resetToken,
      verificationToken: other.verificationToken,
    },
    cookies: {
      user: user.cookie,
      admin: admin.cookie,
      impersonating: cookieHeader(impersonation),
    },
  };
}

/**
 * Puts the fixtures back after a request broke them: a role changed (set-role) is set back and
 * a membership removed (leave, remove-member) is made again, in the database; when sessions are
 * gone (sign-out, revoke-sessions, a password change), the users sign in
 * again and the admin impersonates again — a request or two; when anything else is gone or
 * changed (a user deleted or banned, an organization, membership, team or pending invitation
 * gone, a password changed), a new set is made.
 */
export async function repairFixtures(
  deps: FixtureDeps,
  f: Fixtures,
): Promise<{ fixtures: Fixtures; repaired: 'intact' | 'patched' | 'sessions' | 'rebuilt' }> {
  const state = deps.probe.read(f.values);
  const { user, admin, other } = state.users;
  const rowsStand =
    user !== null &&
    !user.banned &&
    other !== null &&
    !other.banned &&
    admin !== null &&
    !admin.banned &&
    state.organization &&
    state.team &&
    state.invitationStatus === 'pending' &&
    state.otherOrganization;
  if (!rowsStand) return { fixtures: await buildFixtures(deps, f), repaired: 'rebuilt' };
  let patched = false;
  let fixtures = f;
  if (!state.member) {
    // The user left or was removed from the organization: back in, as a member.
    const member = await deps.adapter
      .create<{ id: string }>({
        model: 'member',
        data: {
          organizationId: f.values.organizationId,
          userId: user.id,
          role: 'member',
          createdAt: new Date(),
        },
      })
      .catch(() => null);
    if (!member) return { fixtures: await buildFixtures(deps, f), repaired: 'rebuilt' };
    fixtures = { ...f, values: { ...f.values, memberId: member.id } };
    patched = true;
  }
  // A role a fuzzed admin request changed is set back (else "user" could be an admin now);
  // sessions keep no copy of the role, so this is all it takes.
  for (const [row, role] of [
    [user, 'user'],
    [other, 'user'],
    [admin, 'admin'],
  ] as const) {
    if (row.role === role) continue;
    await deps.adapter.update({
      model: 'user',
      where: [{ field: 'id', value: row.id }],
      update: { role },
    });
    patched = true;
  }
  const { sessions } = state;
  if (sessions.user && sessions.admin && sessions.impersonation) {
    return { fixtures, repaired: patched ? 'patched' : 'intact' };
  }
  const repaired = await signInAgain(deps, fixtures, {
    user: !sessions.user,
    admin: !sessions.admin,
    impersonation: !sessions.impersonation || !sessions.admin,
  });
  if (repaired) return { fixtures: repaired, repaired: 'sessions' };
  return { fixtures: await buildFixtures(deps, f), repaired: 'rebuilt' };
}

/** New sessions for the identities whose session is gone; undefined when a sign-in fails. */
async function signInAgain(
  deps: FixtureDeps,
  f: Fixtures,
  lost: { user: boolean; admin: boolean; impersonation: boolean },
): Promise<Fixtures | undefined> {
  const next: Fixtures = { ...f, values: { ...f.values }, cookies: { ...f.cookies } };
  for (const who of ['user', 'admin'] as const) {
    if (!lost[who]) continue;
    const email = who === 'user' ? f.values.userEmail : f.values.adminEmail;
    const answer = await deps.post('/sign-in/email', { email, password: PASSWORD });
    // A password changed by a fuzzed request: only a new set will do.
    if (answer.status !== 200) return undefined;
    next.cookies[who] = cookieHeader(answer);
    next.values[who === 'user' ? 'userSessionToken' : 'adminSessionToken'] = (
      (await answer.json()) as { token: string }
    ).token;
  }
  if (lost.impersonation) {
    const answer = await deps.post(
      '/admin/impersonate-user',
      { userId: f.values.otherUserId },
      { cookie: next.cookies.admin },
    );
    if (answer.status !== 200) return undefined;
    next.cookies.impersonating = cookieHeader(answer);
    next.values.impersonationToken = (
      (await answer.json()) as { session: { token: string } }
    ).session.token;
  }
  return next;
}
