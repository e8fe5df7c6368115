import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';

/**
 * Calls one of the app's email callbacks with the link of a single-use token just stored under
 * `identifier`, and waits for it. When the callback throws, the token's record is deleted — a
 * link nobody received must not stay valid, nor wait in the table until it expires — the
 * failure is logged, and the caller gets 500 `FAILED_TO_SEND_EMAIL` (Better Auth 1.2.7 answers
 * a throwing callback with a bare 500 and keeps the record).
 *
 * @param callback - the option's name, for the log: `'sendVerificationEmail'`.
 * @throws APIError 500 FAILED_TO_SEND_EMAIL 'Failed to send email' when `send` throws.
 * @example
 * await sendTokenEmail(ctx, `delete-account-${token}`, 'sendDeleteAccountVerification', () =>
 *   sender({ user, url, token }, ctx.request),
 * );
 */
export async function sendTokenEmail(
  ctx: EndpointContext<any, any>,
  identifier: string,
  callback: string,
  send: () => unknown,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    const { logger, store } = ctx.context;
    logger.error(`${callback} failed; its link was withdrawn`, error);
    try {
      await store.consumeVerification(identifier);
    } catch (cleanup) {
      // The record then expires on its own; nobody holds its token.
      logger.error(`Could not delete the record of the link ${callback} failed to send`, cleanup);
    }
    throw new APIError('INTERNAL_SERVER_ERROR', 'FAILED_TO_SEND_EMAIL');
  }
}
