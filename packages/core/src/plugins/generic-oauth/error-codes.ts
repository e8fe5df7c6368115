/**
 * Messages of the generic-oauth plugin, word for word from Better Auth 1.2.7. Each key is the
 * code the error answers with.
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `INVALID_OAUTH_CONFIGURATION` | 400 | the provider has no authorization or token endpoint (none configured, discovery failed) |
 */
export const GENERIC_OAUTH_ERROR_CODES = {
  INVALID_OAUTH_CONFIGURATION: 'Invalid OAuth configuration',
} as const;

/** `No config found for provider {id}`: 400 from `/sign-in/oauth2` and the callback. */
export const noConfigMessage = (providerId: string) => `No config found for provider ${providerId}`;
