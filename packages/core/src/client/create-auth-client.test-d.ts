import { describe, expectTypeOf, it } from 'vitest';
import type { SessionWithUser, User } from '../db/entities.js';
import {
  type AuthClient,
  type ClientError,
  type ClientResult,
  createAuthClient,
  type SessionState,
} from './index.js';

declare const client: AuthClient;

describe('client types', () => {
  it('types inputs from the endpoint declarations', () => {
    type SignUpInput = Parameters<AuthClient['signUp']['email']>[0];
    expectTypeOf<SignUpInput['name']>().toEqualTypeOf<string>();
    expectTypeOf<SignUpInput['image']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SignUpInput['rememberMe']>().toEqualTypeOf<boolean | undefined>();
    // Sign-up accepts the server's configured additional fields.
    expectTypeOf<{
      name: string;
      email: string;
      password: string;
      company: string;
    }>().toExtend<SignUpInput>();
    expectTypeOf<{ email: string; password: string }>().not.toExtend<SignUpInput>();
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
      ClientResult<{ redirect: boolean; token: string; url: string | null; user: User }>
    >();
    expectTypeOf(client.signOut).returns.resolves.toEqualTypeOf<ClientResult<{ success: true }>>();
    expectTypeOf(client.getSession).returns.resolves.toEqualTypeOf<
      ClientResult<SessionWithUser | null>
    >();
    expectTypeOf<User['createdAt']>().toEqualTypeOf<Date>();
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
    expectTypeOf(createAuthClient).returns.toEqualTypeOf<AuthClient>();
  });
});
