import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointResult,
} from '../../plugin/client.js';
import { EMAIL_OTP_ERROR_CODES } from './error-codes.js';
import type { createForgetPasswordEmailOTPEndpoint } from './routes/forget-password-email-otp.js';
import type { createResetPasswordEmailOTPEndpoint } from './routes/reset-password-email-otp.js';
import type { createSendVerificationOTPEndpoint } from './routes/send-verification-otp.js';
import type { createSignInEmailOTPEndpoint } from './routes/sign-in-email-otp.js';
import type { createVerifyEmailOTPEndpoint } from './routes/verify-email-otp.js';

type Send = ReturnType<typeof createSendVerificationOTPEndpoint>;
type SignIn = ReturnType<typeof createSignInEmailOTPEndpoint>;
type Verify = ReturnType<typeof createVerifyEmailOTPEndpoint>;
type Forget = ReturnType<typeof createForgetPasswordEmailOTPEndpoint>;
type Reset = ReturnType<typeof createResetPasswordEmailOTPEndpoint>;
type Call<E> = (input: EndpointBody<E>) => Promise<ClientResult<EndpointResult<E>>>;

/** The calls {@link emailOTPClient} adds, named as Better Auth 1.2.7's client names them. */
export interface EmailOTPMethods {
  emailOtp: {
    /**
     * `POST /email-otp/send-verification-otp` `{ email, type }`: emails a code;
     * `{ success: true }` for every address. Errors: 400 `INVALID_EMAIL`; 429.
     *
     * @example await client.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
     */
    sendVerificationOtp: Call<Send>;
    /**
     * `POST /email-otp/verify-email` `{ email, otp }`: verifies the address (and signs in with
     * `autoSignInAfterVerification`; the session store then reloads). Errors: 400
     * `INVALID_OTP`, `OTP_EXPIRED`, `USER_NOT_FOUND`; 403 `TOO_MANY_ATTEMPTS`.
     */
    verifyEmail: Call<Verify>;
    /**
     * `POST /email-otp/reset-password` `{ email, otp, password }`: sets a new password. Errors:
     * 400 `INVALID_OTP`, `OTP_EXPIRED`, `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`; 403
     * `TOO_MANY_ATTEMPTS`.
     */
    resetPassword: Call<Reset>;
  };
  signIn: {
    /**
     * `POST /sign-in/email-otp` `{ email, otp }`: signs in (up, for a new address), then
     * reloads the session store. Errors: 400 `INVALID_OTP`, `OTP_EXPIRED`, `USER_NOT_FOUND`;
     * 403 `TOO_MANY_ATTEMPTS`.
     *
     * @example await client.signIn.emailOtp({ email, otp: '123456' });
     */
    emailOtp: Call<SignIn>;
  };
  forgetPassword: {
    /**
     * `POST /forget-password/email-otp` `{ email }`: emails a password-reset code;
     * `{ success: true }` for every address.
     */
    emailOtp: Call<Forget>;
  };
}

/** What {@link emailOTPClient} returns. */
export interface EmailOTPClientPlugin {
  id: 'email-otp';
  methods(ctx: ClientPluginContext): EmailOTPMethods;
  $ERROR_CODES: typeof EMAIL_OTP_ERROR_CODES;
}

/**
 * The client side of the `emailOTP()` plugin, Better Auth 1.2.7's `emailOTPClient` calls:
 * `client.emailOtp.sendVerificationOtp`, `client.signIn.emailOtp`, `client.emailOtp.verifyEmail`,
 * `client.forgetPassword.emailOtp` and `client.emailOtp.resetPassword`; adds the plugin's codes
 * to `client.$ERROR_CODES`.
 *
 * @example
 * const client = createAuthClient({ plugins: [emailOTPClient()] });
 * await client.emailOtp.sendVerificationOtp({ email, type: 'sign-in' });
 * const { error } = await client.signIn.emailOtp({ email, otp });
 * if (error?.code === 'TOO_MANY_ATTEMPTS') askForANewCode();
 */
export function emailOTPClient(): EmailOTPClientPlugin {
  return {
    id: 'email-otp',
    methods: (ctx) => ({
      emailOtp: {
        sendVerificationOtp: (input) => ctx.post('/email-otp/send-verification-otp', input, false),
        verifyEmail: (input) => ctx.post('/email-otp/verify-email', input, true),
        resetPassword: (input) => ctx.post('/email-otp/reset-password', input, false),
      },
      signIn: { emailOtp: (input) => ctx.post('/sign-in/email-otp', input, true) },
      forgetPassword: { emailOtp: (input) => ctx.post('/forget-password/email-otp', input, false) },
    }),
    $ERROR_CODES: EMAIL_OTP_ERROR_CODES,
  };
}
