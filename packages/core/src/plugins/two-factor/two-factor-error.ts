import { APIError, type StatusName } from '../../plugin/index.js';
import { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from './error-codes.js';

/** The `APIError` for one of {@link TWO_FACTOR_ERROR_CODES}, with its message. */
export function twoFactorError(status: StatusName, code: TwoFactorErrorCode): APIError {
  return new APIError(status, { code, message: TWO_FACTOR_ERROR_CODES[code] });
}
