/**
 * @module oauth-proxy
 *
 * The `oAuthProxy()` plugin: OAuth sign-in on preview deployments whose URLs the provider does
 * not know, through the production server's callback; Better Auth 1.2.7's route and options.
 */
import { definePlugin } from '../../plugin/index.js';
import { forwardCallbackCookies, isForeignProxyURL, proxySignIn } from './hooks.js';
import type { OAuthProxyOptions } from './options.js';
import { oAuthProxyCallback } from './routes/oauth-proxy-callback.js';

export type { OAuthProxyOptions } from './options.js';
export { PROXY_COOKIES_MAX_AGE_SECONDS } from './proxy-cookies.js';

/**
 * Better Auth 1.2.7's OAuth proxy. A preview deployment rewrites the `callbackURL` of
 * `/sign-in/social` and `/sign-in/oauth2` to its own `/oauth-proxy-callback?callbackURL=…`; the
 * provider returns to the production server (the redirect URI it knows: set each provider's
 * `redirectURI` to production's callback), whose callback signs the user in and redirects to
 * the preview with the session cookies and the flow's state sealed (XChaCha20-Poly1305 under the
 * shared secret); the preview's `GET /oauth-proxy-callback` checks that this browser started
 * the flow (its signed state cookie), sets the cookies and redirects to the original
 * callbackURL. Both deployments share the secret and the database.
 *
 * Unlike Better Auth 1.2.7: every callback URL (the original one, the proxy URL and the final
 * one) must be relative or of a trusted origin, so production must trust the preview origins
 * (`trustedOrigins: ['https://*.vercel.app']`); the sealed cookies expire after 60 seconds and
 * are set only in the browser that started the flow (the production origin gets none); cookies
 * that do not decrypt answer 400, not 500.
 *
 * @example
 * const auth = createPortcullis({
 *   baseURL: process.env.PORTCULLIS_URL,
 *   trustedOrigins: ['https://*.my-app.vercel.app'],
 *   socialProviders: { github: { clientId, clientSecret, redirectURI: 'https://my-app.com/api/auth/callback/github' } },
 *   plugins: [oAuthProxy({ productionURL: 'https://my-app.com' })],
 * });
 */
export function oAuthProxy(options: OAuthProxyOptions = {}) {
  return definePlugin({
    id: 'oauth-proxy',
    endpoints: { oAuthProxy: oAuthProxyCallback },
    hooks: { before: proxySignIn(options), after: forwardCallbackCookies() },
    // The production callback cannot read the preview's state cookie: the preview checks it.
    deferOAuthBrowserCheck: (state, context) => isForeignProxyURL(state.callbackURL, context),
  });
}
