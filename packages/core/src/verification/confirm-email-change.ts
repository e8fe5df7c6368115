import { UniqueConstraintError } from '../db/adapter.js';
import type { User } from '../db/entities.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import { emitEvent } from '../security/audit-events.js';
import { sendVerificationEmail } from './email-verification.js';
import { type ReadEmailVerification, verifyEmailFailures } from './read-email-verification.js';

/**
 * Completes an email change confirmed from the current address: consumes the token, moves the
 * account to `newEmail` with `emailVerified: false`, and sends a verification link to the new
 * address (SPEC §4: "An email change makes the new email unverified and sends a new
 * verification").
 *
 * Call it only once the request is known to carry that user's own session: `GET /verify-email`
 * refuses the link without it (401 / `error=unauthorized`).
 *
 * The new address is checked again here because another account may have taken it since the
 * change was requested; the unique index settles a race with a concurrent sign-up.
 *
 * @returns the moved user.
 * @throws VerifyEmailFailure `emailTaken` (400 COULDNT_UPDATE_YOUR_EMAIL), `invalidToken` when a
 *   concurrent use consumed the token first, `userNotFound` when the user vanished meanwhile.
 * @see SPEC §4, §5
 * @example
 * const moved = await confirmEmailChange(ctx, verification, ctx.query.callbackURL);
 */
export async function confirmEmailChange(
  ctx: EndpointContext<any, any>,
  { identifier, payload, user }: ReadEmailVerification,
  callbackURL: string | undefined,
): Promise<User> {
  const { store } = ctx.context;
  const newEmail = (payload.newEmail ?? '').toLowerCase();
  const holder = await store.findUserByEmail(newEmail);
  if (holder && holder.id !== user.id) throw verifyEmailFailures.emailTaken();
  if (!(await store.consumeVerification(identifier))) throw verifyEmailFailures.invalidToken();

  let moved: User | null;
  try {
    moved = await store.updateUser(user.id, { email: newEmail, emailVerified: false });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw verifyEmailFailures.emailTaken();
    throw error;
  }
  if (!moved) throw verifyEmailFailures.userNotFound();
  emitEvent(ctx, { type: 'email.change', userId: moved.id });
  try {
    await sendVerificationEmail(ctx, moved, callbackURL);
  } catch {
    // The change is done and cannot be reported as failed (the failure is logged); the new
    // address asks for another link with /send-verification-email.
  }
  return moved;
}
