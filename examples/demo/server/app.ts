import { Hono } from 'hono';
import { readOutbox } from './mailer.js';
import { mountSpa } from './spa.js';

/** Options of {@link createDemoApp}. */
export interface DemoAppOptions {
  /** Anything with Portcullis's Web-standard handler; tests may pass a stub. */
  auth: { handler: (request: Request) => Promise<Response> };
  /** Folder of the Vite build. */
  distDir: string;
  /** Outbox file served by `GET /dev/outbox`. */
  outboxPath: string;
  /** Mounts `/dev/*` routes; keep false in production. */
  devRoutes: boolean;
}

/**
 * Builds the demo's Hono app: the Portcullis handler under `/api/auth`, dev helpers under
 * `/dev` (when enabled) and the React build with a single-page-app fallback.
 *
 * @example
 * const app = createDemoApp({ auth, distDir: 'dist', outboxPath: '.data/outbox.jsonl', devRoutes: true });
 * serve({ fetch: app.fetch, port: 3000 });
 */
export function createDemoApp({ auth, distDir, outboxPath, devRoutes }: DemoAppOptions): Hono {
  const app = new Hono();
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
  if (devRoutes) {
    // Lets you (and the end-to-end test) read the emails the dev mailer "sent".
    app.get('/dev/outbox', async (c) => c.json(await readOutbox(outboxPath)));
  }
  // Unknown API paths answer a JSON 404 rather than falling through to the app's HTML.
  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Not Found' }, 404));
  app.all('/dev/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Not Found' }, 404));
  mountSpa(app, distDir);
  return app;
}
