import type { User } from '../db/entities.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import type { OAuth2Tokens, OAuthProvider } from '../providers/types.js';
import { emitEvent } from '../security/audit-events.js';
import { sendVerificationEmail } from '../verification/email-verification.js';
import { toStoredTokens } from './account-tokens.js';
import type { SocialFlowError } from './flow-errors.js';
import type { ProviderProfile } from './read-profile.js';

/** What {@link signInWithProvider} works from. `profile.user.email` must be set. */
export interface ProviderSignIn {
  provider: OAuthProvider<any>;
  profile: ProviderProfile & { user: { email: string } };
  tokens: Partial<OAuth2Tokens>;
  /** The client asked for a sign-up (lifts `disableImplicitSignUp`). */
  requestSignUp?: boolean;
  /** Passed to the verification email sent to a new, unverified user. */
  callbackURL?: string;
}

/** Token columns an account row starts with. */
export const NO_TOKENS = {
  accessToken: null,
  refreshToken: null,
  idToken: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
  scope: null,
} as const;

/**
 * Finds or creates the user behind a provider identity (the callback and ID-token sign-in):
 *
 * 1. An account with this (providerId, accountId): that user; the account's tokens are updated.
 * 2. Else a user with the same email: the identity is linked to them only when
 *    `account.accountLinking.enabled`, the provider vouches for the email (`emailVerified`) or
 *    is in `trustedProviders`, and (unless `requireLocalEmailVerified` is off) the user's own
 *    email is verified — so a pre-registered, never-verified account cannot capture the
 *    identity; else `account_not_linked`.
 * 3. Else a new user (email lowercased, the provider's emailVerified, name, image and mapped
 *    fields) and account, in one transaction; refused with `signup_disabled` when the provider
 *    has `disableSignUp`, or `disableImplicitSignUp` and the request did not ask to sign up.
 *
 * A provider that vouches for the user's own email marks it verified (`email.verify`, `details:
 * { providerId }`). The `sign-up` of a new user is emitted with its session, by
 * `createProviderSession`.
 *
 * @throws APIError from database hooks that refuse the user or account.
 * @see SPEC §3 (account), §8 (social callback codes)
 */
export async function signInWithProvider(
  ctx: EndpointContext<any, any>,
  input: ProviderSignIn,
): Promise<{ user: User; isNewUser: boolean } | { error: SocialFlowError }> {
  const { store, options, logger } = ctx.context;
  const { provider, profile } = input;
  const tokens = toStoredTokens(ctx.context, input.tokens);
  const accountId = profile.user.id;

  const account = await store.findAccount(provider.id, accountId);
  if (account) {
    const user = await store.findUserById(account.userId);
    if (!user) return { error: 'account_not_linked' };
    await store.updateAccount(account.id, tokens);
    return { user: await markEmailVerified(ctx, user, input), isNewUser: false };
  }

  const existing = await store.findUserByEmail(profile.user.email);
  if (existing) {
    const { enabled, trustedProviders, requireLocalEmailVerified } = options.account.accountLinking;
    const vouched = profile.user.emailVerified || trustedProviders.includes(provider.id);
    const localOk = existing.emailVerified || !requireLocalEmailVerified;
    if (!enabled || !vouched || !localOk) return { error: 'account_not_linked' };
    try {
      await store.createAccount({
        ...NO_TOKENS,
        ...tokens,
        userId: existing.id,
        providerId: provider.id,
        accountId,
      });
    } catch (error) {
      if (error instanceof APIError) throw error;
      logger.error('Unable to link account', error);
      return { error: 'unable_to_link_account' };
    }
    emitEvent(ctx, {
      type: 'account.link',
      userId: existing.id,
      details: { providerId: provider.id, implicit: true },
    });
    return { user: await markEmailVerified(ctx, existing, input), isNewUser: false };
  }

  const { disableSignUp, disableImplicitSignUp } = provider.options;
  if (disableSignUp || (disableImplicitSignUp && !input.requestSignUp)) {
    return { error: 'signup_disabled' };
  }
  let user: User;
  try {
    user = await store.createUserWithAccount(
      {
        ...profile.extra,
        name: profile.user.name || profile.user.email,
        email: profile.user.email,
        emailVerified: profile.user.emailVerified,
        image: profile.user.image ?? null,
      },
      { ...NO_TOKENS, ...tokens, providerId: provider.id, accountId },
    );
  } catch (error) {
    if (error instanceof APIError) throw error;
    // Includes losing a race to a concurrent sign-up with the same email or identity.
    logger.error('Failed to create user', error);
    return { error: 'unable_to_create_user' };
  }
  if (!user.emailVerified && options.emailVerification.sendOnSignUp) {
    await sendVerificationEmail(ctx, user, input.callbackURL).catch((error: unknown) =>
      logger.error('Failed to create the verification email', error),
    );
  }
  return { user, isNewUser: true };
}

async function markEmailVerified(
  ctx: EndpointContext<any, any>,
  user: User,
  input: ProviderSignIn,
): Promise<User> {
  const { email, emailVerified } = input.profile.user;
  if (user.emailVerified || !emailVerified || email.toLowerCase() !== user.email) return user;
  const updated = await ctx.context.store.updateUser(user.id, { emailVerified: true });
  if (!updated) return user;
  emitEvent(ctx, {
    type: 'email.verify',
    userId: user.id,
    details: { providerId: input.provider.id },
  });
  return updated;
}
