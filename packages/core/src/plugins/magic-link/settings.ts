/** The app's sender: `sendMagicLink({ email, url, token }, request)`. */
export type SendMagicLink = (
  data: { email: string; url: string; token: string },
  request?: Request,
) => Promise<void> | void;

/** The resolved options the routes share. */
export interface MagicLinkSettings {
  sendMagicLink: SendMagicLink;
  /** Lifetime of a link, in seconds. */
  expiresIn: number;
  disableSignUp: boolean;
  generateToken: ((email: string) => Promise<string> | string) | undefined;
  /** Per-address limit on `/sign-in/magic-link` (`window` in seconds), or false. */
  rateLimitPerEmail: { window: number; max: number } | false;
}
