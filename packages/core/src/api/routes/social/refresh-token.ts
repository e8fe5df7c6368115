import { APIError } from '../../../errors/api-error.js';
import { readAccountTokens } from '../../../social/account-tokens.js';
import { defineEndpoint } from '../../endpoint.js';
import {
  findProviderAccount,
  providerAccountBody,
  refreshAccountTokens,
} from './provider-account.js';

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

/**
 * `POST /refresh-token` `{ providerId, accountId?, userId? }`: refreshes the access token of
 * one of the caller's accounts with its provider (RFC 6749 §6), stores the new tokens
 * (encrypted with `account.encryptOAuthTokens`) and returns them. `userId` names another user's
 * account, for server calls (`auth.api.refreshToken`) only; over HTTP the session decides. That
 * session is read from the database, never from the cookie cache.
 *
 * @throws APIError 401 UNAUTHORIZED (no session, or one revoked since its cookie cache was set);
 *   404 'Provider not found'; 400 'Account not found', 'Token refresh not supported', 'Refresh
 *   token not found', 'Failed to refresh access token'.
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
  async (ctx): Promise<AccountTokens> => {
    const { provider, account } = await findProviderAccount(ctx);
    let stored: ReturnType<typeof readAccountTokens>;
    try {
      stored = readAccountTokens(ctx.context, account);
    } catch (error) {
      ctx.context.logger.error('Stored provider tokens do not decrypt', error);
      throw new APIError('BAD_REQUEST', 'FAILED_TO_REFRESH_ACCESS_TOKEN');
    }
    const tokens = await refreshAccountTokens(ctx, provider, account, stored.refreshToken);
    return {
      tokenType: tokens.tokenType,
      accessToken: tokens.accessToken ?? null,
      refreshToken: tokens.refreshToken ?? stored.refreshToken,
      idToken: tokens.idToken ?? stored.idToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt ?? null,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? stored.refreshTokenExpiresAt,
      scopes: tokens.scopes.length ? tokens.scopes : stored.scopes,
    };
  },
);
