import type { ChallengeSettings } from './challenge.js';
import type { BackupCodeOptions, OtpOptions, TwoFactorOptions } from './options.js';
import type { TotpSettings } from './totp.js';

/** {@link TwoFactorOptions} with every default applied, as the routes use them. */
export interface TwoFactorSettings {
  issuer: string | undefined;
  totp: TotpSettings & { disabled: boolean };
  otp: {
    /** Milliseconds a sent code lives. */
    periodMs: number;
    digits: number;
    allowedAttempts: number;
    sendOTP: OtpOptions['sendOTP'];
  };
  backupCodes: BackupCodeOptions;
  skipVerificationOnEnable: boolean;
  allowCodeReplay: boolean;
  keepTrustedDevicesOnPasswordChange: boolean;
  /** Seconds the two-factor cookie (and its pending sign-in) lives. */
  cookieMaxAge: number;
  challenge: ChallengeSettings;
  /** Where a social sign-in goes for its second factor; undefined when it is not asked. */
  socialTwoFactorPage: string | undefined;
  /** Whether email-code and magic-link sign-ins ask for the second factor too. */
  requireForPasswordless: boolean;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`[portcullis] twoFactor(): ${name} must be a positive integer, got ${value}.`);
  }
  return value;
}

/**
 * Applies the defaults (Better Auth 1.2.7's where it has one).
 *
 * @throws Error (configuration) for a non-positive or non-integer number, or TOTP digits other
 *   than 6 or 8.
 */
export function resolveTwoFactorSettings(options: TwoFactorOptions): TwoFactorSettings {
  const { totpOptions = {}, otpOptions = {}, backupCodeOptions = {} } = options;
  const digits = totpOptions.digits ?? 6;
  if (digits !== 6 && digits !== 8) {
    throw new Error(`[portcullis] twoFactor(): totpOptions.digits must be 6 or 8, got ${digits}.`);
  }
  const maxFailedAttempts = options.maxFailedAttempts ?? 5;
  return {
    issuer: options.issuer,
    totp: {
      digits,
      period: positiveInteger('totpOptions.period', totpOptions.period ?? 30),
      disabled: totpOptions.disable === true,
    },
    otp: {
      periodMs: positiveInteger('otpOptions.period', otpOptions.period ?? 3) * 60_000,
      digits: positiveInteger('otpOptions.digits', otpOptions.digits ?? 6),
      allowedAttempts: positiveInteger(
        'otpOptions.allowedAttempts',
        otpOptions.allowedAttempts ?? 5,
      ),
      sendOTP: otpOptions.sendOTP,
    },
    backupCodes: {
      ...backupCodeOptions,
      amount: positiveInteger('backupCodeOptions.amount', backupCodeOptions.amount ?? 10),
      length: positiveInteger('backupCodeOptions.length', backupCodeOptions.length ?? 10),
    },
    skipVerificationOnEnable: options.skipVerificationOnEnable === true,
    socialTwoFactorPage: twoFactorPage(options.socialSignIn),
    requireForPasswordless: options.requireForPasswordless === true,
    allowCodeReplay: options.allowCodeReplay === true,
    keepTrustedDevicesOnPasswordChange: options.keepTrustedDevicesOnPasswordChange === true,
    // Better Auth 1.2.7: `otpOptions.period || 300`, read as seconds.
    cookieMaxAge: otpOptions.period ?? 300,
    challenge: {
      maxFailedAttempts:
        maxFailedAttempts === false
          ? false
          : positiveInteger('maxFailedAttempts', maxFailedAttempts),
      trustDeviceMaxAge: positiveInteger(
        'trustDeviceMaxAge',
        options.trustDeviceMaxAge ?? 30 * 24 * 60 * 60,
      ),
    },
  };
}

/** `socialSignIn.twoFactorPage`, checked: a path on the app or an absolute http(s) URL. */
function twoFactorPage(social: TwoFactorOptions['socialSignIn']): string | undefined {
  if (!social) return undefined;
  const page = social.twoFactorPage;
  if (typeof page !== 'string' || !(/^\/(?!\/)/.test(page) || /^https?:\/\//i.test(page))) {
    throw new Error(
      `[portcullis] twoFactor(): socialSignIn.twoFactorPage must be a path ('/two-factor') or an http(s) URL, got ${JSON.stringify(page)}.`,
    );
  }
  return page;
}
