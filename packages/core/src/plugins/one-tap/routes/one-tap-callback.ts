import { z } from 'zod';
import {
  APIError,
  createProviderSession,
  defineEndpoint,
  type OAuthProvider,
  type PluginAnswerUser,
  signInWithProvider,
  toPluginAnswerUser,
} from '../../../plugin/index.js';
import { verifyGoogleIdToken } from '../google-id-token.js';
import type { OneTapOptions } from '../options.js';

/**
 * `POST /one-tap/callback` `{ idToken }` → `{ token, user }` (the seven core fields) and the
 * session cookie: signs in with the ID token Google One Tap handed the page. The token is
 * verified against Google's key set (issuer `https://accounts.google.com`, audience the
 * `clientId` option or `socialProviders.google.clientId`, not expired, asymmetric algorithm).
 *
 * The user is found by the Google account (`providerId: 'google'`, `accountId` = `sub`), else by
 * email: linked when `account.accountLinking` allows it (Google vouches for the email,
 * `email_verified`, or `google` is a trusted provider), else 401. A new user gets
 * `emailVerified` from `email_verified`, `name` and `image` from the token, unless
 * `disableSignup`. A token without an email answers 200 `{ error: 'Email not available in
 * token' }`, as Better Auth 1.2.7 does.
 *
 * @throws APIError 400 'invalid id token'; 502 'User not found' (`disableSignup`, Better Auth's
 *   status); 401 "Google sub doesn't match"; 500 'Could not create user'.
 * @see https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
 */
export function createOneTapCallbackEndpoint(options: OneTapOptions) {
  return defineEndpoint(
    '/one-tap/callback',
    {
      method: 'POST',
      body: z.object({ idToken: z.string() }),
      metadata: { summary: 'Sign in with Google One Tap', tags: ['One Tap'] },
    },
    async (ctx): Promise<{ token: string; user: PluginAnswerUser } | { error: string }> => {
      const { context } = ctx;
      const google = context.socialProviders.get('google');
      const clientId = options.clientId || google?.options.clientId;
      const claims = await verifyGoogleIdToken(ctx, ctx.body.idToken, clientId);
      if (!claims) throw new APIError('BAD_REQUEST', { message: 'invalid id token' });
      if (!claims.email) return { error: 'Email not available in token' };

      // The identity as the provider flow takes it; `disableSignup` is One Tap's own.
      const provider = {
        id: 'google',
        name: 'Google',
        options: { clientId, disableSignUp: options.disableSignup === true },
      } as unknown as OAuthProvider<any>;
      const result = await signInWithProvider(ctx, {
        provider,
        profile: {
          user: {
            id: claims.sub,
            email: claims.email.toLowerCase(),
            emailVerified: claims.email_verified === true || claims.email_verified === 'true',
            name: claims.name ?? '',
            image: claims.picture ?? null,
          },
          extra: {},
        },
        tokens: {},
      });
      if ('error' in result) {
        if (result.error === 'signup_disabled') {
          throw new APIError('BAD_GATEWAY', { message: 'User not found' });
        }
        if (result.error === 'account_not_linked') {
          throw new APIError('UNAUTHORIZED', { message: "Google sub doesn't match" });
        }
        throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Could not create user' });
      }
      const session = await createProviderSession(ctx, result, provider, 'id-token');
      return { token: session.token, user: toPluginAnswerUser(result.user) };
    },
  );
}
