/**
 * @module generic-oauth
 *
 * The `genericOAuth({ config })` plugin: sign-in and linking with any OAuth 2.0 / OpenID
 * Connect provider, Better Auth 1.2.7's routes, options and answers, built on
 * {@link genericOAuthProvider} and the core OAuth flow (state bound to the browser, PKCE).
 */
import { definePlugin } from '../../plugin/index.js';
import type { GenericOAuthOptions } from './config.js';
import { GENERIC_OAUTH_ERROR_CODES } from './error-codes.js';
import { buildProvider } from './provider.js';
import { createOAuth2CallbackEndpoint } from './routes/oauth2-callback.js';
import { createOAuth2LinkEndpoint } from './routes/oauth2-link.js';
import { createSignInOAuth2Endpoint } from './routes/sign-in-oauth2.js';
import { createSettings } from './settings.js';

export type { GenericOAuthConfig, GenericOAuthOptions } from './config.js';
export { GENERIC_OAUTH_ERROR_CODES } from './error-codes.js';

/**
 * Better Auth 1.2.7's generic OAuth plugin: each entry of `config` is a provider (by
 * `discoveryUrl`, or `authorizationUrl` + `tokenUrl` (+ `userInfoUrl`)), also added to the
 * app's social providers, so `/get-access-token`, `/refresh-token` and `/list-accounts` serve
 * it as they serve the built-in ones.
 *
 * Routes: `POST /sign-in/oauth2` → `{ url, redirect }`; `GET /oauth2/callback/{providerId}` →
 * a session, then a redirect; `POST /oauth2/link` → `{ url, redirect: true }` (signed in).
 * The state lives 10 minutes in the `verification` table and is bound to the browser by the
 * signed `{prefix}.state` cookie. The user comes from the ID token (verified against the key
 * set when discovery names one), else the userinfo endpoint, else the config's `getUserInfo`;
 * `mapProfileToUser` maps it; accounts are linked by email under `account.accountLinking`.
 *
 * Differences from Better Auth 1.2.7, each for security (docs/generic-oauth.md): PKCE is on
 * unless a config says `pkce: false`; a callback is refused unless this browser started the
 * flow with this provider; ID tokens from a discovered provider are verified, not only
 * decoded; `overrideUserInfo` never changes the email.
 *
 * @throws Error (configuration) at start-up for a config without `providerId` or `clientId`,
 *   two configs with one `providerId`, or one whose id is already a social provider's.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   plugins: [
 *     genericOAuth({
 *       config: [{
 *         providerId: 'keycloak',
 *         clientId: env.KEYCLOAK_ID,
 *         clientSecret: env.KEYCLOAK_SECRET,
 *         discoveryUrl: 'https://sso.example/realms/main/.well-known/openid-configuration',
 *         scopes: ['openid', 'email', 'profile'],
 *       }],
 *     }),
 *   ],
 * });
 */
export function genericOAuth(options: GenericOAuthOptions) {
  const settings = createSettings(options.config);
  return definePlugin({
    id: 'generic-oauth',
    endpoints: {
      signInWithOAuth2: createSignInOAuth2Endpoint(settings),
      oAuth2Callback: createOAuth2CallbackEndpoint(settings),
      oAuth2LinkAccount: createOAuth2LinkEndpoint(settings),
    },
    socialProviders: (resolved) =>
      options.config.flatMap((config) => buildProvider(config, resolved) ?? []),
    $ERROR_CODES: GENERIC_OAUTH_ERROR_CODES,
  });
}
