import {
  APIError,
  defineEndpoint,
  emitEvent,
  getSession,
  type SessionWithUser,
  setCookieCache,
  setSessionCookie,
} from '../../../plugin/index.js';
import { impersonatedBy } from '../permission.js';
import { ADMIN_SESSION_COOKIE } from './impersonate-user.js';

const adminSessionLost = () =>
  new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to find admin session' });

/**
 * `POST /admin/stop-impersonating`: ends an impersonation. The impersonation session is
 * deleted and the admin's own session (from the signed `admin_session` cookie, and only when it
 * belongs to the admin who started the impersonation) becomes the session cookie again, with
 * its remember-me choice: a remembered admin's cookie gets `session.expiresIn` as Max-Age, a
 * non-remembered one stays a browser-session cookie with `dont_remember`. As Better Auth 1.2.7,
 * the `admin_session` cookie is kept and a `dont_remember` cookie the impersonation set is not
 * cleared. Records `admin.impersonation-stop` (the admin as actor, the ended impersonation
 * session's id).
 *
 * @returns the admin's `{ session, user }`.
 * @throws APIError 401 UNAUTHORIZED; 400 'You are not impersonating anyone'; 500 'Failed to
 *   find user', 'Failed to find admin session' (Better Auth 1.2.7's answers).
 * @see SPEC §6
 */
export const stopImpersonatingRoute = defineEndpoint(
  '/admin/stop-impersonating',
  { method: 'POST', metadata: { summary: 'Stop impersonating a user', tags: ['Admin'] } },
  async (ctx): Promise<SessionWithUser> => {
    const current = await getSession(ctx);
    if (!current) throw new APIError('UNAUTHORIZED', 'UNAUTHORIZED');
    const adminId = impersonatedBy(current);
    if (!adminId)
      throw new APIError('BAD_REQUEST', { message: 'You are not impersonating anyone' });
    const { store, options, responseRow } = ctx.context;
    const admin = await store.findUserById(adminId);
    if (!admin) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to find user' });
    const cookie = ctx.getSignedCookie(ADMIN_SESSION_COOKIE);
    if (!cookie) throw adminSessionLost();
    const [adminToken = '', dontRemember = ''] = cookie.split(':');
    const adminSession = await store.findSession(adminToken);
    if (!adminSession || adminSession.session.userId !== admin.id) throw adminSessionLost();
    await store.deleteSession(current.session.token);
    emitEvent(ctx, {
      type: 'admin.impersonation-stop',
      userId: current.user.id,
      actorUserId: admin.id,
      sessionId: current.session.id,
    });
    // As Better Auth 1.2.7: a remembered admin's cookie gets its Max-Age back, and the
    // impersonation's `dont_remember` cookie is left as it is (not cleared).
    setSessionCookie(ctx, adminSession.session.token, {
      rememberMe: dontRemember === '',
      maxAgeSeconds: options.session.expiresIn,
    });
    setCookieCache(ctx, adminSession);
    return {
      session: responseRow('session', adminSession.session),
      user: responseRow('user', adminSession.user),
    };
  },
);
