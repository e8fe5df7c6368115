/**
 * Messages of the api-key plugin, word for word Better Auth 1.2.7's. Each key is the code the
 * error answers with (the message upper-cased, spaces to underscores).
 *
 * | Code | Status | When |
 * |---|---|---|
 * | `UNAUTHORIZED_SESSION` | 401 | create/update without a session (and, from a client, always with `userId`) |
 * | `SERVER_ONLY_PROPERTY` | 400 | a client sets `remaining`, `refill*`, `rateLimit*` or `permissions` |
 * | `METADATA_DISABLED` | 400 | `metadata` while `enableMetadata` is false |
 * | `INVALID_METADATA_TYPE` | 400 | `metadata` that is not an object |
 * | `REFILL_AMOUNT_AND_INTERVAL_REQUIRED`, `REFILL_INTERVAL_AND_AMOUNT_REQUIRED` | 400 | one of the pair alone |
 * | `KEY_DISABLED_EXPIRATION` | 400 | `expiresIn` while `keyExpiration.disableCustomExpiresTime` |
 * | `EXPIRES_IN_IS_TOO_SMALL`, `EXPIRES_IN_IS_TOO_LARGE` | 400 | outside `keyExpiration` min/max (days) |
 * | `INVALID_PREFIX_LENGTH`, `INVALID_NAME_LENGTH` | 400 | outside the configured lengths |
 * | `NO_VALUES_TO_UPDATE` | 400 | an update that changes nothing |
 * | `KEY_NOT_FOUND` | 404 | get/update/delete of a key the user does not own, or none |
 * | `USER_BANNED` | 401 | delete by a banned user |
 * | `INVALID_API_KEY` | 403 / 401 | `x-api-key` too short or refused by the validator (403), unknown (401) |
 * | `KEY_DISABLED`, `KEY_EXPIRED`, `USAGE_EXCEEDED`, `RATE_LIMIT_EXCEEDED` | 401 / 429 | `x-api-key` of a key that may not be used now (Portcullis) |
 *
 * @see https://www.better-auth.com/docs/plugins/api-key
 */
export const API_KEY_ERROR_CODES = {
  INVALID_METADATA_TYPE: 'metadata must be an object or undefined',
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: 'refillAmount is required when refillInterval is provided',
  REFILL_INTERVAL_AND_AMOUNT_REQUIRED: 'refillInterval is required when refillAmount is provided',
  USER_BANNED: 'User is banned',
  UNAUTHORIZED_SESSION: 'Unauthorized or invalid session',
  KEY_NOT_FOUND: 'API Key not found',
  KEY_DISABLED: 'API Key is disabled',
  KEY_EXPIRED: 'API Key has expired',
  USAGE_EXCEEDED: 'API Key has reached its usage limit',
  KEY_NOT_RECOVERABLE: 'API Key is not recoverable',
  EXPIRES_IN_IS_TOO_SMALL: 'The expiresIn is smaller than the predefined minimum value.',
  EXPIRES_IN_IS_TOO_LARGE: 'The expiresIn is larger than the predefined maximum value.',
  INVALID_REMAINING: 'The remaining count is either too large or too small.',
  INVALID_PREFIX_LENGTH: 'The prefix length is either too large or too small.',
  INVALID_NAME_LENGTH: 'The name length is either too large or too small.',
  METADATA_DISABLED: 'Metadata is disabled.',
  RATE_LIMIT_EXCEEDED: 'Rate limit exceeded.',
  NO_VALUES_TO_UPDATE: 'No values to update.',
  KEY_DISABLED_EXPIRATION: 'Custom key expiration values are disabled.',
  INVALID_API_KEY: 'Invalid API key.',
  INVALID_USER_ID_FROM_API_KEY: 'The user id from the API key is invalid.',
  INVALID_API_KEY_GETTER_RETURN_TYPE:
    'API Key getter returned an invalid key type. Expected string.',
  SERVER_ONLY_PROPERTY:
    "The property you're trying to set can only be set from the server auth instance only.",
} as const;

/** A code of {@link API_KEY_ERROR_CODES}. */
export type ApiKeyErrorCode = keyof typeof API_KEY_ERROR_CODES;
