/**
 * @module two-factor/client
 *
 * `twoFactorClient()`: the browser half of {@link twoFactor}, with Better Auth 1.2.7's
 * `twoFactorClient` names and shapes: `client.twoFactor.enable`, `disable`, `getTotpUri`,
 * `verifyTotp`, `sendOtp`, `verifyOtp`, `generateBackupCodes`, `verifyBackupCode`, the
 * `onTwoFactorRedirect` option, `user.twoFactorEnabled` on the user type, and the plugin's
 * error codes in `client.$ERROR_CODES`.
 *
 * @see docs/two-factor.md
 */
import type { ClientPluginContext, ClientResult, FieldsOutput } from '../../plugin/client.js';
import type {
  EnableTwoFactorResult,
  GenerateBackupCodesResult,
  GetTotpUriResult,
  TwoFactorRedirect,
  TwoFactorStatusResult,
  TwoFactorVerifyResult,
  VerifyBackupCodeResult,
} from './answers.js';
import { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
import type { twoFactorSchema } from './schema.js';

export type {
  EnableTwoFactorResult,
  GenerateBackupCodesResult,
  GetTotpUriResult,
  TwoFactorRedirect,
  TwoFactorStatusResult,
  TwoFactorUser,
  TwoFactorVerifyResult,
  VerifyBackupCodeResult,
} from './answers.js';

/** Body of `twoFactor.enable`: the account password, and an issuer shown by authenticator apps (default: the plugin's `issuer`, else `appName`). */
export interface EnableTwoFactorInput {
  password: string;
  issuer?: string;
}

/** Body of `twoFactor.disable`, `getTotpUri` and `generateBackupCodes`: the account password. */
export interface TwoFactorPasswordInput {
  password: string;
}

/**
 * Body of `twoFactor.verifyTotp` and `verifyOtp`: the code, and `trustDevice` to skip the second
 * factor on this browser for `trustDeviceMaxAge` (default 30 days).
 */
export interface VerifyTwoFactorCodeInput {
  code: string;
  trustDevice?: boolean;
}

/**
 * Body of `twoFactor.verifyBackupCode`: as {@link VerifyTwoFactorCodeInput}, plus
 * `disableSession` to consume the code without creating a session.
 */
export interface VerifyBackupCodeInput extends VerifyTwoFactorCodeInput {
  disableSession?: boolean;
}

/**
 * The calls {@link twoFactorClient} adds, under `client.twoFactor`. Each resolves to
 * `{ data, error }`. The routes that take a password answer 400 `INVALID_PASSWORD` 'Invalid
 * password' for a wrong one and 401 `UNAUTHORIZED` without a session; every `/two-factor/*`
 * route is rate limited (3 requests per 10 seconds per client, as Better Auth).
 */
export interface TwoFactorMethods {
  twoFactor: {
    /**
     * `POST /two-factor/enable` `{ password, issuer? }` → `{ totpURI, backupCodes }`. Stores a
     * new secret and backup codes; two-factor turns on at the first valid `verifyTotp` (at once
     * with the server's `skipVerificationOnEnable`). The session store is then refetched.
     */
    enable(input: EnableTwoFactorInput): Promise<ClientResult<EnableTwoFactorResult>>;
    /** `POST /two-factor/disable` `{ password }` → `{ status: true }`; forgets trusted devices. */
    disable(input: TwoFactorPasswordInput): Promise<ClientResult<TwoFactorStatusResult>>;
    /**
     * `POST /two-factor/get-totp-uri` `{ password }` → `{ totpURI }`. 400 `TOTP_NOT_ENABLED`
     * until two-factor is on.
     */
    getTotpUri(input: TwoFactorPasswordInput): Promise<ClientResult<GetTotpUriResult>>;
    /**
     * `POST /two-factor/verify-totp` `{ code, trustDevice? }` → `{ token, user }`. Finishes a
     * sign-in that answered `twoFactorRedirect` (creates the session; the store is refetched),
     * or, signed in, confirms the code (and turns two-factor on after `enable`).
     * Errors: 401 `INVALID_CODE` (wrong, out of window, or already used),
     * 401 `INVALID_TWO_FACTOR_COOKIE` (no pending sign-in, expired, or too many wrong codes),
     * 400 `TOTP_NOT_ENABLED`, 429 `TOO_MANY_REQUESTS`.
     */
    verifyTotp(input: VerifyTwoFactorCodeInput): Promise<ClientResult<TwoFactorVerifyResult>>;
    /**
     * `POST /two-factor/send-otp` → `{ status: true }`: the server sends a one-time code through
     * its `otpOptions.sendOTP`. 400 `OTP_NOT_ENABLED`, 401 `INVALID_TWO_FACTOR_COOKIE`.
     */
    sendOtp(): Promise<ClientResult<TwoFactorStatusResult>>;
    /**
     * `POST /two-factor/verify-otp` `{ code, trustDevice? }` → `{ token, user }`, as
     * `verifyTotp` with the emailed code. Errors: 401 `INVALID_CODE`, 400 `OTP_HAS_EXPIRED`,
     * 400 `TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE`, 401 `INVALID_TWO_FACTOR_COOKIE`.
     */
    verifyOtp(input: VerifyTwoFactorCodeInput): Promise<ClientResult<TwoFactorVerifyResult>>;
    /**
     * `POST /two-factor/generate-backup-codes` `{ password }` → `{ status: true, backupCodes }`;
     * the previous codes stop working. 400 `TWO_FACTOR_ISNT_ENABLED`.
     */
    generateBackupCodes(
      input: TwoFactorPasswordInput,
    ): Promise<ClientResult<GenerateBackupCodesResult>>;
    /**
     * `POST /two-factor/verify-backup-code` `{ code, trustDevice?, disableSession? }` →
     * `{ token, user }`; each backup code works once. Errors: 401 `INVALID_BACKUP_CODE`,
     * 400 `BACKUP_CODES_ARENT_ENABLED`, 401 `INVALID_TWO_FACTOR_COOKIE`.
     */
    verifyBackupCode(input: VerifyBackupCodeInput): Promise<ClientResult<VerifyBackupCodeResult>>;
  };
}

/** Options of {@link twoFactorClient}, as Better Auth's. */
export interface TwoFactorClientOptions {
  /**
   * Called when a sign-in answers `{ twoFactorRedirect: true }` (the password was right and the
   * second factor is due): show the code screen. The sign-in's own result carries the same
   * answer ({@link isTwoFactorRedirect}). Default: none.
   */
  onTwoFactorRedirect?: () => void | Promise<void>;
}

/** What {@link twoFactorClient} returns. */
export interface TwoFactorClientPlugin {
  id: 'two-factor';
  /** Type only: the plugin's schema, whose `twoFactorEnabled` joins the user type. */
  $InferServerPlugin?: { schema: typeof twoFactorSchema };
  methods(ctx: ClientPluginContext): TwoFactorMethods;
  /** Runs after every successful call; calls `onTwoFactorRedirect` on a `twoFactorRedirect` answer. */
  onSuccess(path: string, data: unknown): Promise<void>;
  $ERROR_CODES: typeof TWO_FACTOR_ERROR_CODES;
}

/** The user fields the two-factor plugin adds: `twoFactorEnabled` (`boolean | null`). */
export type TwoFactorUserFields = FieldsOutput<(typeof twoFactorSchema)['user']['fields']>;

/**
 * True when a sign-in answered `{ twoFactorRedirect: true }`: no session was created, and the
 * second factor (`verifyTotp`, `verifyOtp` or `verifyBackupCode`) finishes the sign-in.
 *
 * @example
 * const { data } = await client.signIn.email({ email, password });
 * if (isTwoFactorRedirect(data)) showCodeScreen();
 */
export function isTwoFactorRedirect(data: unknown): data is TwoFactorRedirect {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Partial<TwoFactorRedirect>).twoFactorRedirect === true
  );
}

