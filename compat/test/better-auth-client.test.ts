/**
 * Better Auth's own browser client, unchanged, against Portcullis over real HTTP: the promise
 * that an app's `better-auth/client` code moves over as it is. Two rows: the client of 1.2.7
 * (the version of the contract) and the newest 1.x client (`better-auth-latest`), each with the
 * organization (teams), username and jwt client plugins. Each user is a client of its own with a
 * cookie-keeping fetch that sends `Origin`, as a browser tab would. Every step asserts the call
 * answered data, no error, and the shape Better Auth's client hands the app.
 */
import { createAuthClient as createAuthClient127 } from 'better-auth/client';
import {
  jwtClient as jwtClient127,
  organizationClient as organizationClient127,
  usernameClient as usernameClient127,
} from 'better-auth/client/plugins';
import { createAuthClient as createAuthClientLatest } from 'better-auth-latest/client';
import {
  jwtClient as jwtClientLatest,
  organizationClient as organizationClientLatest,
  usernameClient as usernameClientLatest,
} from 'better-auth-latest/client/plugins';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import { type PortcullisServer, startPortcullisServer } from './support/portcullis-server.js';

/** What every client call resolves to: Better Auth's `{ data, error }`. */
interface Result {
  data: any;
  error: { status: number; statusText: string; code?: string; message?: string } | null;
}
// Resolves to `unknown` here: the clients type it per route (and as bare data under
// `fetchOptions.throw`, which this test never sets); `ok` reads it as a `Result`.
type Call = (input?: any, fetchOptions?: any) => Promise<unknown>;

/** The calls this test makes; both clients must have them (tsc checks the assignment below). */
interface AuthClient {
  signUp: { email: Call };
  signIn: { email: Call; username: Call };
  signOut: Call;
  getSession: Call;
  verifyEmail: Call;
  updateUser: Call;
  changePassword: Call;
  listSessions: Call;
  revokeSession: Call;
  listAccounts: Call;
  token: Call;
  jwks: Call;
  organization: {
    create: Call;
    setActive: Call;
    inviteMember: Call;
    acceptInvitation: Call;
    list: Call;
    update: Call;
    createTeam: Call;
    listTeams: Call;
  };
}

interface ClientRow {
  name: string;
  /** A client for `baseURL` that sends its requests through `fetch` (one browser tab). */
  create: (baseURL: string, fetch: typeof globalThis.fetch, bearerToken?: string) => AuthClient;
}

const bearerOption = (token: string | undefined) =>
  token === undefined ? {} : { auth: { type: 'Bearer' as const, token } };

const rows: ClientRow[] = [
  {
    name: 'better-auth 1.2.7 client',
    create: (baseURL, fetch, bearerToken) =>
      createAuthClient127({
        baseURL,
        fetchOptions: { customFetchImpl: fetch, ...bearerOption(bearerToken) },
        plugins: [
          organizationClient127({ teams: { enabled: true } }),
          usernameClient127(),
          jwtClient127(),
        ],
      }),
  },
  {
    name: 'better-auth latest 1.x client',
    create: (baseURL, fetch, bearerToken) =>
      createAuthClientLatest({
        baseURL,
        fetchOptions: { customFetchImpl: fetch, ...bearerOption(bearerToken) },
        plugins: [
          organizationClientLatest({ teams: { enabled: true } }),
          usernameClientLatest(),
          jwtClientLatest(),
        ],
      }),
  },
];

const ada = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  password: 'correct-horse-battery',
};
const adaNewPassword = 'analytical-engine-1843';
const grace = { name: 'Grace Hopper', email: 'grace@example.com', password: 'compiler-a0-1952' };

/** Fails with the server's answer when a call errored, so a red step says what Portcullis said. */
function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

// The client's JSON parser turns ISO date strings into `Date`s.
const date = expect.any(Date);

