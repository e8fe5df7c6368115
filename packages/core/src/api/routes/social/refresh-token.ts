import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { readAccountTokens } from '../../../social/account-tokens.js';
import {
  findCallerAccount,
  providerAccountBody,
  refreshAccountTokens,
} from '../../../social/provider-account.js';

/** Tokens as the token routes answer them (dates as ISO strings over HTTP). */
export interface AccountTokens {
  tokenType?: string;
  accessToken: string | null;
  refreshToken?: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt?: Date | null;
  scopes: string[];
}

/** What `/refresh-token` answers: the provider's new tokens, keys it did not send left out. */
export interface RefreshedTokens {
  tokenType?: string;
  accessToken?: string;
  refreshToken?: string;
  idToken?: string;
  accessTokenExpiresAt?: Date;
  scopes?: string[];
}

/**
 * `POST /refresh-token` `{ providerId, accountId?, userId? }`: refreshes the access token of
 * one of the caller's accounts with its provider (RFC 6749 §6), stores the new tokens
 * (encrypted with `account.encryptOAuthTokens`) and returns what the provider sent, as Better
 * Auth 1.2.7 does (a stored refresh token the provider did not rotate is kept, not repeated).
 * `userId` names another user's account, for server calls (`auth.api.refreshToken`) only; over
 * HTTP the session decides. That session is read from the database, never from the cookie cache.
 *
 * Checks in Better Auth 1.2.7's order: the session, the account, then the provider.
 *
 * @throws APIError 401 UNAUTHORIZED (no session, or one revoked since its cookie cache was set);
 *   400 'Account not found', 'Provider {providerId} not found.', 'Provider {providerId} does not
 *   support token refreshing.', 'Failed to refresh access token' (also for an account without
 *   a refresh token).
 * @see SPEC §2, §7
 * @example
 * const tokens = await auth.api.refreshToken({ body: { providerId: 'google', userId } });
 */
export const refreshToken = defineEndpoint(
  '/refresh-token',
  {
    method: 'POST',
    body: providerAccountBody,
    metadata: { summary: "Refresh a linked account's provider tokens", tags: ['Social'] },
  },
  async (ctx): Promise<RefreshedTokens> => {
    const account = await findCallerAccount(ctx);
    const { providerId } = ctx.body;
    const provider = ctx.context.socialProviders.get(providerId);
    if (!provider) {
      throw new APIError('BAD_REQUEST', { message: `Provider ${providerId} not found.` });
    }
    if (!provider.refreshAccessToken) {
      throw new APIError('BAD_REQUEST', {
        message: `Provider ${providerId} does not support token refreshing.`,
      });
    }
    let stored: ReturnType<typeof readAccountTokens>;
    try {
      stored = readAccountTokens(ctx.context, account);
    } catch (error) {
      ctx.context.logger.error('Stored provider tokens do not decrypt', error);
      throw new APIError('BAD_REQUEST', 'FAILED_TO_REFRESH_ACCESS_TOKEN');
    }
    // Better Auth sends the missing token to the provider, which refuses it: the same answer.
    if (!stored.refreshToken) throw new APIError('BAD_REQUEST', 'FAILED_TO_REFRESH_ACCESS_TOKEN');
    const tokens = await refreshAccountTokens(ctx, provider, account, stored.refreshToken);
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      tokenType: tokens.tokenType,
      scopes: tokens.scopes.length ? tokens.scopes : undefined,
      idToken: tokens.idToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    };
  },
);