/**
 * The client side of the `twoFactor()` plugin. Until the second factor is verified the session
 * store reports no session (the sign-in set none); the verify calls refetch it.
 *
 * @example
 * const client = createAuthClient({
 *   plugins: [twoFactorClient({ onTwoFactorRedirect: () => navigate('/two-factor') })],
 * });
 * const { data } = await client.twoFactor.enable({ password });
 * showQrCode(data?.totpURI);
 * const { error } = await client.twoFactor.verifyTotp({ code: '123456', trustDevice: true });
 * if (error?.code === 'INVALID_CODE') askAgain();
 */
export function twoFactorClient(options: TwoFactorClientOptions = {}): TwoFactorClientPlugin {
  return {
    id: 'two-factor',
    methods: (ctx) => {
      const post =
        <T>(path: string, refresh: boolean) =>
        (body?: object) =>
          ctx.post<T>(`/two-factor/${path}`, body ?? {}, refresh);
      return {
        twoFactor: {
          enable: post<EnableTwoFactorResult>('enable', true),
          disable: post<TwoFactorStatusResult>('disable', true),
          getTotpUri: post<GetTotpUriResult>('get-totp-uri', false),
          verifyTotp: post<TwoFactorVerifyResult>('verify-totp', true),
          sendOtp: () => post<TwoFactorStatusResult>('send-otp', false)(),
          verifyOtp: post<TwoFactorVerifyResult>('verify-otp', true),
          generateBackupCodes: post<GenerateBackupCodesResult>('generate-backup-codes', false),
          verifyBackupCode: post<VerifyBackupCodeResult>('verify-backup-code', true),
        },
      };
    },
    async onSuccess(_path, data) {
      if (isTwoFactorRedirect(data)) await options.onTwoFactorRedirect?.();
    },
    $ERROR_CODES: TWO_FACTOR_ERROR_CODES,
  };
}
