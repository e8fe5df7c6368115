import { APIError, type StatusName, toErrorCode } from '../../plugin/index.js';
import { TWO_FACTOR_ERROR_CODES, type TwoFactorErrorCode } from './error-codes.js';

/** The `APIError` for one of {@link TWO_FACTOR_ERROR_CODES}, with its message. */
export function twoFactorError(status: StatusName, code: TwoFactorErrorCode): APIError {
  return new APIError(status, { code, message: TWO_FACTOR_ERROR_CODES[code] });
}

/** Better Auth 1.2.7's 400 when `totpOptions.disable` is set: "totp isn't configured". */
export function totpNotConfigured(): APIError {
  const message = "totp isn't configured";
  return new APIError('BAD_REQUEST', { code: toErrorCode(message), message });
}
