import { generateRandomString } from '../crypto/random.js';
import type { User } from '../db/entities.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import { sendTokenEmail } from './send-token-email.js';

/** Identifier prefix of email-verification records: `email-verification:{token}`. */
export const EMAIL_VERIFICATION_PREFIX = 'email-verification:';

/** Length of email-verification tokens in characters. */
export const EMAIL_VERIFICATION_TOKEN_LENGTH = 32;

/**
 * What an email-verification record holds. `newEmail` is set for an email change being confirmed
 * from the current (verified) address: following the link moves the account to `newEmail`.
 */
export interface EmailVerificationPayload {
  userId: string;
  /** The address the link was sent to. */
  email: string;
  newEmail?: string;
}

/**
 * Stores a single-use email-verification token (lifetime `emailVerification.expiresIn`,
 * default 3600 s) and returns it with its link,
 * `{baseURL}/verify-email?token=…&callbackURL=…` — built from the configured base URL, never
 * from the request's Host header.
 *
 * @see SPEC §4, §7, §9
 */
export async function createEmailVerification(
  ctx: EndpointContext<any, any>,
  payload: EmailVerificationPayload,
  callbackURL?: string,
): Promise<{ token: string; url: string }> {
  const { options, store } = ctx.context;
  const token = generateRandomString(EMAIL_VERIFICATION_TOKEN_LENGTH);
  await store.createVerification({
    identifier: `${EMAIL_VERIFICATION_PREFIX}${token}`,
    value: JSON.stringify(payload),
    expiresAt: new Date(Date.now() + options.emailVerification.expiresIn * 1000),
  });
  const url = new URL(`${options.baseURL}/verify-email`);
  url.searchParams.set('token', token);
  // As Better Auth 1.2.7: without a callbackURL the link lands on `/`.
  url.searchParams.set('callbackURL', callbackURL || '/');
  return { token, url: url.toString() };
}

/**
 * Creates a verification for the user's current email and hands it to
 * `emailVerification.sendVerificationEmail`, awaited, as Better Auth 1.2.7 does. Does nothing
 * when no sender is configured. The routes that must answer alike for known and unknown
 * addresses call this after their response (`runAfterResponse`), so no answer waits on it there.
 *
 * @throws APIError 500 FAILED_TO_SEND_EMAIL when the sender throws; the verification record is
 *   then deleted (see `sendTokenEmail`).
 */
export async function sendVerificationEmail(
  ctx: EndpointContext<any, any>,
  user: User,
  callbackURL?: string,
): Promise<void> {
  const sender = ctx.context.options.emailVerification.sendVerificationEmail;
  if (!sender) return;
  const { token, url } = await createEmailVerification(
    ctx,
    { userId: user.id, email: user.email },
    callbackURL,
  );
  await sendTokenEmail(ctx, `${EMAIL_VERIFICATION_PREFIX}${token}`, 'sendVerificationEmail', () =>
    sender({ user, url, token }, ctx.request),
  );
}
