import type { User } from '../db/entities.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import type { OAuth2Tokens, OAuthProvider } from '../providers/types.js';
import { toAnswerUser } from '../user/answer-user.js';
import { socialFlowAPIError } from './flow-errors.js';
import { createProviderSession } from './provider-session.js';
import { readProviderProfile } from './read-profile.js';
import { signInWithProvider } from './sign-in-with-provider.js';

/** The `idToken` of a `/sign-in/social` body. */
export interface IdTokenInput {
  token: string;
  nonce?: string;
  accessToken?: string;
  refreshToken?: string;
  /** Expiry of `accessToken`, epoch milliseconds. */
  expiresAt?: number;
}

/**
 * ID-token sign-in (a native app that got an ID token from the provider's SDK): verify, read
 * the claims, find or create the user (same rules as the callback), create a session.
 *
 * @throws APIError 404 'id_token not supported' (as Better Auth 1.2.7) for providers without `verifyIdToken`; 401
 *   'invalid token' when verification fails (bad signature, unknown key, `alg: none` or HMAC,
 *   wrong issuer or audience, expired, wrong nonce); whatever the provider throws on purpose
 *   (Apple: 400 'Keys not found'); 401 'Failed to get user info', 'User email not found'; the
 *   flow errors of {@link socialFlowAPIError}.
 * @see SPEC §7, §8; OpenID Connect Core §3.1.3.7
 */
export async function signInWithIdToken(
  ctx: EndpointContext<any, any>,
  provider: OAuthProvider<any>,
  idToken: IdTokenInput,
  request: { requestSignUp?: boolean; callbackURL?: string },
): Promise<{ redirect: false; token: string; url: undefined; user: User }> {
  const { context } = ctx;
  if (!provider.verifyIdToken) throw new APIError('NOT_FOUND', 'ID_TOKEN_NOT_SUPPORTED');
  let valid = false;
  try {
    valid = await provider.verifyIdToken(idToken.token, idToken.nonce);
  } catch (error) {
    if (error instanceof APIError) throw error;
    context.logger.error(`ID token verification failed for ${provider.id}`, error);
  }
  if (!valid) throw new APIError('UNAUTHORIZED', 'INVALID_TOKEN');

  const tokens: OAuth2Tokens = {
    idToken: idToken.token,
    accessToken: idToken.accessToken,
    refreshToken: idToken.refreshToken,
    accessTokenExpiresAt: idToken.expiresAt === undefined ? undefined : new Date(idToken.expiresAt),
    scopes: [],
    raw: {},
  };
  const profile = await readProviderProfile(context, provider, tokens);
  if (!profile) throw new APIError('UNAUTHORIZED', 'FAILED_TO_GET_USER_INFO');
  const { email } = profile.user;
  if (!email) throw new APIError('UNAUTHORIZED', 'USER_EMAIL_NOT_FOUND');

  const result = await signInWithProvider(ctx, {
    provider,
    profile: { ...profile, user: { ...profile.user, email } },
    tokens,
    requestSignUp: request.requestSignUp,
    callbackURL: request.callbackURL,
  });
  if ('error' in result) throw socialFlowAPIError(result.error);
  const session = await createProviderSession(ctx, result, provider, 'id-token');
  // Better Auth 1.2.7's answer: no `url` key, the seven core user fields.
  return { redirect: false, token: session.token, url: undefined, user: toAnswerUser(result.user) };
}
