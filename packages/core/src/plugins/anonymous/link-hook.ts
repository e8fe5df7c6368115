import {
  emitEvent,
  type HookContext,
  readSessionToken,
  userOwnedModels,
} from '../../plugin/index.js';
import type { AnonymousSettings } from './settings.js';
import { isAnonymousSession } from './settings.js';

/**
 * The after hook that links an anonymous user to the real account they sign in or up with.
 *
 * It acts on whatever route created a session (`ctx.newSession`): email sign-up and sign-in,
 * the social and generic-OAuth callbacks, passkey, magic link, email OTP, phone number, One Tap,
 * an auto sign-in after email verification, and any plugin's route that calls `createSession`.
 * When the request carried a live session of an anonymous user other than the new session's
 * user, it awaits `onLinkAccount({ anonymousUser, newUser })`, then (unless
 * `disableDeleteAnonymousUser`) deletes the anonymous user with its sessions, accounts and
 * owned rows, recording `user.delete` with `details: { reason: 'anonymous-link' }`.
 *
 * Cost: nothing on a request that created no session; one indexed session read on one that did
 * and carried a session token. Better Auth 1.2.7 matches paths instead (`/sign-in*`,
 * `/sign-up*`, `/callback*`, `/oauth2/callback*`, `/magic-link/verify`,
 * `/email-otp/verify-email`), so a passkey, phone-number or One Tap sign-in leaves the anonymous
 * user behind there.
 */
export function createAnonymousLinkHook(settings: AnonymousSettings) {
  return async (ctx: HookContext): Promise<undefined> => {
    const created = ctx.newSession;
    if (!created) return;
    const token = readSessionToken(ctx);
    if (!token || token === created.session.token) return;
    const { store, schema, logger } = ctx.context;
    const found = await store.findSession(token);
    if (!isAnonymousSession(found) || found.session.expiresAt.getTime() <= Date.now()) return;
    if (found.user.id === created.user.id) return;
    await settings.onLinkAccount?.({ anonymousUser: found, newUser: created });
    if (settings.disableDeleteAnonymousUser) return;
    try {
      await store.deleteUser(found.user.id, userOwnedModels(schema));
      emitEvent(ctx, {
        type: 'user.delete',
        userId: found.user.id,
        actorUserId: created.user.id,
        details: { reason: 'anonymous-link' },
      });
    } catch (error) {
      // The sign-in itself succeeded; a failed clean-up must not turn it into an error.
      logger.error('Failed to delete the anonymous user after linking', error);
    }
  };
}
