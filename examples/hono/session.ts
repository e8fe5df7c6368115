/**
 * A Hono middleware that reads the Portcullis session of every request and puts `user` and
 * `session` on the context, typed through Hono's `Variables`.
 *
 * @module
 */
import { createMiddleware } from 'hono/factory';
import type { Auth } from './auth.js';

/** What `auth.api.getSession` returns for a signed-in request. */
export type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/**
 * The Hono environment of routes behind {@link sessionMiddleware}: `c.get('user')` and
 * `c.get('session')` are the signed-in user and session, or `null` when signed out.
 */
export interface AuthEnv {
  Variables: {
    user: SessionResult['user'] | null;
    session: SessionResult['session'] | null;
  };
}

/**
 * Reads the session from the request's cookies (or bearer token, with the bearer plugin) and
 * sets `user` and `session` on the context; both are `null` without a valid session. It never
 * answers by itself: routes decide what a signed-out request gets.
 *
 * @example
 * const app = new Hono<AuthEnv>();
 * app.use('*', sessionMiddleware(auth));
 * app.get('/hello', (c) => c.text(`Hello ${c.get('user')?.name ?? 'stranger'}`));
 */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', result?.user ?? null);
    c.set('session', result?.session ?? null);
    await next();
  });
}
