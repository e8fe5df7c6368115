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
import { type HttpBindings, serve } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { migrate } from '@portcullis/core';
import { toNodeHandler } from '@portcullis/core/node';
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
  // HttpBindings: @hono/node-server's c.env.incoming and c.env.outgoing, Node's request and response.
  const app = new Hono<AuthEnv & { Bindings: HttpBindings }>();

  // Registered first: the auth routes answer before the session middleware below would run,
  // so they don't pay for a second session lookup. On Node, Portcullis answers through
  // toNodeHandler on Node's own request and response: a body it refuses (413 past 1 MiB) is
  // drained so the connection stays usable, or the connection closed only after the client
  // could read the 413. Through c.req.raw, @hono/node-server answers and then gives the rest of
  // the body 500 ms before closing under a client still uploading, which loses the 413.
  const authOnNode = toNodeHandler(auth);
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (!c.env?.incoming) return auth.handler(c.req.raw); // another runtime: the Web handler
    await authOnNode(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });
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
