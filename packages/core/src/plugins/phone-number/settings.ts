import type { PhoneOTPSettings } from './otp.js';
import type { UserWithPhoneNumber } from './phone-number-user.js';
import type { PhoneNumberRateLimit, SendPhoneOTP } from './send-otp.js';
import type { PhoneNumberValidator } from './validate-phone-number.js';

/** `signUpOnVerification`: how a user is made for a verified number that has none. */
export interface SignUpOnVerification {
  /** The new user's email (required: every user has one), e.g. `${number}@phone.example.com`. */
  getTempEmail: (phoneNumber: string) => string;
  /** The new user's name. Default: the number. */
  getTempName?: (phoneNumber: string) => string;
}

/** Called after a number is verified: `({ phoneNumber, user }, request)`. */
export type CallbackOnVerification = (
  data: { phoneNumber: string; user: UserWithPhoneNumber },
  request?: Request,
) => Promise<void> | void;

/** The resolved options the routes share. */
export interface PhoneNumberSettings {
  otp: PhoneOTPSettings;
  validator: PhoneNumberValidator;
  sendOTP: SendPhoneOTP | undefined;
  sendForgetPasswordOTP: SendPhoneOTP | undefined;
  requireVerification: boolean;
  signUpOnVerification: SignUpOnVerification | undefined;
  callbackOnVerification: CallbackOnVerification | undefined;
  rateLimitPerPhoneNumber: PhoneNumberRateLimit | false;
}