describe.each(rows)('$name against Portcullis', (row) => {
  let server: PortcullisServer;
  /** Ada's browser: she signs up, owns the organization and does most steps. */
  let client: AuthClient;
  /** Grace's browser: she verifies her email and accepts Ada's invitation. */
  let graceClient: AuthClient;
  let adaId: string;
  let signUpToken: string;
  let bearerToken: string | null = null;
  let organizationId: string;
  let invitationId: string;
  let teamId: string;
  let jwtFromHeader: string | null = null;

  beforeAll(async () => {
    server = await startPortcullisServer();
    client = row.create(server.baseURL, createCookieFetch(server.origin).fetch);
    graceClient = row.create(server.baseURL, createCookieFetch(server.origin).fetch);
  });
  afterAll(() => server?.close());

  it('sign-up: signUp.email answers { token, user } and signs in', async () => {
    const data = ok(await client.signUp.email(ada));
    expect(data).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({
        id: expect.any(String),
        email: ada.email,
        name: ada.name,
        image: null,
        emailVerified: false,
        createdAt: date,
        updatedAt: date,
      }),
    });
    adaId = data.user.id;
    signUpToken = data.token;
  });

  it('sign-in by email: signIn.email answers { redirect, token, user }', async () => {
    const data = ok(
      await client.signIn.email(
        { email: ada.email, password: ada.password },
        {
          onSuccess: (context: { response: Response }) => {
            bearerToken = context.response.headers.get('set-auth-token');
          },
        },
      ),
    );
    expect(data).toMatchObject({
      redirect: false,
      token: expect.any(String),
      user: { id: adaId, email: ada.email, name: ada.name },
    });
    // No callbackURL, no `url`: Better Auth 1.2.7 leaves the key out.
    expect(data).not.toHaveProperty('url');
    // bearer(): the session token is exposed for clients that cannot keep cookies.
    expect(bearerToken).toEqual(expect.any(String));
  });

  it('sign-in by username: signIn.username answers { token, user }', async () => {
    const data = ok(
      await client.signIn.username({ username: ada.username, password: ada.password }),
    );
    expect(data).toMatchObject({
      token: expect.any(String),
      user: { id: adaId, email: ada.email, username: ada.username },
    });
  });

  it('get-session: getSession answers { session, user } for the cookie it holds', async () => {
    const data = ok(
      await client.getSession(
        {},
        {
          onSuccess: (context: { response: Response }) => {
            jwtFromHeader = context.response.headers.get('set-auth-jwt');
          },
        },
      ),
    );
    expect(data.user).toMatchObject({ id: adaId, email: ada.email, name: ada.name });
    expect(data.session).toMatchObject({
      id: expect.any(String),
      userId: adaId,
      token: expect.any(String),
      expiresAt: date,
    });
    // jwt(): get-session hands a JWT over in a header (SPEC §7).
    expect(jwtFromHeader).toEqual(expect.any(String));
  });

  it('bearer: a client without cookies is signed in by the set-auth-token header', async () => {
    const noCookies = row.create(server.baseURL, fetch, bearerToken ?? undefined);
    const data = ok(await noCookies.getSession());
    expect(data.user).toMatchObject({ id: adaId, email: ada.email });
  });

  it('update-user: updateUser answers { status: true } and get-session shows the change', async () => {
    expect(ok(await client.updateUser({ name: 'Ada King' }))).toEqual({ status: true });
    const data = ok(await client.getSession({ query: { disableCookieCache: true } }));
    expect(data.user.name).toBe('Ada King');
  });

  it('change-password: changePassword answers { token: null, user }; the new password signs in', async () => {
    const data = ok(
      await client.changePassword({
        currentPassword: ada.password,
        newPassword: adaNewPassword,
      }),
    );
    expect(data).toMatchObject({ token: null, user: { id: adaId, email: ada.email } });
    const signIn = ok(await client.signIn.email({ email: ada.email, password: adaNewPassword }));
    expect(signIn.user.id).toBe(adaId);
  });

  it('list-sessions: listSessions answers an array of the user’s sessions', async () => {
    const data = ok(await client.listSessions());
    expect(Array.isArray(data)).toBe(true);
    // Sign-up, two sign-ins by email and one by username.
    expect(data).toHaveLength(4);
    for (const session of data) {
      expect(session).toMatchObject({
        id: expect.any(String),
        userId: adaId,
        token: expect.any(String),
      });
    }
    expect(data.map((session: { token: string }) => session.token)).toContain(signUpToken);
  });

  it('revoke-session: revokeSession({ token }) answers { status: true } and the session is gone', async () => {
    expect(ok(await client.revokeSession({ token: signUpToken }))).toEqual({ status: true });
    const data = ok(await client.listSessions());
    expect(data.map((session: { token: string }) => session.token)).not.toContain(signUpToken);
    expect(data).toHaveLength(3);
  });

  it('list-accounts: listAccounts answers the credential account', async () => {
    const data = ok(await client.listAccounts());
    expect(data).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        provider: 'credential',
        accountId: adaId,
        createdAt: date,
        updatedAt: date,
      }),
    ]);
  });

  it('organization create: organization.create answers the organization with its owner', async () => {
    const data = ok(
      await client.organization.create({ name: 'Analytical Engines', slug: 'analytical-engines' }),
    );
    expect(data).toMatchObject({
      id: expect.any(String),
      name: 'Analytical Engines',
      slug: 'analytical-engines',
      createdAt: date,
      members: [expect.objectContaining({ userId: adaId, role: 'owner' })],
    });
    organizationId = data.id;
  });

  it('organization setActive: answers the full organization and get-session carries it', async () => {
    const data = ok(await client.organization.setActive({ organizationId }));
    expect(data).toMatchObject({
      id: organizationId,
      slug: 'analytical-engines',
      members: [
        expect.objectContaining({
          userId: adaId,
          role: 'owner',
          user: expect.objectContaining({ email: ada.email }),
        }),
      ],
      invitations: [],
    });
    const session = ok(await client.getSession({ query: { disableCookieCache: true } }));
    expect(session.session.activeOrganizationId).toBe(organizationId);
  });

  it('a second user signs up and verifies their email with verifyEmail', async () => {
    ok(await graceClient.signUp.email(grace));
    const { token } = await server.email('verify-email', grace.email);
    expect(ok(await graceClient.verifyEmail({ query: { token } }))).toMatchObject({ status: true });
    const session = ok(await graceClient.getSession({ query: { disableCookieCache: true } }));
    expect(session.user).toMatchObject({ email: grace.email, emailVerified: true });
  });

  it('organization inviteMember: answers the pending invitation and emails it', async () => {
    const data = ok(await client.organization.inviteMember({ email: grace.email, role: 'member' }));
    expect(data).toMatchObject({
      id: expect.any(String),
      organizationId,
      email: grace.email,
      role: 'member',
      status: 'pending',
      inviterId: adaId,
      expiresAt: date,
    });
    invitationId = data.id;
    expect((await server.email('invitation', grace.email)).token).toBe(invitationId);
  });

  it('organization acceptInvitation: the verified invitee answers { invitation, member }', async () => {
    const data = ok(await graceClient.organization.acceptInvitation({ invitationId }));
    expect(data).toMatchObject({
      invitation: { id: invitationId, status: 'accepted' },
      member: { organizationId, role: 'member', userId: expect.any(String) },
    });
    const session = ok(await graceClient.getSession({ query: { disableCookieCache: true } }));
    expect(session.session.activeOrganizationId).toBe(organizationId);
  });

  it('organization list: organization.list answers the user’s organizations', async () => {
    const data = ok(await client.organization.list());
    expect(data).toEqual([
      expect.objectContaining({
        id: organizationId,
        name: 'Analytical Engines',
        slug: 'analytical-engines',
      }),
    ]);
    const graces = ok(await graceClient.organization.list());
    expect(graces.map((organization: { id: string }) => organization.id)).toEqual([organizationId]);
  });

  it('organization update: organization.update({ data }) answers the updated organization', async () => {
    const data = ok(
      await client.organization.update({
        data: { name: 'Analytical Engines Ltd' },
        organizationId,
      }),
    );
    expect(data).toMatchObject({ id: organizationId, name: 'Analytical Engines Ltd' });
  });

  it('teams: organization.createTeam answers the team and listTeams lists it', async () => {
    const team = ok(await client.organization.createTeam({ name: 'Difference Engine' }));
    expect(team).toMatchObject({
      id: expect.any(String),
      name: 'Difference Engine',
      organizationId,
      createdAt: date,
    });
    teamId = team.id;
    const teams = ok(await client.organization.listTeams());
    expect(Array.isArray(teams)).toBe(true);
    expect(teams).toContainEqual(
      expect.objectContaining({ id: teamId, name: 'Difference Engine' }),
    );
  });

  it('jwt: token() answers { token }, and /jwks verifies it (jose)', async () => {
    const { token } = ok(await client.token());
    expect(token).toEqual(expect.any(String));
    const jwks = ok(await client.jwks());
    expect(jwks).toEqual({
      keys: [expect.objectContaining({ kid: expect.any(String), kty: expect.any(String) })],
    });
    const keySet = createLocalJWKSet(jwks);
    const { payload } = await jwtVerify(token, keySet, {
      issuer: server.origin,
      audience: server.origin,
    });
    expect(payload).toMatchObject({ sub: adaId, email: ada.email });
    // The JWT get-session handed over in its header verifies against the same keys.
    await expect(jwtVerify(jwtFromHeader!, keySet)).resolves.toBeTruthy();
  });

  it('sign-out: signOut answers { success: true } and get-session then answers null', async () => {
    expect(ok(await client.signOut())).toEqual({ success: true });
    expect(ok(await client.getSession())).toBeNull();
  });
});

