import { describe, expectTypeOf, it } from 'vitest';
import type { Session, SessionWithUser, User } from '../db/entities.js';
import {
  type AuthClient,
  type ClientError,
  type ClientResult,
  createAuthClient,
  type LinkedAccount,
  type RefreshTokenResult,
  type SessionState,
} from './index.js';

declare const client: AuthClient<[]>;

describe('client types', () => {
  it('types inputs from the endpoint declarations', () => {
    type SignUpInput = Parameters<AuthClient<[]>['signUp']['email']>[0];
    expectTypeOf<SignUpInput['name']>().toEqualTypeOf<string>();
    expectTypeOf<SignUpInput['image']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SignUpInput['rememberMe']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<{ email: string; password: string }>().not.toExtend<SignUpInput>();
    // Fields the client does not know of (no plugin, no inferAdditionalFields) are refused.
    // @ts-expect-error -- `company` is not a field of this client
    void client.signUp.email({ name: 'Ada', email: 'a@example.com', password: 'pw', company: 'X' });
    expectTypeOf(client.signIn.email).parameter(0).toEqualTypeOf<{
      email: string;
      password: string;
      callbackURL?: string | undefined;
      rememberMe?: boolean | undefined;
    }>();
  });

  it('types results as { data, error } with Date fields', () => {
    expectTypeOf(client.signUp.email).returns.resolves.toEqualTypeOf<
      ClientResult<{ token: string | null; user: User }>
    >();
    expectTypeOf(client.signIn.email).returns.resolves.toEqualTypeOf<
      ClientResult<{ redirect: boolean; token: string; url: string | undefined; user: User }>
    >();
    expectTypeOf(client.signOut).returns.resolves.toEqualTypeOf<ClientResult<{ success: true }>>();
    expectTypeOf(client.getSession).returns.resolves.toEqualTypeOf<
      ClientResult<SessionWithUser | null>
    >();
    expectTypeOf<User['createdAt']>().toEqualTypeOf<Date>();
  });

  it('types the account-lifecycle calls from their endpoints', () => {
    expectTypeOf(client.forgetPassword).parameter(0).toEqualTypeOf<{
      email: string;
      redirectTo?: string | undefined;
    }>();
    expectTypeOf(client.resetPassword).parameter(0).toEqualTypeOf<{
      newPassword: string;
      token: string;
    }>();
    expectTypeOf(client.verifyEmail).parameter(0).toEqualTypeOf<{
      query: { token: string; callbackURL?: string | undefined };
    }>();
    // Redirect answers are for browsers following links: the JSON result excludes them.
    expectTypeOf(client.verifyEmail).returns.resolves.toEqualTypeOf<
      ClientResult<{ status: boolean; user: User | null }>
    >();
    expectTypeOf(client.listSessions).returns.resolves.toEqualTypeOf<ClientResult<Session[]>>();
    expectTypeOf(client.revokeSession).parameter(0).toEqualTypeOf<{ token: string }>();
    expectTypeOf<{ name: string; image: null }>().toExtend<
      Parameters<AuthClient<[]>['updateUser']>[0]
    >();
    // @ts-expect-error -- `username` needs usernameClient()
    void client.updateUser({ username: 'ada' });
    expectTypeOf(client.changePassword).returns.resolves.toEqualTypeOf<
      ClientResult<{ token: string | null; user: User }>
    >();
    expectTypeOf(client.deleteUser).returns.resolves.toEqualTypeOf<
      ClientResult<{ success: true; message: 'User deleted' | 'Verification email sent' }>
    >();
    expectTypeOf(client.deleteUser).toBeCallableWith();
  });

  it('types the social calls from their endpoints', () => {
    type SocialInput = Parameters<AuthClient<[]>['signIn']['social']>[0];
    expectTypeOf<SocialInput['provider']>().toEqualTypeOf<string>();
    expectTypeOf<SocialInput['callbackURL']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SocialInput['scopes']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<{
      provider: string;
      idToken: { token: string; nonce: string };
    }>().toExtend<SocialInput>();
    expectTypeOf(client.signIn.social).returns.resolves.toEqualTypeOf<
      ClientResult<
        | { url: string; redirect: boolean }
        | { redirect: false; token: string; url: undefined; user: User }
      >
    >();
    expectTypeOf(client.linkSocial).returns.resolves.toEqualTypeOf<
      ClientResult<{ url: string; redirect: true }>
    >();
    expectTypeOf(client.listAccounts).returns.resolves.toEqualTypeOf<
      ClientResult<LinkedAccount[]>
    >();
    expectTypeOf<LinkedAccount['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf(client.unlinkAccount).parameter(0).toEqualTypeOf<{
      providerId: string;
      accountId?: string | undefined;
    }>();
    // userId is for server calls: the browser client does not offer it.
    expectTypeOf(client.getAccessToken).parameter(0).toEqualTypeOf<{
      providerId: string;
      accountId?: string | undefined;
    }>();
    expectTypeOf<RefreshTokenResult['accessTokenExpiresAt']>().toEqualTypeOf<Date | undefined>();
  });

  it('narrows on error', async () => {
    const result = await client.getSession();
    if (result.error) {
      expectTypeOf(result.data).toEqualTypeOf<null>();
      expectTypeOf(result.error).toEqualTypeOf<ClientError>();
    } else {
      expectTypeOf(result.data).toEqualTypeOf<SessionWithUser | null>();
    }
  });

  it('exposes a store shaped for useSyncExternalStore', () => {
    expectTypeOf(client.$store.getSnapshot).returns.toEqualTypeOf<SessionState>();
    expectTypeOf(client.$store.subscribe).returns.toEqualTypeOf<() => void>();
    expectTypeOf(createAuthClient({ baseURL: 'http://localhost:3000' })).toEqualTypeOf<
      AuthClient<[]>
    >();
  });

  it('has only the core calls without plugins, at the type level', () => {
    expectTypeOf(client).not.toHaveProperty('organization');
    expectTypeOf(client).not.toHaveProperty('token');
    expectTypeOf(client.signIn).not.toHaveProperty('username');
    // @ts-expect-error -- organization calls need organizationClient()
    void client.organization;
  });

  it('accepts any client where a client with unknown plugins is expected', () => {
    expectTypeOf(client).toExtend<AuthClient>();
  });
});
