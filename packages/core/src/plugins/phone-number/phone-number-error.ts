import { APIError, type StatusName } from '../../plugin/index.js';
import { PHONE_NUMBER_ERROR_CODES, type PhoneNumberErrorCode } from './error-codes.js';

/** The APIError of `code`, with its message. */
export function phoneNumberError(status: StatusName, code: PhoneNumberErrorCode): APIError {
  return new APIError(status, { code, message: PHONE_NUMBER_ERROR_CODES[code] });
}