// Portcullis requires a verified email to accept an invitation; Better Auth does not. The option
// docs/migrating-from-better-auth.md names restores Better Auth's behaviour: an unverified
// invitee, signed in with the invited email, accepts.
describe.each(rows)(
  '$name against Portcullis with requireEmailVerificationOnInvitation: false',
  (row) => {
    let server: PortcullisServer;

    beforeAll(async () => {
      server = await startPortcullisServer({ requireEmailVerificationOnInvitation: false });
    });
    afterAll(() => server?.close());

    it('organization acceptInvitation: an unverified invitee answers { invitation, member }', async () => {
      const owner = row.create(server.baseURL, createCookieFetch(server.origin).fetch);
      const invitee = row.create(server.baseURL, createCookieFetch(server.origin).fetch);
      ok(await owner.signUp.email(ada));
      const organization = ok(
        await owner.organization.create({ name: 'Engines', slug: 'engines' }),
      );
      const signedUp = ok(await invitee.signUp.email(grace));
      expect(signedUp.user.emailVerified).toBe(false);
      const invitation = ok(
        await owner.organization.inviteMember({
          email: grace.email,
          role: 'member',
          organizationId: organization.id,
        }),
      );
      const data = ok(await invitee.organization.acceptInvitation({ invitationId: invitation.id }));
      expect(data).toMatchObject({
        invitation: { id: invitation.id, status: 'accepted' },
        member: { organizationId: organization.id, role: 'member', userId: signedUp.user.id },
      });
    });
  },
);
