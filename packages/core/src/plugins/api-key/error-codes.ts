/**
 * Messages of the api-key plugin, word for word Better Auth 1.2.7's, under Better Auth's names.
 * The code an answer carries is the message upper-cased ({@link API_KEY_ERROR_CODES}); the table
 * below names them by Better Auth's names.
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
const API_KEY_MESSAGES = {
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

/** A message of the plugin, under Better Auth 1.2.7's name for it (its `$ERROR_CODES` keys). */
export type ApiKeyMessageName = keyof typeof API_KEY_MESSAGES;

/** The message named `name`. */
export const apiKeyMessage = (name: ApiKeyMessageName): string => API_KEY_MESSAGES[name];

/**
 * The plugin's error codes as its answers carry them (the message upper-cased, spaces to
 * underscores, other punctuation dropped, as Better Auth 1.2.7 answers), each with its message:
 * `client.$ERROR_CODES` and the React kit's dictionaries use these.
 */
export const API_KEY_ERROR_CODES = {
  METADATA_MUST_BE_AN_OBJECT_OR_UNDEFINED: 'metadata must be an object or undefined',
  REFILLAMOUNT_IS_REQUIRED_WHEN_REFILLINTERVAL_IS_PROVIDED:
    'refillAmount is required when refillInterval is provided',
  REFILLINTERVAL_IS_REQUIRED_WHEN_REFILLAMOUNT_IS_PROVIDED:
    'refillInterval is required when refillAmount is provided',
  USER_IS_BANNED: 'User is banned',
  UNAUTHORIZED_OR_INVALID_SESSION: 'Unauthorized or invalid session',
  API_KEY_NOT_FOUND: 'API Key not found',
  API_KEY_IS_DISABLED: 'API Key is disabled',
  API_KEY_HAS_EXPIRED: 'API Key has expired',
  API_KEY_HAS_REACHED_ITS_USAGE_LIMIT: 'API Key has reached its usage limit',
  API_KEY_IS_NOT_RECOVERABLE: 'API Key is not recoverable',
  THE_EXPIRESIN_IS_SMALLER_THAN_THE_PREDEFINED_MINIMUM_VALUE:
    'The expiresIn is smaller than the predefined minimum value.',
  THE_EXPIRESIN_IS_LARGER_THAN_THE_PREDEFINED_MAXIMUM_VALUE:
    'The expiresIn is larger than the predefined maximum value.',
  THE_REMAINING_COUNT_IS_EITHER_TOO_LARGE_OR_TOO_SMALL:
    'The remaining count is either too large or too small.',
  THE_PREFIX_LENGTH_IS_EITHER_TOO_LARGE_OR_TOO_SMALL:
    'The prefix length is either too large or too small.',
  THE_NAME_LENGTH_IS_EITHER_TOO_LARGE_OR_TOO_SMALL:
    'The name length is either too large or too small.',
  METADATA_IS_DISABLED: 'Metadata is disabled.',
  RATE_LIMIT_EXCEEDED: 'Rate limit exceeded.',
  NO_VALUES_TO_UPDATE: 'No values to update.',
  CUSTOM_KEY_EXPIRATION_VALUES_ARE_DISABLED: 'Custom key expiration values are disabled.',
  INVALID_API_KEY: 'Invalid API key.',
  THE_USER_ID_FROM_THE_API_KEY_IS_INVALID: 'The user id from the API key is invalid.',
  API_KEY_GETTER_RETURNED_AN_INVALID_KEY_TYPE_EXPECTED_STRING:
    'API Key getter returned an invalid key type. Expected string.',
  THE_PROPERTY_YOURE_TRYING_TO_SET_CAN_ONLY_BE_SET_FROM_THE_SERVER_AUTH_INSTANCE_ONLY:
    "The property you're trying to set can only be set from the server auth instance only.",
} as const;

/** A code of {@link API_KEY_ERROR_CODES}. */
export type ApiKeyErrorCode = keyof typeof API_KEY_ERROR_CODES;
