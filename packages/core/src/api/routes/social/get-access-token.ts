import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { readAccountTokens } from '../../../social/account-tokens.js';
import {
  findProviderAccount,
  providerAccountBody,
  refreshAccountTokens,
} from '../../../social/provider-account.js';
import type { AccountTokens } from './refresh-token.js';

/** An access token this close to its expiry is refreshed first, in milliseconds. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 5_000;

/**
 * `POST /get-access-token` `{ providerId, accountId?, userId? }`: a usable access token for one
 * of the caller's accounts, for calling the provider's API. The stored token is returned as is
 * while it has more than 5 s to live (or no known expiry); otherwise it is refreshed first when
 * the account has a refresh token and the provider supports refresh. `userId` is honoured for
 * server calls only. The caller's session is read from the database, never from the cookie cache.
 *
 * @throws APIError 401 UNAUTHORIZED (no session, or one revoked since its cookie cache was set);
 *   404 'Provider not found'; 400 'Account not found', 'Failed to get a valid access token'
 *   (tokens that do not decrypt), 'Failed to refresh access token'.
 * @see SPEC §2
 * @example
 * const { accessToken } = await auth.api.getAccessToken({ body: { providerId: 'github' }, headers });
 */
export const getAccessToken = defineEndpoint(
  '/get-access-token',
  {
    method: 'POST',
    body: providerAccountBody,
    metadata: { summary: 'Get a valid provider access token', tags: ['Social'] },
  },
  async (ctx): Promise<AccountTokens> => {
    const { provider, account } = await findProviderAccount(ctx);
    let stored: ReturnType<typeof readAccountTokens>;
    try {
      stored = readAccountTokens(ctx.context, account);
    } catch (error) {
      ctx.context.logger.error('Stored provider tokens do not decrypt', error);
      throw new APIError('BAD_REQUEST', 'FAILED_TO_GET_A_VALID_ACCESS_TOKEN');
    }
    const expiresAt = stored.accessTokenExpiresAt?.getTime();
    const due = expiresAt !== undefined && expiresAt - Date.now() < ACCESS_TOKEN_REFRESH_MARGIN_MS;
    if (due && stored.refreshToken && provider.refreshAccessToken) {
      const tokens = await refreshAccountTokens(ctx, provider, account, stored.refreshToken);
      return {
        accessToken: tokens.accessToken ?? null,
        idToken: tokens.idToken ?? stored.idToken,
        accessTokenExpiresAt: tokens.accessTokenExpiresAt ?? null,
        scopes: tokens.scopes.length ? tokens.scopes : stored.scopes,
      };
    }
    return {
      accessToken: stored.accessToken,
      idToken: stored.idToken,
      accessTokenExpiresAt: stored.accessTokenExpiresAt,
      scopes: stored.scopes,
    };
  },
);
