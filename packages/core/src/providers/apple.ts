import { decodeJwt, importPKCS8, SignJWT } from 'jose';
import { APIError } from '../errors/api-error.js';
import { createAuthorizationURL, resolveScopes } from '../oauth/authorization-url.js';
import { verifyIdToken } from '../oauth/id-token.js';
import { requestTokens } from '../oauth/token-request.js';
import type { OAuthProvider, ProviderOptions } from './types.js';

// Requesting `name` or `email` obliges `response_mode=form_post`: the callback is a form POST.
// No PKCE is documented.
// https://developer.apple.com/documentation/signinwithapplerestapi/request-an-authorization-to-the-sign-in-with-apple-server
const AUTHORIZATION_ENDPOINT = 'https://appleid.apple.com/auth/authorize';
// The client secret is an ES256 JWT signed with the team's key, valid up to 6 months.
// https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret
const TOKEN_ENDPOINT = 'https://appleid.apple.com/auth/token';
// https://developer.apple.com/documentation/signinwithapple/verifying-a-user
const JWKS_ENDPOINT = 'https://appleid.apple.com/auth/keys';
const ISSUER = 'https://appleid.apple.com';
const CLIENT_SECRET_MAX_SECONDS = 15_777_000;
// A cached client secret is replaced this long before it expires.
const CLIENT_SECRET_RENEW_SECONDS = 300;
// SPEC §9: Apple identity tokens older than 1 hour are refused.
const ID_TOKEN_MAX_AGE_SECONDS = 3600;

/** The `user` form field Apple posts to the callback on the first sign-in only. */
export interface AppleUserField {
  name?: { firstName?: string; lastName?: string };
  email?: string;
}

/** The claims of an Apple ID token, plus the first-sign-in `user` field when the flow passed it. */
export interface AppleProfile {
  sub: string;
  email?: string;
  /** Apple sends a boolean or the string `'true'`/`'false'`. */
  email_verified?: boolean | 'true' | 'false';
  /** True for a private relay address (`…@privaterelay.appleid.com`). */
  is_private_email?: boolean | 'true' | 'false';
  /** 0 unsupported, 1 unknown, 2 likely real. */
  real_user_status?: number;
  nonce?: string;
  user?: AppleUserField;
  [claim: string]: unknown;
}

/** Options of {@link apple}: a ready `clientSecret`, or `teamId`, `keyId`, `privateKey` to sign one. */
export interface AppleOptions extends ProviderOptions<AppleProfile> {
  /** The Services ID (web) used as `client_id`. */
  clientId: string;
  /** The Apple Developer team id (the client secret's `iss`). */
  teamId?: string;
  /** The id of the Sign in with Apple private key (the client secret's `kid`). */
  keyId?: string;
  /** The private key (`AuthKey_XXXX.p8`, PKCS#8 PEM); escaped `\n` are accepted. */
  privateKey?: string;
  /** The iOS/macOS app's bundle id, accepted as an ID-token audience for native sign-in. */
  appBundleIdentifier?: string;
  /** Lifetime of a signed client secret, in seconds. Default and maximum: 15777000 (6 months). */
  clientSecretExpiresIn?: number;
}

/**
 * Sign in with Apple. Default scopes `name`, `email` (then `response_mode=form_post`: the
 * callback arrives as a form POST, `responseMode: 'form_post'`); no PKCE; client_secret_post
 * with a client secret JWT (ES256, `iss` team id, `sub` client id, `aud` Apple, `kid` key id)
 * signed from `teamId`/`keyId`/`privateKey` and cached until 5 minutes before it expires, or a
 * ready `clientSecret`. The user comes from the ID token; the name only from the `user` field of
 * the first sign-in, which the flow passes in `callbackParams` (or sets as `tokens.raw.user`).
 * ID tokens are verified against Apple's JWKS (issuer Apple, audience `clientId` or
 * `appBundleIdentifier`, at most 1 hour old); a token whose key Apple does not list throws
 * `APIError` 400 'Keys not found' (SPEC §8). Register `{baseURL}/callback/apple` (https) as a
 * Return URL of the Services ID.
 *
 * @throws Error at start-up without `clientSecret` or `teamId`, `keyId`, `privateKey`.
 * @see https://developer.apple.com/documentation/signinwithapplerestapi
 */
