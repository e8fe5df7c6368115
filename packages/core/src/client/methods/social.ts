import type { getAccessToken } from '../../api/routes/social/get-access-token.js';
import type { linkSocialAccount } from '../../api/routes/social/link-social.js';
import type { listUserAccounts } from '../../api/routes/social/list-accounts.js';
import type { refreshToken } from '../../api/routes/social/refresh-token.js';
import type { signInSocial } from '../../api/routes/social/sign-in-social.js';
import type { unlinkAccount } from '../../api/routes/social/unlink-account.js';
import type { EndpointBody, EndpointResult } from '../endpoint-types.js';
import { navigateTo } from '../navigate.js';
import type { ClientResult } from '../types.js';
import type { MethodContext } from './context.js';

/**
 * Body of `signIn.social`. Redirect flow: `{ provider, callbackURL, newUserCallbackURL?,
 * errorCallbackURL?, scopes?, loginHint?, requestSignUp?, disableRedirect? }`. ID-token sign-in
 * (native apps): `{ provider, idToken: { token, nonce?, accessToken?, refreshToken?, expiresAt? } }`
 * with `expiresAt` in epoch milliseconds. Redirect URLs are relative paths or trusted origins.
 *
 * @see SPEC §5, §7; docs/social-sign-in.md
 */
export type SignInSocialInput = EndpointBody<typeof signInSocial>;

/**
 * Result of `signIn.social`: `{ url, redirect }` for the redirect flow (`url` is the provider's
 * authorization page), or `{ redirect: false, token, user }` (no `url`) after an ID-token
 * sign-in.
 */
export type SignInSocialResult = EndpointResult<typeof signInSocial>;

/**
 * Body of `linkSocial`: `{ provider, callbackURL, errorCallbackURL?, scopes? }`, plus the
 * client-only `disableRedirect` (default false: the browser goes to the provider at once).
 */
export type LinkSocialInput = EndpointBody<typeof linkSocialAccount> & {
  disableRedirect?: boolean;
};

/** Result of `linkSocial`: `{ url, redirect: true }`, `url` being the provider's page. */
export type LinkSocialResult = EndpointResult<typeof linkSocialAccount>;

/**
 * One entry of `listAccounts`: `{ id, provider, createdAt, updatedAt, accountId, scopes }`.
 * `provider` is `'credential'` for the password, else the provider id; never tokens.
 */
export type LinkedAccount = EndpointResult<typeof listUserAccounts>[number];

/** Body of `unlinkAccount`: `{ providerId, accountId? }` (without `accountId`, the first one). */
export type UnlinkAccountInput = EndpointBody<typeof unlinkAccount>;

/** Result of `unlinkAccount`: `{ status: true }`. */
export type UnlinkAccountResult = EndpointResult<typeof unlinkAccount>;

/**
 * Body of `refreshToken` and `getAccessToken`: `{ providerId, accountId? }`. `accountId` is the
 * provider's account id (or the account row's `id`); without it, the caller's first account of
 * that provider. (The server's `userId` is for server calls only and is not offered here.)
 */
export type ProviderTokenInput = Omit<EndpointBody<typeof refreshToken>, 'userId'>;

/**
 * Result of `refreshToken`: what the provider sent, `{ tokenType?, accessToken?, refreshToken?,
 * idToken?, accessTokenExpiresAt?, scopes? }` (keys it did not send are left out, as in Better
 * Auth 1.2.7), the date as a `Date`.
 */
export type RefreshTokenResult = EndpointResult<typeof refreshToken>;

/** Result of `getAccessToken`: `{ accessToken, idToken, accessTokenExpiresAt, scopes }`. */
export type GetAccessTokenResult = EndpointResult<typeof getAccessToken>;

