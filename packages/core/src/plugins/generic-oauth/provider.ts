import {
  type GenericProfile,
  genericOAuthProvider,
  type OAuthProvider,
  type ProviderUser,
  type ResolvedOptions,
} from '../../plugin/index.js';
import { type GenericOAuthConfig, hasEndpoints } from './config.js';

/**
 * The profile as Better Auth 1.2.7 hands it to `mapProfileToUser`: the standard claims under
 * its names (`id` from `sub`, `emailVerified` from `email_verified`, `image` from `picture`),
 * then every claim as the provider sent it (so a provider's own `id` wins over `sub`).
 */
export function betterAuthProfile(profile: Record<string, any>): Record<string, any> {
  return {
    id: profile.sub,
    emailVerified: profile.email_verified,
    email: profile.email,
    image: profile.picture,
    name: profile.name,
    ...profile,
  };
}

function toProviderUser(profile: Record<string, any>): ProviderUser {
  const shaped = betterAuthProfile(profile);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    // Absent stays absent: the flow answers `user_info_is_missing` for a profile without id.
    id: shaped.id === undefined || shaped.id === null ? shaped.id : String(shaped.id),
    name: text(shaped.name) ?? '',
    email: text(shaped.email),
    emailVerified: shaped.emailVerified === true || shaped.emailVerified === 'true',
    image: text(shaped.image),
  };
}

/** `{baseURL}/oauth2/callback/{providerId}`, unless the config names its own redirect URI. */
export const redirectURIFor = (
  options: Pick<ResolvedOptions, 'baseURL'>,
  config: GenericOAuthConfig,
) => config.redirectURI ?? `${options.baseURL}/oauth2/callback/${config.providerId}`;

/**
 * The provider of one config, built with {@link genericOAuthProvider}: discovery (with
 * `discoveryHeaders`), PKCE (default on), the ID token verified against the provider's key set
 * when discovery names one, else the userinfo endpoint. Null for a config without endpoints
 * (its sign-in answers 400 'Invalid OAuth configuration', as Better Auth's does).
 */
export function buildProvider(
  config: GenericOAuthConfig,
  options: Pick<ResolvedOptions, 'baseURL'>,
): OAuthProvider<GenericProfile> | null {
  if (!config.providerId || !config.clientId) {
    throw new Error('[portcullis] genericOAuth: every config needs a providerId and a clientId.');
  }
  if (!hasEndpoints(config)) return null;
  const { mapProfileToUser, getUserInfo } = config;
  return genericOAuthProvider<GenericProfile>({
    id: config.providerId,
    name: config.providerId,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectURI: redirectURIFor(options, config),
    discoveryURL: config.discoveryUrl,
    discoveryHeaders: config.discoveryHeaders,
    authorizationURL: config.authorizationUrl,
    tokenURL: config.tokenUrl,
    userInfoURL: config.userInfoUrl,
    scopes: config.scopes ?? [],
    pkce: config.pkce !== false,
    authentication:
      config.authentication === 'basic' ? 'client_secret_basic' : 'client_secret_post',
    prompt: config.prompt,
    accessType: config.accessType,
    responseType: config.responseType,
    responseMode: config.responseMode,
    authorizationParams: config.authorizationUrlParams,
    disableSignUp: config.disableSignUp,
    disableImplicitSignUp: config.disableImplicitSignUp,
    getUserInfo: getUserInfo
      ? async (tokens) => ((await getUserInfo(tokens)) as GenericProfile | null) ?? null
      : undefined,
    mapProfile: toProviderUser,
    mapProfileToUser: mapProfileToUser
      ? async (profile) => ({ ...(await mapProfileToUser(betterAuthProfile(profile))) })
      : undefined,
  });
}
