import type { SessionWithUser } from '../../plugin/index.js';

/** Where the plugin's tokens live in the `verification` table: `one-time-token:<token>`. */
export const ONE_TIME_TOKEN_PREFIX = 'one-time-token:';

/** Makes a one-time token for a session; see `OneTimeTokenOptions.generateToken`. */
export type GenerateOneTimeToken = (session: SessionWithUser) => string | Promise<string>;

/** The one-time-token plugin's resolved options. */
export interface OneTimeTokenSettings {
  /** Lifetime of a token, in minutes. */
  expiresInMinutes: number;
  disableClientRequest: boolean;
  generateToken: GenerateOneTimeToken | undefined;
}
