import { z } from 'zod';
import {
  APIError,
  assertSafeRedirects,
  createSession,
  defineEndpoint,
  emitEvent,
  type PluginAnswerUser,
  type RedirectResult,
  toPluginAnswerUser,
  type User,
  withQuery,
} from '../../../plugin/index.js';
import { consumeMagicLink, type MagicLinkError } from '../magic-link-token.js';
import type { MagicLinkSettings } from '../settings.js';

/** The user as `/magic-link/verify` answers with it: Better Auth 1.2.7's seven fields and order. */
export type MagicLinkUser = PluginAnswerUser;

const REASONS: Partial<Record<MagicLinkError, string>> = {
  INVALID_TOKEN: 'invalid_token',
  EXPIRED_TOKEN: 'expired_token',
  failed_to_create_user: 'sign_up_disabled',
};

/**
 * `GET /magic-link/verify?token=…&callbackURL=…&newUserCallbackURL=…&errorCallbackURL=…`: the
 * link of an email. Consumes the token (single use; of two concurrent uses one wins), signs the
 * user up when the address has none (`emailVerified: true`, the `name` given at sign-in, unless
 * `disableSignUp`), marks an unverified email verified, creates a session (cookie set) and
 * redirects to `newUserCallbackURL` (a new user, when given) or `callbackURL`. Without
 * `callbackURL` it answers `{ token, user }` instead, as Better Auth 1.2.7 does.
 *
 * A refused link redirects to `errorCallbackURL`, else to `callbackURL`, else to the app's
 * origin (a relative one made absolute on the app's origin), with `?error=` Better Auth 1.2.7's code: `INVALID_TOKEN` (unknown or used),
 * `EXPIRED_TOKEN` (older than `expiresIn`; deleted), `failed_to_create_user` (no user and
 * `disableSignUp`). Every callback URL must be relative or of a trusted origin, checked before
 * the token: an untrusted one answers 403 and is never redirected to. Records `sign-in.success`
 * (and `sign-up`) with `method: 'magic-link'`, or `magic-link.failure` with the reason.
 *
 * @throws APIError 403 'Invalid callbackURL' / 'Invalid newUserCallbackURL' /
 *   'Invalid errorCallbackURL'; 400 VALIDATION_ERROR (no token).
 * @example
 * // The emailed link: GET /api/auth/magic-link/verify?token=…&callbackURL=%2Fapp → 302 /app
 * const { token } = await auth.api.magicLinkVerify({ query: { token }, headers });
 */
export function createMagicLinkVerifyEndpoint(settings: MagicLinkSettings) {
  return defineEndpoint(
    '/magic-link/verify',
    {
      method: 'GET',
      query: z.object({
        token: z.string(),
        callbackURL: z.string().optional(),
        newUserCallbackURL: z.string().optional(),
        errorCallbackURL: z.string().optional(),
      }),
      metadata: { summary: 'Sign in with an emailed link', tags: ['Magic link'] },
    },
    async (ctx): Promise<{ token: string; user: MagicLinkUser } | RedirectResult> => {
      const { context, query } = ctx;
      const { callbackURL, newUserCallbackURL, errorCallbackURL } = query;
      assertSafeRedirects(
        { callbackURL, newUserCallbackURL, errorCallbackURL },
        context.trustedOrigins,
      );
      const refuse = (error: MagicLinkError) => {
        const reason = REASONS[error];
        if (reason) {
          emitEvent(ctx, { type: 'magic-link.failure', outcome: 'failure', details: { reason } });
        }
        // As Better Auth 1.2.7: a relative callback is made absolute on the app's origin.
        const origin = new URL(context.options.baseURL).origin;
        const target = errorCallbackURL || callbackURL || origin;
        return ctx.redirect(
          withQuery(target.startsWith('/') ? origin + target : target, { error }),
        );
      };

      const link = await consumeMagicLink(ctx, query.token);
      if ('error' in link) return refuse(link.error);
      let user: User | null = await context.store.findUserByEmail(link.email);
      const created = !user;
      let sessionUser = user;
      if (!user) {
        if (settings.disableSignUp) return refuse('failed_to_create_user');
        try {
          user = await context.store.createUser({
            email: link.email,
            emailVerified: true,
            name: link.name || '',
            image: null,
          });
          sessionUser = user;
        } catch (error) {
          if (error instanceof APIError) throw error; // refused by a database hook
          context.logger.error('Failed to create the user of a magic link', error);
          return refuse('failed_to_create_user');
        }
      } else if (!user.emailVerified) {
        // Better Auth answers with the user as read, before the update; the session has it after.
        sessionUser = (await context.store.updateUser(user.id, { emailVerified: true })) ?? user;
      }
      const session = await createSession(ctx, sessionUser ?? user);
      const details = { method: 'magic-link' };
      if (created)
        emitEvent(ctx, { type: 'sign-up', userId: user.id, sessionId: session.id, details });
      emitEvent(ctx, { type: 'sign-in.success', userId: user.id, sessionId: session.id, details });
      if (created && newUserCallbackURL) return ctx.redirect(newUserCallbackURL);
      if (callbackURL) return ctx.redirect(callbackURL);
      return { token: session.token, user: toPluginAnswerUser(user) };
    },
  );
}
