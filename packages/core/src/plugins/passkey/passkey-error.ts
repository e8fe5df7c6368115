import { APIError, type StatusName } from '../../plugin/index.js';
import { PASSKEY_ERROR_CODES, type PasskeyErrorCode } from './error-codes.js';

/** An {@link APIError} with a passkey code and its message. */
export function passkeyError(status: StatusName, code: PasskeyErrorCode): APIError {
  return new APIError(status, { code, message: PASSKEY_ERROR_CODES[code] });
}
