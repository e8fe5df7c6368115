/**
 * Portcullis on Hono (Node, through `@hono/node-server`): the auth routes under `/api/auth/*`,
 * a session middleware putting `user` and `session` on the context, `GET /api/me` for signed-in
 * users only, SQLite in `PORTCULLIS_DB` (default `./auth.db`), migrated at start.
 *
 * Run: `npm start` (from this folder), then open http://localhost:3000/api/reference.
 *
 * @module
 */
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { migrate } from '@portcullis/core';
import { Hono } from 'hono';
import { type AuthOptions, createAuth } from './auth.js';
import { type AuthEnv, sessionMiddleware } from './session.js';

/**
 * Builds the Hono app and migrates the database. Exported for the tests, which serve
 * `app.fetch` on a loopback port.
 *
 * @example
 * const { app } = await createApp({ database: ':memory:' });
 * serve({ fetch: app.fetch, port: 3000 });
 */
export async function createApp(options: AuthOptions = {}) {
  const auth = createAuth(options);
  await migrate(auth);
  const app = new Hono<AuthEnv>();

  // Registered first: the auth routes answer before the session middleware below would run,
  // so they don't pay for a second session lookup.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
  // The API reference page lives outside the base path (openAPI.path, off in production).
  app.get('/api/reference', (c) => auth.handler(c.req.raw));

  app.use('*', sessionMiddleware(auth));

  // A public route: signed-in or not, the middleware tells who is asking.
  app.get('/', (c) => c.json({ user: c.get('user') }));

  // A protected route: 401 without a session.
  app.get('/api/me', (c) => {
    const user = c.get('user');
    const session = c.get('session');
    if (!user || !session) return c.json({ code: 'UNAUTHORIZED', message: 'Sign in first' }, 401);
    return c.json({ user, session: { id: session.id, expiresAt: session.expiresAt } });
  });

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not Found' }, 404));
  return { app, auth };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 3000);
  const { app } = await createApp();
  serve({ fetch: app.fetch, port }, (info) =>
    console.log(`Listening on http://localhost:${info.port}`),
  );
}