export function apple(options: AppleOptions): OAuthProvider<AppleProfile> {
  const { teamId, keyId, privateKey } = options;
  if (!options.clientSecret && !(teamId && keyId && privateKey)) {
    throw new Error(
      '[portcullis] The apple provider needs clientSecret, or teamId, keyId and privateKey.',
    );
  }
  let cached: { secret: Promise<string>; expiresAt: number } | undefined;
  const clientSecret = (): Promise<string> => {
    if (options.clientSecret) return Promise.resolve(options.clientSecret);
    const now = Math.floor(Date.now() / 1000);
    if (!cached || cached.expiresAt - now <= CLIENT_SECRET_RENEW_SECONDS) {
      const lifetime = Math.min(
        options.clientSecretExpiresIn ?? CLIENT_SECRET_MAX_SECONDS,
        CLIENT_SECRET_MAX_SECONDS,
      );
      const secret = importPKCS8(privateKey!.replace(/\\n/g, '\n'), 'ES256').then((key) =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'ES256', kid: keyId! })
          .setIssuer(teamId!)
          .setSubject(options.clientId)
          .setAudience(ISSUER)
          .setIssuedAt(now)
          .setExpirationTime(now + lifetime)
          .sign(key),
      );
      cached = { secret, expiresAt: now + lifetime };
      // A key that fails to import is retried on the next request rather than cached.
      secret.catch(() => {
        if (cached?.secret === secret) cached = undefined;
      });
    }
    return cached.secret;
  };
  // Apple stays off the shared authorizationCodeFlow: its client secret is a JWT signed (and
  // cached) per request window, its authorization URL wants `%20` between scopes and a
  // `response_mode` that depends on the resolved scopes, and the code exchange carries the
  // callback's unsigned `user` field into the tokens. Three knobs only Apple would use.
  const tokenRequest = async (params: Record<string, string>) =>
    requestTokens({
      endpoint: TOKEN_ENDPOINT,
      clientId: options.clientId,
      clientSecret: await clientSecret(),
      params,
    });
  return {
    id: 'apple',
    name: 'Apple',
    options,
    responseMode: 'form_post',
    createAuthorizationURL({ state, redirectURI, scopes }) {
      const scope = resolveScopes(['name', 'email'], options, scopes);
      const url = createAuthorizationURL({
        endpoint: AUTHORIZATION_ENDPOINT,
        clientId: options.clientId,
        redirectURI,
        state,
        scopes: scope,
        params: {
          response_mode: scope.some((s) => s === 'name' || s === 'email') ? 'form_post' : undefined,
        },
      });
      // Apple asks for percent-encoded spaces between scopes (`name%20email`), not `+`.
      // https://developer.apple.com/forums/thread/118209
      url.search = url.search.replaceAll('+', '%20');
      return url;
    },
    async validateAuthorizationCode({ code, redirectURI, callbackParams }) {
      const tokens = await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectURI,
      });
      if (callbackParams?.user) tokens.raw.user = callbackParams.user;
      return tokens;
    },
    refreshAccessToken: (refreshToken) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async verifyIdToken(idToken, nonce) {
      const claims = await verifyIdToken(idToken, {
        jwksURL: JWKS_ENDPOINT,
        issuer: ISSUER,
        audience: options.appBundleIdentifier
          ? [options.clientId, options.appBundleIdentifier]
          : options.clientId,
        nonce,
        maxAgeSeconds: ID_TOKEN_MAX_AGE_SECONDS,
        unknownKeyError: () => new APIError('BAD_REQUEST', 'KEYS_NOT_FOUND'),
      });
      return claims !== null;
    },
    async getUserInfo(tokens) {
      // As for Google: the ID token came from Apple's token endpoint over TLS, or was verified by
      // verifyIdToken for ID-token sign-in.
      if (!tokens.idToken) return null;
      const claims = decodeJwt(tokens.idToken) as AppleProfile;
      const user = readUserField(tokens.raw.user);
      const name = [user?.name?.firstName, user?.name?.lastName].filter(Boolean).join(' ');
      // The email comes from the signed token only; the `user` field is not signed.
      const email = claims.email ?? null;
      return {
        user: {
          id: claims.sub,
          name: name || email || '',
          email,
          emailVerified:
            email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
          image: null,
        },
        data: user ? { ...claims, user } : claims,
      };
    },
  };
}

/** The `user` field: a JSON string from the callback form, or an object set by the flow. */
function readUserField(value: unknown): AppleUserField | undefined {
  if (value && typeof value === 'object') return value as AppleUserField;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as AppleUserField) : undefined;
  } catch {
    return undefined;
  }
}
