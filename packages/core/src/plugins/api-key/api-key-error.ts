import { APIError, type StatusName, toErrorCode } from '../../plugin/index.js';
import { type ApiKeyMessageName, apiKeyMessage } from './error-codes.js';

/**
 * The APIError of the message Better Auth names `name`. As in Better Auth 1.2.7, the answer's `code` is the
 * message upper-cased (`UNAUTHORIZED_OR_INVALID_SESSION`), not the catalogue's key.
 */
export function apiKeyError(status: StatusName, name: ApiKeyMessageName): APIError {
  const message = apiKeyMessage(name);
  return new APIError(status, { code: toErrorCode(message), message });
}
