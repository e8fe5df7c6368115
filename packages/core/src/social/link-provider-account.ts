import { UniqueConstraintError } from '../db/adapter.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import { emitEvent } from '../security/audit-events.js';
import { toStoredTokens } from './account-tokens.js';
import type { SocialFlowError } from './flow-errors.js';
import { NO_TOKENS, type ProviderSignIn } from './sign-in-with-provider.js';

/**
 * Link mode of the callback (`/link-social`): attaches the provider identity to `userId`, the
 * user who started the flow. No session is created.
 *
 * - Refused with `unable_to_link_account` when `accountLinking.enabled` is false, the user is
 *   gone, or the provider's email differs from the user's (compared lowercased) unless
 *   `allowDifferentEmails` is on or the provider is in `trustedProviders`.
 * - An identity that already belongs to another user: `account_already_linked_to_different_user`.
 * - An identity already linked to this user: its tokens are updated.
 * - A new link emits `account.link`; when the provider vouches for the user's own, unverified
 *   email, it is marked verified (`email.verify`, `details: { providerId }`).
 *
 * @throws APIError from database hooks that refuse the account.
 * @see SPEC §2 (/link-social), §8
 */
export async function linkProviderAccount(
  ctx: EndpointContext<any, any>,
  input: Omit<ProviderSignIn, 'requestSignUp' | 'callbackURL'> & { userId: string },
): Promise<{ error?: SocialFlowError }> {
  const { store, options, logger } = ctx.context;
  const { provider, profile, userId } = input;
  const linking = options.account.accountLinking;
  if (!linking.enabled) return { error: 'unable_to_link_account' };
  const tokens = toStoredTokens(ctx.context, input.tokens);

  const account = await store.findAccount(provider.id, profile.user.id);
  if (account) {
    if (account.userId !== userId) return { error: 'account_already_linked_to_different_user' };
    await store.updateAccount(account.id, tokens);
    return {};
  }
  const user = await store.findUserById(userId);
  if (!user) return { error: 'unable_to_link_account' };
  const sameEmail = profile.user.email.toLowerCase() === user.email;
  if (
    !sameEmail &&
    !linking.allowDifferentEmails &&
    !linking.trustedProviders.includes(provider.id)
  ) {
    return { error: 'unable_to_link_account' };
  }
  try {
    await store.createAccount({
      ...NO_TOKENS,
      ...tokens,
      userId,
      providerId: provider.id,
      accountId: profile.user.id,
    });
  } catch (error) {
    if (error instanceof APIError) throw error;
    // Another user linked the same identity between our lookup and our insert.
    if (error instanceof UniqueConstraintError) {
      return { error: 'account_already_linked_to_different_user' };
    }
    logger.error('Unable to link account', error);
    return { error: 'unable_to_link_account' };
  }
  emitEvent(ctx, { type: 'account.link', userId, details: { providerId: provider.id } });
  if (sameEmail && profile.user.emailVerified && !user.emailVerified) {
    if (await store.updateUser(user.id, { emailVerified: true })) {
      emitEvent(ctx, { type: 'email.verify', userId, details: { providerId: provider.id } });
    }
  }
  return {};
}
