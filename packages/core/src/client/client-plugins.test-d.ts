import { describe, expectTypeOf, it } from 'vitest';
import type { Session, User } from '../db/entities.js';
import type { PublicJWK } from '../plugins/jwt/keys.js';
import { createAccessControl } from '../plugins/organization/access.js';
import { adminRole, memberRole, ownerRole } from '../plugins/organization/default-roles.js';
import {
  type AuthClient,
  type AuthorizeResult,
  type ClientErrorCode,
  type ClientResult,
  createAuthClient,
  jwtClient,
  type OrganizationClientPlugin,
  organizationClient,
  type SignInUsernameUser,
  usernameClient,
} from './index.js';

const client = createAuthClient({
  baseURL: 'http://localhost:3000',
  plugins: [usernameClient(), organizationClient(), jwtClient()],
});
const bare = createAuthClient({ baseURL: 'http://localhost:3000' });

describe('client plugins: calls', () => {
  it('adds a call only with its plugin', () => {
    expectTypeOf(client.signIn).toHaveProperty('username');
    expectTypeOf(client.signIn).toHaveProperty('email');
    expectTypeOf(client).toHaveProperty('organization');
    expectTypeOf(client).toHaveProperty('token');
    // @ts-expect-error -- organization calls need organizationClient()
    void bare.organization;
    // @ts-expect-error -- signIn.username needs usernameClient()
    void bare.signIn.username;
    // @ts-expect-error -- token() needs jwtClient()
    void bare.token;
    const onlyJwt = createAuthClient({ plugins: [jwtClient()] });
    expectTypeOf(onlyJwt).not.toHaveProperty('organization');
    expectTypeOf(onlyJwt.signIn).not.toHaveProperty('username');
  });

  it("types each call's input and output from the endpoint declarations", () => {
    expectTypeOf(client.signIn.username).parameter(0).toEqualTypeOf<{
      username: string;
      password: string;
      rememberMe?: boolean | undefined;
    }>();
    expectTypeOf(client.signIn.username).returns.resolves.toEqualTypeOf<
      ClientResult<{ token: string; user: SignInUsernameUser }>
    >();
    expectTypeOf<SignInUsernameUser['username']>().toEqualTypeOf<string>();
    expectTypeOf<SignInUsernameUser>().not.toHaveProperty('displayUsername');
    expectTypeOf(client.token).returns.resolves.toEqualTypeOf<ClientResult<{ token: string }>>();
    expectTypeOf(client.jwks).returns.resolves.toEqualTypeOf<ClientResult<{ keys: PublicJWK[] }>>();
    expectTypeOf(client.organization.create).parameter(0).toHaveProperty('slug');
    expectTypeOf(client.organization.create).parameter(0).not.toHaveProperty('userId');
    type Listed = NonNullable<Awaited<ReturnType<typeof client.organization.list>>['data']>;
    expectTypeOf<Listed[number]['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf(client.organization.inviteMember)
      .parameter(0)
      .toHaveProperty('role')
      .toEqualTypeOf<string | string[]>();
  });

  it('types role parameters with the roles given to organizationClient', () => {
    const ac = createAccessControl({ project: ['create'] } as const);
    const roles = {
      owner: ownerRole,
      admin: adminRole,
      member: memberRole,
      billing: ac.newRole({ project: ['create'] }),
    };
    const typed = createAuthClient({ plugins: [organizationClient({ ac, roles })] });
    expectTypeOf(typed.organization.inviteMember)
      .parameter(0)
      .toHaveProperty('role')
      .toEqualTypeOf<
        'owner' | 'admin' | 'member' | 'billing' | Array<'owner' | 'admin' | 'member' | 'billing'>
      >();
    // @ts-expect-error -- 'auditor' is not one of the roles
    void typed.organization.updateMemberRole({ memberId: 'm1', role: 'auditor' });
    expectTypeOf(typed.organization.checkRolePermission).returns.toEqualTypeOf<AuthorizeResult>();
  });
});

describe('client plugins: user and session fields', () => {
  it("adds the username plugin's fields to the user and to sign-up's input", () => {
    type ClientUser = NonNullable<ReturnType<typeof client.$store.getSnapshot>['data']>['user'];
    expectTypeOf<ClientUser['username']>().toEqualTypeOf<string | null>();
    expectTypeOf<ClientUser['displayUsername']>().toEqualTypeOf<string | null>();
    expectTypeOf<ClientUser['email']>().toEqualTypeOf<string>();
    expectTypeOf(client.signUp.email)
      .parameter(0)
      .toHaveProperty('username')
      .toEqualTypeOf<string | null | undefined>();
    // Sign-up answers with the core fields only (Better Auth 1.2.7); the store has them all.
    expectTypeOf(client.signUp.email).returns.resolves.toEqualTypeOf<
      ClientResult<{ token: string | null; user: User }>
    >();
    expectTypeOf(client.updateUser).toBeCallableWith({ username: null, displayUsername: null });
    // Without usernameClient(), the user is the core User.
    expectTypeOf(bare.$store.getSnapshot().data).toEqualTypeOf<{
      session: Session;
      user: User;
    } | null>();
  });

  it("adds the organization plugin's session fields", () => {
    const session = client.$store.getSnapshot().data?.session;
    expectTypeOf(session).toEqualTypeOf<
      (Session & { activeOrganizationId: string | null }) | undefined
    >();
    const teams = createAuthClient({ plugins: [organizationClient({ teams: { enabled: true } })] });
    type TeamSession = NonNullable<Awaited<ReturnType<typeof teams.getSession>>['data']>['session'];
    expectTypeOf<TeamSession>().not.toHaveProperty('activeTeamId');
    const activeTeam = createAuthClient({
      plugins: [organizationClient({ teams: { enabled: true, activeTeam: { enabled: true } } })],
    });
    type ActiveTeamSession = NonNullable<
      Awaited<ReturnType<typeof activeTeam.getSession>>['data']
    >['session'];
    expectTypeOf<ActiveTeamSession['activeTeamId']>().toEqualTypeOf<string | null>();
    expectTypeOf<OrganizationClientPlugin>().toExtend<object>();
  });
});

describe('client plugins: error codes', () => {
  it("exposes each plugin's catalogue in $ERROR_CODES", () => {
    expectTypeOf(
      client.$ERROR_CODES.USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER,
    ).toEqualTypeOf<'username is already taken. please try another'>();
    expectTypeOf(
      client.$ERROR_CODES.ORGANIZATION_NOT_FOUND,
    ).toEqualTypeOf<'Organization not found'>();
    expectTypeOf(client.$ERROR_CODES.USER_ALREADY_EXISTS).toEqualTypeOf<'User already exists'>();
    expectTypeOf(bare.$ERROR_CODES).not.toHaveProperty(
      'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER',
    );
    expectTypeOf(bare.$ERROR_CODES).not.toHaveProperty('ORGANIZATION_NOT_FOUND');
  });

  it('narrows error.code against the known codes and keeps unknown codes possible', async () => {
    const { error } = await client.signUp.email({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse',
      username: 'ada',
    });
    if (error?.code === 'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER') {
      // Every other known code is ruled out; `string & {}` stays for codes of custom plugins.
      expectTypeOf(error.code).toEqualTypeOf<
        'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER' | (string & {})
      >();
      expectTypeOf<
        Extract<typeof error.code, ClientErrorCode>
      >().toEqualTypeOf<'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER'>();
    }
    expectTypeOf<'USERNAME_IS_TOO_SHORT'>().toExtend<ClientErrorCode>();
    expectTypeOf<'SLUG_IS_TAKEN'>().toExtend<ClientErrorCode>();
    expectTypeOf<'MY_PLUGIN_CODE'>().toExtend<NonNullable<typeof error>['code']>();
  });
});

describe('AuthClient without type arguments', () => {
  it('accepts a client with any plugins', () => {
    expectTypeOf(client).toExtend<AuthClient>();
    expectTypeOf(bare).toExtend<AuthClient>();
  });
});
