import { Secret, TOTP } from 'otpauth';

/** The TOTP settings the routes share (resolved `totpOptions`). */
export interface TotpSettings {
  digits: number;
  /** Seconds per step. */
  period: number;
}

/**
 * The `otpauth://totp/…` URI authenticator apps scan, character for character Better Auth
 * 1.2.7's: `otpauth://totp/{issuer}:{account}?secret={base32}&issuer={issuer}&digits=…&period=…`
 * (Key Uri Format). The secret is the UTF-8 bytes of the stored secret string, base32 without
 * padding, as Better Auth encodes it.
 */
export function totpURI(secret: string, issuer: string, account: string, settings: TotpSettings) {
  const params = new URLSearchParams({ secret: Secret.fromUTF8(secret).base32, issuer });
  params.set('digits', String(settings.digits));
  params.set('period', String(settings.period));
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params}`;
}

/**
 * Checks a TOTP code (RFC 6238: HMAC-SHA-1, `digits`, `period`), accepting the current step and
 * the one before and after (clock drift, RFC 6238 §5.2, as Better Auth). Returns the time step
 * the code belongs to, or null. The comparison is otpauth's constant-time one.
 */
export function verifyTotpCode(
  secret: string,
  code: string,
  settings: TotpSettings,
  now = Date.now(),
): number | null {
  if (!/^\d+$/.test(code) || code.length !== settings.digits) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromUTF8(secret),
    algorithm: 'SHA1',
    digits: settings.digits,
    period: settings.period,
    timestamp: now,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: settings.period, timestamp: now }) + delta;
}

/** The current code for `secret` (tests, and the server-only `/totp/generate`). */
export function generateTotpCode(secret: string, settings: TotpSettings, now = Date.now()) {
  return TOTP.generate({
    secret: Secret.fromUTF8(secret),
    algorithm: 'SHA1',
    digits: settings.digits,
    period: settings.period,
    timestamp: now,
  });
}
