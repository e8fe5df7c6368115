/**
 * @module magic-link
 *
 * The `magicLink()` plugin: sign-in links sent by email, signing up on first use; Better Auth
 * 1.2.7's routes and answers.
 */
import { definePlugin } from '../../plugin/index.js';
import { createMagicLinkVerifyEndpoint } from './routes/magic-link-verify.js';
import { createSignInMagicLinkEndpoint } from './routes/sign-in-magic-link.js';
import type { SendMagicLink } from './settings.js';

export type { MagicLinkError, MagicLinkValue } from './magic-link-token.js';
export type { MagicLinkUser } from './routes/magic-link-verify.js';
export type { SendMagicLink } from './settings.js';

/** Options of {@link magicLink}; Better Auth 1.2.7's names, plus `rateLimitPerEmail`. */
export interface MagicLinkOptions {
  /**
   * Sends a link: `({ email, url, token }, request)`; `url` is the verify route's address with
   * the token and callbacks. Called after the response; a failure is logged and the link
   * withdrawn.
   */
  sendMagicLink: SendMagicLink;
  /** Lifetime of a link, in seconds. Default: 300 (5 minutes). */
  expiresIn?: number;
  /**
   * No sign-up by link: links go only to existing users (the answer is the same for every
   * address), and a link whose user is gone redirects with `error=failed_to_create_user`.
   * Default: false.
   */
  disableSignUp?: boolean;
  /**
   * Makes the link tokens instead of the default (32 random letters and digits from the CSPRNG).
   * Must be unguessable and unique.
   */
  generateToken?: (email: string) => Promise<string> | string;
  /**
   * Per-IP limit on `/sign-in/magic-link` and `/magic-link/verify`: `{ window (seconds), max }`.
   * Default: `{ window: 60, max: 5 }` (Better Auth's).
   */
  rateLimit?: { window: number; max: number };
  /**
   * Per-address limit on `/sign-in/magic-link`, on top of the per-IP one: `{ window (seconds),
   * max }`, or false for none. Counted for known and unknown addresses alike; applies while
   * `rateLimit.enabled`. Default: `{ window: 600, max: 5 }`.
   */
  rateLimitPerEmail?: { window: number; max: number } | false;
}

/**
 * The magic-link plugin, wire-compatible with Better Auth 1.2.7's `magicLink`.
 *
 * Routes: `POST /sign-in/magic-link` `{ email, name?, callbackURL?, newUserCallbackURL?,
 * errorCallbackURL? }` → `{ status: true }` (the link emailed after the response, the same for
 * every address); `GET /magic-link/verify?token&callbackURL…` → a session, then a 302 to the
 * callback (or `{ token, user }` without one); refused links redirect with `?error=`
 * `INVALID_TOKEN` / `EXPIRED_TOKEN` / `failed_to_create_user`.
 *
 * Links are single-use, live `expiresIn` seconds (default 300), and are stored in the
 * `verification` table under the token. Callback URLs must be relative or of a trusted origin
 * (403 otherwise).
 *
 * @throws Error (configuration) at start-up when `expiresIn` is not a positive integer.
 * @example
 * const auth = createPortcullis({
 *   database: './auth.db',
 *   plugins: [magicLink({ sendMagicLink: ({ email, url }) => mailer.send(email, url) })],
 * });
 */
export function magicLink(options: MagicLinkOptions) {
  const expiresIn = options.expiresIn ?? 300;
  if (!Number.isInteger(expiresIn) || expiresIn < 1) {
    throw new Error(
      `[portcullis] magicLink(): expiresIn must be a positive integer, got ${expiresIn}.`,
    );
  }
  const settings = {
    sendMagicLink: options.sendMagicLink,
    expiresIn,
    disableSignUp: options.disableSignUp ?? false,
    generateToken: options.generateToken,
    rateLimitPerEmail: options.rateLimitPerEmail ?? { window: 600, max: 5 },
  };
  const perIP = options.rateLimit ?? { window: 60, max: 5 };
  return definePlugin({
    id: 'magic-link',
    endpoints: {
      signInMagicLink: createSignInMagicLinkEndpoint(settings),
      magicLinkVerify: createMagicLinkVerifyEndpoint(settings),
    },
    rateLimit: [
      { path: '/sign-in/magic-link', ...perIP },
      { path: '/magic-link/verify', ...perIP },
    ],
  });
}
