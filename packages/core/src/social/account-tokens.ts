import {
  decryptBetterAuthSymmetric,
  isBetterAuthCiphertext,
} from '../crypto/better-auth-symmetric.js';
import { decryptToken, encryptToken, isEncryptedToken } from '../crypto/token-encryption.js';
import type { Account } from '../db/entities.js';
import type { AccountData } from '../db/store/account-store.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { OAuth2Tokens } from '../providers/types.js';

type TokenField = 'accessToken' | 'refreshToken' | 'idToken';
const TOKEN_FIELDS: readonly TokenField[] = ['accessToken', 'refreshToken', 'idToken'];

/** The token columns of an account as stored. */
export type StoredTokens = Partial<
  Pick<AccountData, TokenField | 'accessTokenExpiresAt' | 'refreshTokenExpiresAt' | 'scope'>
>;

/**
 * The account columns for tokens a provider issued: only the values it sent (an answer without
 * a refresh token keeps the stored one), tokens encrypted with `account.encryptOAuthTokens`,
 * scopes comma-joined (Better Auth's format).
 */
export function toStoredTokens(context: AuthContext, tokens: Partial<OAuth2Tokens>): StoredTokens {
  const stored: StoredTokens = {};
  for (const field of TOKEN_FIELDS) {
    const value = tokens[field];
    if (value) stored[field] = protect(context, field, value);
  }
  if (tokens.accessTokenExpiresAt) stored.accessTokenExpiresAt = tokens.accessTokenExpiresAt;
  if (tokens.refreshTokenExpiresAt) stored.refreshTokenExpiresAt = tokens.refreshTokenExpiresAt;
  if (tokens.scopes?.length) stored.scope = tokens.scopes.join(',');
  return stored;
}

/**
 * The tokens of an account in clear, whoever stored them: `pcx.v1.…` values are decrypted, and so
 * are values Better Auth's `account.encryptOAuthTokens` sealed with the same secret while that option is on here too; plain
 * values are returned as they are.
 *
 * @throws Error when an encrypted token does not decrypt (the secret changed).
 */
export function readAccountTokens(context: AuthContext, account: Account) {
  const reveal = (field: TokenField) => {
    const value = account[field];
    return value ? revealToken(context, field, value) : null;
  };
  return {
    accessToken: reveal('accessToken'),
    refreshToken: reveal('refreshToken'),
    idToken: reveal('idToken'),
    accessTokenExpiresAt: account.accessTokenExpiresAt,
    refreshTokenExpiresAt: account.refreshTokenExpiresAt,
    scopes: splitScopes(account.scope),
  };
}

/** Stored scopes as a list: comma-separated (Better Auth) or space-separated. */
export function splitScopes(scope: string | null): string[] {
  return scope ? scope.split(/[\s,]+/).filter(Boolean) : [];
}

// Better Auth (its `account.encryptOAuthTokens`, added after 1.2.7, which stores tokens plain) seals
// with `symmetricEncrypt` and no marker, so it decrypts any hex value while the option is on. The
// same rule here: with the option off, a hex value is a plain token, as Better Auth would read it.
function revealToken(context: AuthContext, field: TokenField, value: string): string {
  if (isEncryptedToken(value)) return decryptToken(context.secret, field, value);
  if (context.options.account.encryptOAuthTokens && isBetterAuthCiphertext(value)) {
    return decryptBetterAuthSymmetric(context.secret, value);
  }
  return value;
}

function protect(context: AuthContext, field: TokenField, value: string): string {
  return context.options.account.encryptOAuthTokens
    ? encryptToken(context.secret, field, value)
    : value;
}
