/**
 * Portcullis on Express 5: the auth routes under `/api/auth/*` (mounted before `express.json()`),
 * a `requireSession` middleware guarding `GET /me` and `PATCH /me`, SQLite in `PORTCULLIS_DB`
 * (default `./auth.db`), migrated at start.
 *
 * Run: `npm start` (from this folder) then open http://localhost:3000/api/reference.
 */
import { pathToFileURL } from 'node:url';
import { createPortcullis, isAPIError, migrate } from '@portcullis/core';
import { fromNodeHeaders, toNodeHandler } from '@portcullis/core/node';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Options of {@link createApp}; everything has a default suited to `npm start`. */
export interface ExampleOptions {
  /** SQLite file. Default: `PORTCULLIS_DB` or `./auth.db`. */
  database?: string;
  /** Public origin. Default: `PORTCULLIS_URL` or `http://localhost:3000`. */
  baseURL?: string;
  /** Signing secret (32+ characters). Default: `PORTCULLIS_SECRET` (a dev secret without it). */
  secret?: string;
}

/** Creates the Portcullis instance of this example. */
export function createAuth(options: ExampleOptions = {}) {
  return createPortcullis({
    baseURL: options.baseURL ?? process.env.PORTCULLIS_URL ?? 'http://localhost:3000',
    database: options.database ?? process.env.PORTCULLIS_DB ?? './auth.db',
    secret: options.secret ?? process.env.PORTCULLIS_SECRET,
    emailAndPassword: { enabled: true },
  });
}

/** The example's Portcullis instance type. */
export type Auth = ReturnType<typeof createAuth>;

/** What {@link requireSession} puts on `res.locals`. */
export type SessionLocals = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/**
 * Express middleware: reads the session from the request's cookies (or bearer token, with the
 * bearer plugin) and puts `user` and `session` on `res.locals`; answers 401 without one.
 */
export function requireSession(auth: Auth) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
      if (!result) {
        res.status(401).json({ code: 'UNAUTHORIZED', message: 'Sign in first' });
        return;
      }
      res.locals.user = result.user;
      res.locals.session = result.session;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Builds the Express app and migrates the database. Exported for the tests, which start it on
 * a loopback port.
 */
export async function createApp(options: ExampleOptions = {}) {
  const auth = createAuth(options);
  await migrate(auth);
  const app = express();
  // The auth routes come first, before any body parser: Portcullis reads its own bodies, so
  // malformed JSON gets its 400 VALIDATION_ERROR and a body past advanced.maxBodySizeBytes
  // (1 MiB) its 413 PAYLOAD_TOO_LARGE, as JSON, instead of express.json()'s HTML error page.
  // Express 5 wildcard syntax: a named splat.
  app.all('/api/auth/*splat', toNodeHandler(auth));
  // The API reference page lives outside the base path (openAPI.path, off in production).
  app.get('/api/reference', toNodeHandler(auth));

  // For the app's own routes below: mounted after the auth routes, it never reads their bodies.
  app.use(express.json());

  app.get('/me', requireSession(auth), (_req, res) => {
    const { user, session } = res.locals as SessionLocals;
    res.json({ user, session: { id: session.id, expiresAt: session.expiresAt } });
  });

  // A JSON route of the app itself: express.json() parsed the body, auth.api does the work.
  app.patch('/me', requireSession(auth), async (req, res, next) => {
    try {
      await auth.api.updateUser({
        body: { name: req.body?.name },
        headers: fromNodeHeaders(req.headers),
      });
      res.json({ status: true });
    } catch (error) {
      if (isAPIError(error)) res.status(error.status).json(error.body);
      else next(error);
    }
  });
  return { app, auth };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 3000);
  const { app } = await createApp();
  app.listen(port, () => console.log(`Listening on http://localhost:${port}`));
}
