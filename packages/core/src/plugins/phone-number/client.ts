import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointResult,
} from '../../plugin/client.js';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
import type { phoneNumber } from './index.js';
import type { createForgetPasswordPhoneNumberEndpoint } from './routes/forget-password-phone-number.js';
import type { createResetPasswordPhoneNumberEndpoint } from './routes/reset-password-phone-number.js';
import type { createSendPhoneNumberOTPEndpoint } from './routes/send-phone-number-otp.js';
import type { createSignInPhoneNumberEndpoint } from './routes/sign-in-phone-number.js';
import type { createVerifyPhoneNumberEndpoint } from './routes/verify-phone-number.js';

type SignIn = ReturnType<typeof createSignInPhoneNumberEndpoint>;
type Send = ReturnType<typeof createSendPhoneNumberOTPEndpoint>;
type Verify = ReturnType<typeof createVerifyPhoneNumberEndpoint>;
type Forget = ReturnType<typeof createForgetPasswordPhoneNumberEndpoint>;
type Reset = ReturnType<typeof createResetPasswordPhoneNumberEndpoint>;
type Call<E> = (input: EndpointBody<E>) => Promise<ClientResult<EndpointResult<E>>>;

/** The calls {@link phoneNumberClient} adds, named as Better Auth 1.2.7's client names them. */
export interface PhoneNumberMethods {
  signIn: {
    /**
     * `POST /sign-in/phone-number` `{ phoneNumber, password, rememberMe? }`: signs in with the
     * number's password, then reloads the session store. Errors: 400 `INVALID_PHONE_NUMBER`; 401
     * `INVALID_PHONE_NUMBER_OR_PASSWORD`, `PHONE_NUMBER_NOT_VERIFIED`; 429.
     *
     * @example await client.signIn.phoneNumber({ phoneNumber: '+14155552671', password });
     */
    phoneNumber: Call<SignIn>;
  };
  phoneNumber: {
    /**
     * `POST /phone-number/send-otp` `{ phoneNumber }`: texts a code; `{ message: 'code sent' }`.
     * Errors: 400 `INVALID_PHONE_NUMBER`; 429; 501 without a sender on the server.
     */
    sendOtp: Call<Send>;
    /**
     * `POST /phone-number/verify` `{ phoneNumber, code, disableSession?, updatePhoneNumber? }`:
     * verifies the number and signs in (up), or with `updatePhoneNumber` sets it on the signed-in
     * user; the session store then reloads. Errors: 400 `OTP_NOT_FOUND`, `OTP_EXPIRED`,
     * `INVALID_OTP`, `PHONE_NUMBER_ALREADY_EXIST`; 401 `USER_NOT_FOUND`; 403 `TOO_MANY_ATTEMPTS`.
     */
    verify: Call<Verify>;
    /** `POST /phone-number/forget-password` `{ phoneNumber }`: texts a reset code; `{ status: true }` for every number. */
    forgetPassword: Call<Forget>;
    /**
     * `POST /phone-number/reset-password` `{ phoneNumber, otp, newPassword }`: sets a new
     * password. Errors: 400 `INVALID_OTP`, `OTP_NOT_FOUND`, `OTP_EXPIRED`, `PASSWORD_TOO_SHORT`,
     * `PASSWORD_TOO_LONG`; 403 `TOO_MANY_ATTEMPTS`.
     */
    resetPassword: Call<Reset>;
  };
}

/** What {@link phoneNumberClient} returns. */
export interface PhoneNumberClientPlugin {
  id: 'phone-number';
  /** Type only: the server plugin, whose `phoneNumber` and `phoneNumberVerified` type the user. */
  $InferServerPlugin?: ReturnType<typeof phoneNumber>;
  methods(ctx: ClientPluginContext): PhoneNumberMethods;
  $ERROR_CODES: typeof PHONE_NUMBER_ERROR_CODES;
}

/**
 * The client side of the `phoneNumber()` plugin, Better Auth 1.2.7's `phoneNumberClient` calls:
 * `client.signIn.phoneNumber`, `client.phoneNumber.sendOtp`, `client.phoneNumber.verify`,
 * `client.phoneNumber.forgetPassword` and `client.phoneNumber.resetPassword`; types
 * `phoneNumber` and `phoneNumberVerified` on the session's user; adds the plugin's codes to
 * `client.$ERROR_CODES`.
 *
 * @example
 * const client = createAuthClient({ plugins: [phoneNumberClient()] });
 * await client.phoneNumber.sendOtp({ phoneNumber: '+14155552671' });
 * const { error } = await client.phoneNumber.verify({ phoneNumber: '+14155552671', code });
 * if (error?.code === 'TOO_MANY_ATTEMPTS') askForANewCode();
 */
export function phoneNumberClient(): PhoneNumberClientPlugin {
  return {
    id: 'phone-number',
    methods: (ctx) => ({
      signIn: { phoneNumber: (input) => ctx.post('/sign-in/phone-number', input, true) },
      phoneNumber: {
        sendOtp: (input) => ctx.post('/phone-number/send-otp', input, false),
        verify: (input) => ctx.post('/phone-number/verify', input, true),
        forgetPassword: (input) => ctx.post('/phone-number/forget-password', input, false),
        resetPassword: (input) => ctx.post('/phone-number/reset-password', input, false),
      },
    }),
    $ERROR_CODES: PHONE_NUMBER_ERROR_CODES,
  };
}
