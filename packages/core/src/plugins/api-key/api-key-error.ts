import { APIError, type StatusName } from '../../plugin/index.js';
import { API_KEY_ERROR_CODES, type ApiKeyErrorCode } from './error-codes.js';

/** The APIError of `code`, with its message. */
export function apiKeyError(status: StatusName, code: ApiKeyErrorCode): APIError {
  return new APIError(status, { code, message: API_KEY_ERROR_CODES[code] });
}
