import type { AuthenticatorSelectionCriteria } from '@simplewebauthn/server';
import type { RequestScope } from '../../plugin/index.js';

/** Options of `passkey()`. Every one is optional; the defaults are Better Auth 1.2.7's. */
export interface PasskeyOptions {
  /**
   * The relying-party id: the domain the passkeys are bound to, e.g. `'example.com'` (no scheme,
   * no port). A passkey made for `example.com` works on it and its subdomains; changing it later
   * orphans every registered passkey. Default: the hostname of `baseURL` (Better Auth's rule).
   */
  rpID?: string;
  /** The name authenticators show for the site. Default: `appName`. */
  rpName?: string;
  /**
   * The origin(s) (`scheme://host[:port]`) the browser ceremony must have run on, compared with
   * the origin in the authenticator's signed client data. Default (Better Auth's rule): the
   * request's `Origin` header (which the origin check has already held against `baseURL` and
   * `trustedOrigins` on cookie-carrying POSTs); a request without one answers 400.
   */
  origin?: string | string[] | null;
  /**
   * Merged over the default authenticator selection `{ residentKey: 'preferred',
   * userVerification: 'preferred' }` of the registration options; the `authenticatorAttachment`
   * query parameter of generate-register-options wins over it.
   */
  authenticatorSelection?: AuthenticatorSelectionCriteria;
  /**
   * Most characters of a passkey's `name`. Default: 256. Longer answers 400 `VALIDATION_ERROR`
   * 'Invalid body parameters' (Better Auth stores any length).
   */
  maxNameLength?: number;
  /** Rarely needed settings, as Better Auth names them. */
  advanced?: {
    /**
     * Name of the signed cookie that binds a ceremony's challenge to the browser, after the
     * cookie prefix: `{prefix}.{name}`. Default: `'better-auth-passkey'` (Better Auth's).
     */
    webAuthnChallengeCookie?: string;
  };
}

/** {@link PasskeyOptions} with the defaults filled in, shared by the routes. */
export interface PasskeyConfig {
  rpID: string | undefined;
  rpName: string | undefined;
  origin: string | string[] | null;
  authenticatorSelection: AuthenticatorSelectionCriteria | undefined;
  challengeCookie: string;
}

/** Resolves the options once, at plugin creation. */
export function resolvePasskeyConfig(options: PasskeyOptions): PasskeyConfig {
  return {
    rpID: options.rpID,
    rpName: options.rpName,
    origin: options.origin ?? null,
    authenticatorSelection: options.authenticatorSelection,
    challengeCookie: options.advanced?.webAuthnChallengeCookie ?? 'better-auth-passkey',
  };
}

/** The relying-party id: the option, else `baseURL`'s hostname, else `'localhost'`. */
export function rpIDOf(ctx: RequestScope, config: PasskeyConfig): string {
  if (config.rpID) return config.rpID;
  const { baseURL } = ctx.context.options;
  return baseURL ? new URL(baseURL).hostname : 'localhost';
}

/**
 * The origin(s) a ceremony must have run on: the `origin` option, else the request's `Origin`
 * header when it is `baseURL`'s origin or a trusted one, else null (the routes answer 400, as
 * Better Auth does without an origin).
 */
export function expectedOriginOf(
  ctx: RequestScope,
  config: PasskeyConfig,
): string | string[] | null {
  if (config.origin && config.origin.length > 0) return config.origin;
  const origin = ctx.headers.get('origin');
  return origin && ctx.context.trustedOrigins.isTrusted(origin) ? origin : null;
}
