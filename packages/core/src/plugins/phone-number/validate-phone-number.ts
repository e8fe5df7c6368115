import { createRequire } from 'node:module';
import type { isValidPhoneNumber } from 'libphonenumber-js';
import type { EndpointContext } from '../../plugin/index.js';
import { phoneNumberError } from './phone-number-error.js';

/** An app's check of a phone number: true to accept it. */
export type PhoneNumberValidator = (phoneNumber: string) => boolean | Promise<boolean>;

// E.164: a `+`, the country code (no leading 0) and at most 15 digits in all, nothing else.
const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * The default `phoneNumberValidator`: true for a number written in E.164 (`+14155552671`: a `+`,
 * digits only, at most 15) that `libphonenumber-js` knows as a valid number of its country (its
 * length and prefixes). Spaces, dashes, brackets and national forms (`0612345678`) are refused:
 * a number must have one spelling, since it is looked up and stored as typed.
 *
 * @example
 * isE164PhoneNumber('+14155552671'); // true
 * isE164PhoneNumber('+1 415 555 2671'); // false
 */
export function isE164PhoneNumber(phoneNumber: string): boolean {
  return E164.test(phoneNumber) && loadLibphonenumber().isValidPhoneNumber(phoneNumber);
}

let libphonenumber: { isValidPhoneNumber: typeof isValidPhoneNumber } | undefined;

/**
 * `libphonenumber-js`, an optional peer dependency (13 MB installed, so only apps that check
 * numbers with it install it), loaded on first use and kept.
 *
 * @throws Error naming `npm install libphonenumber-js` when it is not installed.
 */
export function loadLibphonenumber(): { isValidPhoneNumber: typeof isValidPhoneNumber } {
  if (libphonenumber) return libphonenumber;
  try {
    libphonenumber = createRequire(import.meta.url)('libphonenumber-js');
  } catch (cause) {
    throw new Error(
      '[portcullis] phoneNumber() checks numbers with libphonenumber-js by default: npm install libphonenumber-js, or pass your own phoneNumberValidator',
      { cause },
    );
  }
  return libphonenumber!;
}

/**
 * Whether `validator` accepts `phoneNumber`; a validator that throws refuses it (logged), so a
 * bug in an app's check answers 400, not 500.
 */
export async function acceptsPhoneNumber(
  ctx: EndpointContext<any, any>,
  validator: PhoneNumberValidator,
  phoneNumber: string,
): Promise<boolean> {
  try {
    return (await validator(phoneNumber)) === true;
  } catch (error) {
    ctx.context.logger.error('phoneNumberValidator threw; the number is refused', error);
    return false;
  }
}

/** @throws APIError 400 INVALID_PHONE_NUMBER 'Invalid phone number' when `validator` refuses it. */
export async function assertValidPhoneNumber(
  ctx: EndpointContext<any, any>,
  validator: PhoneNumberValidator,
  phoneNumber: string,
): Promise<void> {
  if (!(await acceptsPhoneNumber(ctx, validator, phoneNumber))) {
    throw phoneNumberError('BAD_REQUEST', 'INVALID_PHONE_NUMBER');
  }
}
