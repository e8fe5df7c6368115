import { APIError, type StatusName } from '../../plugin/index.js';
import { EMAIL_OTP_ERROR_CODES, type EmailOTPErrorCode } from './error-codes.js';

/** The APIError of `code`, with its message. */
export function emailOTPError(status: StatusName, code: EmailOTPErrorCode): APIError {
  return new APIError(status, { code, message: EMAIL_OTP_ERROR_CODES[code] });
}
