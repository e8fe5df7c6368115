import { describe, expectTypeOf, it } from 'vitest';
import {
  createPortcullis,
  genericOAuthProvider,
  type LinkedAccount,
  type SocialProvidersOptions,
  type User,
} from '../../src/index.js';
import type { GitHubProfile } from '../../src/providers/index.js';

describe('socialProviders types', () => {
  it("types each built-in provider's options and accepts provider objects under any id", () => {
    const providers: SocialProvidersOptions = {
      github: {
        clientId: 'a',
        clientSecret: 'b',
        mapProfileToUser: (profile) => {
          expectTypeOf(profile).toEqualTypeOf<GitHubProfile>();
          return { name: profile.login };
        },
      },
      google: { clientId: 'a', clientSecret: 'b', accessType: 'online' },
      keycloak: genericOAuthProvider({
        id: 'keycloak',
        name: 'Keycloak',
        clientId: 'c',
        discoveryURL: 'https://x',
      }),
    };
    expectTypeOf(providers).toExtend<SocialProvidersOptions>();
    // @ts-expect-error: clientId is required
    const missing: SocialProvidersOptions = { github: { clientSecret: 'b' } };
    const wrong: SocialProvidersOptions = {
      // @ts-expect-error: Google's accessType is 'online' | 'offline'
      google: { clientId: 'a', clientSecret: 'b', accessType: 'x' },
    };
    void missing;
    void wrong;
  });

  it('infers the social routes of auth.api', () => {
    const auth = createPortcullis({ baseURL: 'http://localhost:3000', database: ':memory:' });
    expectTypeOf(
      auth.api.signInSocial({ body: { provider: 'github', callbackURL: '/' } }),
    ).resolves.toEqualTypeOf<
      | { url: string; redirect: boolean }
      | { redirect: false; token: string; url: undefined; user: User }
    >();
    expectTypeOf(auth.api.listUserAccounts()).resolves.toEqualTypeOf<LinkedAccount[]>();
    // @ts-expect-error: providerId is required
    auth.api.unlinkAccount({ body: {} });
  });
});
