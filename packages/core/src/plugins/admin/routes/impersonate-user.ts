import { z } from 'zod';
import {
  APIError,
  defineEndpoint,
  deleteSessionCookies,
  emitEvent,
  generateRandomString,
  type Session,
  setCookieCache,
  setSessionCookie,
} from '../../../plugin/index.js';
import type { AdminConfig } from '../options.js';
import { requireAdminPermission } from '../permission.js';
import type { UserWithRole } from '../schema.js';

/**
 * The signed cookie that keeps the admin's own session while they impersonate:
 * `{token}:{dont_remember value or ''}`, Better Auth 1.2.7's `admin_session` (no prefix,
 * Max-Age `session.expiresIn`).
 */
export const ADMIN_SESSION_COOKIE = 'admin_session';

/** Session token length in characters, as every Portcullis session (SPEC §9). */
const TOKEN_LENGTH = 32;

/**
 * `POST /admin/impersonate-user` `{ userId }`: signs the caller in as another user. The new
 * session is marked `impersonatedBy` (the admin's id), lasts `impersonationSessionDuration`
 * seconds (default 3600), and is not remembered past the browser session; the admin's own
 * session is kept in the signed `admin_session` cookie for stop-impersonating. An impersonation
 * session can call no admin route, so impersonating an admin grants nothing. A banned user
 * cannot be impersonated (403 BANNED_USER). Records `admin.impersonation-start` (the admin as
 * actor, the impersonation session's id).
 *
 * @returns `{ session, user }`: the impersonation session and the impersonated user.
 * @throws APIError 401 UNAUTHORIZED; 403 YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS without
 *   `user: ['impersonate']` or from an impersonation session; 404 USER_NOT_FOUND.
 * @see SPEC §6
 */
export const impersonateUserRoute = (config: AdminConfig) =>
  defineEndpoint(
    '/admin/impersonate-user',
    {
      method: 'POST',
      body: z.object({ userId: z.coerce.string() }),
      metadata: { summary: 'Impersonate a user', tags: ['Admin'] },
    },
    async (ctx): Promise<{ session: Session; user: UserWithRole }> => {
      const caller = await requireAdminPermission(
        ctx,
        config,
        { user: ['impersonate'] },
        'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS',
      );
      const { store, cookies, responseRow } = ctx.context;
      const target = await store.findUserById(ctx.body.userId);
      if (!target) throw new APIError('NOT_FOUND', { message: 'User not found' });
      let session: Session;
      try {
        session = await store.createSession({
          userId: target.id,
          token: generateRandomString(TOKEN_LENGTH),
          expiresAt: new Date(Date.now() + config.impersonationSessionDuration * 1000),
          // Better Auth 1.2.7 records no client for an impersonation session.
          ipAddress: '',
          userAgent: '',
          impersonatedBy: caller.user.id,
        });
      } catch (cause) {
        if (cause instanceof APIError) throw cause; // BANNED_USER from the session hook
        ctx.context.logger.error('Failed to create the impersonation session', cause);
        throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to create user' });
      }
      const dontRemember = ctx.getSignedCookie(cookies.dontRemember);
      deleteSessionCookies(ctx);
      // As Better Auth 1.2.7: with the session cookie's attributes, for `session.expiresIn`.
      ctx.setSignedCookie(ADMIN_SESSION_COOKIE, `${caller.session.token}:${dontRemember ?? ''}`, {
        maxAge: ctx.context.options.session.expiresIn,
      });
      setSessionCookie(ctx, session.token, {
        rememberMe: false,
        maxAgeSeconds: config.impersonationSessionDuration,
      });
      setCookieCache(ctx, { session, user: target });
      emitEvent(ctx, {
        type: 'admin.impersonation-start',
        userId: target.id,
        actorUserId: caller.user.id,
        sessionId: session.id,
      });
      return { session: responseRow('session', session), user: responseRow('user', target) };
    },
  );
