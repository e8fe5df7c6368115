import { APIError, type StatusName, toErrorCode } from '../../plugin/index.js';
import { API_KEY_ERROR_CODES, type ApiKeyErrorCode } from './error-codes.js';

/**
 * The APIError of `code`, with its message. As in Better Auth 1.2.7, the answer's `code` is the
 * message upper-cased (`UNAUTHORIZED_OR_INVALID_SESSION`), not the catalogue's key.
 */
export function apiKeyError(status: StatusName, code: ApiKeyErrorCode): APIError {
  const message = API_KEY_ERROR_CODES[code];
  return new APIError(status, { code: toErrorCode(message), message });
}
