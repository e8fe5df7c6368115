/** Options of `oneTap`: Better Auth 1.2.7's. */
export interface OneTapOptions {
  /** No sign-up: a token whose email has no user answers 502 'User not found'. Default: false. */
  disableSignup?: boolean;
  /**
   * The Google client id the ID tokens must be issued to (`aud`). Default:
   * `socialProviders.google.clientId`. With neither, every token is refused (Better Auth 1.2.7
   * then skips the audience check and takes a token issued to any Google client).
   */
  clientId?: string;
}
