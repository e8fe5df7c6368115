import { z } from 'zod';
import type { Account } from '../db/entities.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import type { OAuth2Tokens, OAuthProvider } from '../providers/types.js';
import { requireSession } from '../session/require-session.js';
import { toStoredTokens } from './account-tokens.js';
import { requireProvider } from './provider-lookup.js';

/** Body of `/refresh-token` and `/get-access-token`. */
export const providerAccountBody = z.object({
  providerId: z.string().min(1),
  /** The provider's account id (or, as Better Auth accepts, the account row's id). */
  accountId: z.string().optional(),
  /** Whose account: honoured for server calls (`auth.api.*`) only. */
  userId: z.string().optional(),
});

/**
 * The account a token route acts on: the caller's account of `providerId` (a session is required
 * over HTTP), or for a server call with `userId`, that user's. The caller's session is read from
 * the database, never from the cookie cache, so a revoked session gets no provider token even
 * while its `session_data` cookie is still fresh.
 *
 * @throws APIError 401 UNAUTHORIZED; 400 'Account not found'.
 */
export async function findCallerAccount(
  ctx: EndpointContext<z.output<typeof providerAccountBody>, any>,
): Promise<Account> {
  return findAccountOf(ctx, await callerId(ctx));
}

/**
 * The provider and the account a token route acts on (see {@link findCallerAccount}).
 *
 * @throws APIError 401 UNAUTHORIZED; 404 'Provider not found'; 400 'Account not found'.
 */
export async function findProviderAccount(
  ctx: EndpointContext<z.output<typeof providerAccountBody>, any>,
): Promise<{ provider: OAuthProvider<any>; account: Account }> {
  const userId = await callerId(ctx);
  const provider = requireProvider(ctx.context, ctx.body.providerId);
  return { provider, account: await findAccountOf(ctx, userId) };
}

async function callerId(
  ctx: EndpointContext<z.output<typeof providerAccountBody>, any>,
): Promise<string> {
  const { body } = ctx;
  return ctx.isServerCall && body.userId
    ? body.userId
    : (await requireSession(ctx, { sensitive: true })).user.id;
}

async function findAccountOf(
  ctx: EndpointContext<z.output<typeof providerAccountBody>, any>,
  userId: string,
): Promise<Account> {
  const { body } = ctx;
  const accounts = await ctx.context.store.listAccounts(userId);
  const account = accounts.find(
    (a) =>
      a.providerId === body.providerId &&
      (body.accountId === undefined || a.accountId === body.accountId || a.id === body.accountId),
  );
  if (!account) throw new APIError('BAD_REQUEST', 'ACCOUNT_NOT_FOUND');
  return account;
}

// Concurrent refreshes of one account share one provider call: providers that rotate refresh
// tokens would otherwise revoke the token the other request is using.
const inFlight = new Map<string, Promise<OAuth2Tokens>>();

/**
 * Refreshes an account's tokens with its provider and stores the new ones (a provider that
 * does not return a new refresh token keeps the old one).
 *
 * @throws APIError 400 'Token refresh not supported', 'Refresh token not found', 'Failed to
 *   refresh access token'.
 * @see RFC 6749 §6
 */
export async function refreshAccountTokens(
  ctx: EndpointContext<any, any>,
  provider: OAuthProvider<any>,
  account: Account,
  refreshToken: string | null,
): Promise<OAuth2Tokens> {
  if (!provider.refreshAccessToken) {
    throw new APIError('BAD_REQUEST', 'TOKEN_REFRESH_NOT_SUPPORTED');
  }
  if (!refreshToken) throw new APIError('BAD_REQUEST', 'REFRESH_TOKEN_NOT_FOUND');
  let pending = inFlight.get(account.id);
  if (!pending) {
    const refresh = provider.refreshAccessToken.bind(provider);
    pending = (async () => {
      const tokens = await refresh(refreshToken);
      await ctx.context.store.updateAccount(account.id, toStoredTokens(ctx.context, tokens));
      return tokens;
    })().finally(() => inFlight.delete(account.id));
    inFlight.set(account.id, pending);
  }
  try {
    return await pending;
  } catch (error) {
    ctx.context.logger.error(`Token refresh with ${provider.id} failed`, error);
    throw new APIError('BAD_REQUEST', 'FAILED_TO_REFRESH_ACCESS_TOKEN');
  }
}
