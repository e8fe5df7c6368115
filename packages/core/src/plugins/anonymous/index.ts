/**
 * @module anonymous
 *
 * The `anonymous()` plugin: a visitor gets a real session without an account
 * (`POST /sign-in/anonymous`), and the anonymous user is linked to, then replaced by, the
 * account they sign in or up with later. Better Auth 1.2.7's routes, column and answers.
 */
import { definePlugin, type EndpointContext } from '../../plugin/index.js';
import { ANONYMOUS_ERROR_CODES } from './error-codes.js';
import { createAnonymousLinkHook } from './link-hook.js';
import { createSignInAnonymousEndpoint } from './routes/sign-in-anonymous.js';
import { anonymousSchema } from './schema.js';
import type { AnonymousLinkData } from './settings.js';

export { ANONYMOUS_ERROR_CODES, type AnonymousErrorCode } from './error-codes.js';
export type { AnonymousAnswerUser } from './routes/sign-in-anonymous.js';
export type { UserWithAnonymous } from './schema.js';
export type { AnonymousLinkData } from './settings.js';

/** Options of {@link anonymous}; Better Auth 1.2.7's names, plus `generateName`. */
export interface AnonymousOptions {
  /**
   * The domain of the placeholder email each anonymous user gets, `temp-{random}@{domain}`.
   * Default: the origin of `baseURL` (e.g. `http://localhost:3000`), as Better Auth 1.2.7 writes
   * it; set a domain you own, e.g. `'guest.example.com'`.
   */
  emailDomainName?: string;
  /**
   * The `name` of a new anonymous user; receives the endpoint's context. Default: 'Anonymous'.
   * (Better Auth adds this option after 1.2.7.)
   */
  generateName?: (ctx: EndpointContext<any, any>) => string | Promise<string>;
  /**
   * Called, and awaited, when a browser signed in as an anonymous user signs in or up as a real
   * user, on whatever route does it, before the anonymous user is deleted: move their data here.
   * `{ anonymousUser: { user, session }, newUser: { user, session } }`. A throw fails the
   * request (the new session stays created, as in Better Auth).
   */
  onLinkAccount?: (data: AnonymousLinkData) => void | Promise<void>;
  /** Keep the anonymous user (and its rows) after linking. Default: false (deleted). */
  disableDeleteAnonymousUser?: boolean;
}

/**
 * The anonymous plugin, wire-compatible with Better Auth 1.2.7's `anonymous`.
 *
 * - Adds `user.isAnonymous` (boolean, optional; not settable by clients); run `migrate(auth)`.
 * - `POST /sign-in/anonymous` → `{ token, user: { id, email, emailVerified, name, createdAt,
 *   updatedAt } }`, session cookie set. From a browser already signed in anonymously: 400
 *   `ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY`.
 * - Linking: whenever a route creates a session for another user while the request carries an
 *   anonymous user's session, `onLinkAccount` runs and the anonymous user is deleted (unless
 *   `disableDeleteAnonymousUser`). Every sign-in route links, not only those whose path Better
 *   Auth 1.2.7 matches. List `anonymous()` after `twoFactor()`, so a sign-in that still awaits
 *   its second factor does not link.
 *
 * @see docs/anonymous.md
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 *   plugins: [
 *     anonymous({
 *       emailDomainName: 'guest.example.com',
 *       onLinkAccount: ({ anonymousUser, newUser }) => carts.move(anonymousUser.user.id, newUser.user.id),
 *     }),
 *   ],
 * });
 */
export function anonymous(options: AnonymousOptions = {}) {
  const settings = {
    emailDomainName: options.emailDomainName,
    generateName: options.generateName,
    onLinkAccount: options.onLinkAccount,
    disableDeleteAnonymousUser: options.disableDeleteAnonymousUser ?? false,
  };
  return definePlugin({
    id: 'anonymous',
    schema: anonymousSchema,
    endpoints: { signInAnonymous: createSignInAnonymousEndpoint(settings) },
    hooks: { after: createAnonymousLinkHook(settings) },
    $ERROR_CODES: ANONYMOUS_ERROR_CODES,
  });
}