/** The linked-account calls of the client (SPEC §2, §7). All need a session (401 `UNAUTHORIZED`). */
export interface SocialAccountMethods {
  /**
   * `POST /link-social`: starts attaching another provider identity to the signed-in user. In
   * a browser the page then goes to the provider (unless `disableRedirect`); the provider sends
   * it back to `callbackURL`, or to `errorCallbackURL?error=CODE` (e.g.
   * `account_already_linked_to_different_user`).
   * Errors: 404 `PROVIDER_NOT_FOUND`; 403 `INVALID_CALLBACKURL`; 400 `CALLBACKURL_IS_REQUIRED`,
   * `UNABLE_TO_LINK_ACCOUNT` (linking disabled on the server).
   *
   * @example
   * await client.linkSocial({ provider: 'github', callbackURL: '/settings' });
   */
  linkSocial(input: LinkSocialInput): Promise<ClientResult<LinkSocialResult>>;
  /**
   * `GET /list-accounts`: the signed-in user's accounts, password (`'credential'`) included.
   *
   * @example
   * const { data: accounts } = await client.listAccounts();
   * const hasGitHub = accounts?.some((account) => account.provider === 'github');
   */
  listAccounts(): Promise<ClientResult<LinkedAccount[]>>;
  /**
   * `POST /unlink-account`: removes one of the user's accounts. Needs a fresh session.
   * Errors: 403 `SESSION_IS_NOT_FRESH`; 400 `ACCOUNT_NOT_FOUND`,
   * `YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT`.
   *
   * @example
   * await client.unlinkAccount({ providerId: 'github', accountId: account.accountId });
   */
  unlinkAccount(input: UnlinkAccountInput): Promise<ClientResult<UnlinkAccountResult>>;
  /**
   * `POST /refresh-token`: refreshes an account's provider tokens now and returns them.
   * Errors, in Better Auth 1.2.7's order and words: 401 `UNAUTHORIZED`; 400 `ACCOUNT_NOT_FOUND`,
   * 'Provider {id} not found.', 'Provider {id} does not support token refreshing.',
   * `PROVIDER_CREDENTIAL_NOT_FOUND` (for `credential`), `FAILED_TO_REFRESH_ACCESS_TOKEN` (also
   * without a stored refresh token).
   *
   * @example
   * const { data } = await client.refreshToken({ providerId: 'google' });
   */
  refreshToken(input: ProviderTokenInput): Promise<ClientResult<RefreshTokenResult>>;
  /**
   * `POST /get-access-token`: a usable provider access token (refreshed first when it expires
   * within 5 s), to call the provider's API.
   * Errors: as `refreshToken`, plus 400 `FAILED_TO_GET_A_VALID_ACCESS_TOKEN`.
   *
   * @example
   * const { data } = await client.getAccessToken({ providerId: 'github' });
   * await fetch('https://api.github.com/user', {
   *   headers: { authorization: `Bearer ${data?.accessToken}` },
   * });
   */
  getAccessToken(input: ProviderTokenInput): Promise<ClientResult<GetAccessTokenResult>>;
}

/**
 * `POST /sign-in/social`, as `client.signIn.social`: in a browser, the redirect flow sends the
 * page to the provider when the server says so; an ID-token sign-in reloads the session store.
 */
export async function signInSocialWith(
  ctx: MethodContext,
  input: SignInSocialInput,
): Promise<ClientResult<SignInSocialResult>> {
  // Only an ID-token sign-in changes who is signed in before the provider round trip.
  const result = await ctx.post<SignInSocialResult>(
    '/sign-in/social',
    input,
    Boolean(input.idToken),
  );
  if (result.data?.redirect && result.data.url) navigateTo(result.data.url);
  return result;
}

/** Builds {@link SocialAccountMethods}. */
export function createSocialAccountMethods(ctx: MethodContext): SocialAccountMethods {
  return {
    async linkSocial({ disableRedirect, ...input }) {
      const result = await ctx.post<LinkSocialResult>('/link-social', input, false);
      if (result.data?.redirect && !disableRedirect) navigateTo(result.data.url);
      return result;
    },
    listAccounts: () => ctx.$fetch<LinkedAccount[]>('/list-accounts', { method: 'GET' }),
    unlinkAccount: (input) => ctx.post('/unlink-account', input, false),
    refreshToken: (input) => ctx.post('/refresh-token', input, false),
    getAccessToken: (input) => ctx.post('/get-access-token', input, false),
  };
}
