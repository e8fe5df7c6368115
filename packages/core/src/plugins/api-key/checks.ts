import { apiKeyError } from './api-key-error.js';
import type { ApiKeySettings } from './options.js';

/** `name` within `minimumNameLength`–`maximumNameLength` (400 INVALID_NAME_LENGTH). */
export function assertNameLength(settings: ApiKeySettings, name: string): void {
  if (name.length < settings.nameLength.min || name.length > settings.nameLength.max) {
    throw apiKeyError('BAD_REQUEST', 'INVALID_NAME_LENGTH');
  }
}

/**
 * `expiresIn` (seconds) allowed and within `keyExpiration`'s bounds, which are in days
 * (400 KEY_DISABLED_EXPIRATION, EXPIRES_IN_IS_TOO_SMALL, EXPIRES_IN_IS_TOO_LARGE).
 */
export function assertExpiresIn(settings: ApiKeySettings, expiresIn: number | null): void {
  if (settings.expiration.disableCustom) {
    throw apiKeyError('BAD_REQUEST', 'KEY_DISABLED_EXPIRATION');
  }
  if (expiresIn === null) return;
  const days = expiresIn / 86_400;
  if (days < settings.expiration.minDays) {
    throw apiKeyError('BAD_REQUEST', 'EXPIRES_IN_IS_TOO_SMALL');
  }
  if (days > settings.expiration.maxDays) {
    throw apiKeyError('BAD_REQUEST', 'EXPIRES_IN_IS_TOO_LARGE');
  }
}

/** A plain object (400 INVALID_METADATA_TYPE otherwise). */
export function assertMetadata(metadata: unknown): asserts metadata is object {
  if (typeof metadata !== 'object' || metadata === null) {
    throw apiKeyError('BAD_REQUEST', 'INVALID_METADATA_TYPE');
  }
}

/** Both of `refillAmount` and `refillInterval`, or neither. */
export function assertRefillPair(refillAmount: unknown, refillInterval: unknown): void {
  if (refillAmount && !refillInterval) {
    throw apiKeyError('BAD_REQUEST', 'REFILL_AMOUNT_AND_INTERVAL_REQUIRED');
  }
  if (refillInterval && !refillAmount) {
    throw apiKeyError('BAD_REQUEST', 'REFILL_INTERVAL_AND_AMOUNT_REQUIRED');
  }
}
