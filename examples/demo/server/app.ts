import { Hono } from 'hono';
import { createFakeOAuth, FAKE_OAUTH_PATH } from './fake-oauth.js';
import { readOutbox } from './mailer.js';
import { withPeerAddress } from './peer-address.js';
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
  /** The enabled identity providers, listed to the UI by `GET /api/config`. Default: none. */
  socialProviders?: DemoProviderInfo[];
  /** Serves the fake OAuth provider under `/dev/fake-oauth` (with `devRoutes` only). */
  fakeOAuth?: boolean;
  /**
   * Where Portcullis serves its API reference page (`openAPI.path`, e.g. `/api/reference`), handed
   * to the handler and linked by the UI; omitted when `openAPI.enabled` is false. Default: none.
   */
  apiReferencePath?: string;
  /** The Turnstile site key the UI renders its widget with, or null without a captcha. Default: null. */
  turnstileSiteKey?: string | null;
}

/** An identity provider as the UI needs it: the id to call it by and the name to show. */
export interface DemoProviderInfo {
  id: string;
  name: string;
}

/** What `GET /api/config` answers: what the UI should offer. */
export interface DemoClientConfig {
  socialProviders: DemoProviderInfo[];
  /** Path of the API reference page, or null when the server does not serve it. */
  apiReference: string | null;
  /** The Turnstile site key when the server requires a captcha (`PORTCULLIS_DEMO_TURNSTILE=1`), else null. */
  turnstileSiteKey: string | null;
}

/**
 * Builds the demo's Hono app: the Portcullis handler under `/api/auth` and at the API reference
 * page's path, the UI's configuration at `GET /api/config`
 * (`{ socialProviders: [{ id, name }], apiReference }`), dev helpers under `/dev` (when
 * enabled: the outbox, and the fake OAuth provider) and the React build with a single-page-app
 * fallback.
 *
 * @example
 * const app = createDemoApp({ auth, distDir: 'dist', outboxPath: '.data/outbox.jsonl', devRoutes: true });
 * serve({ fetch: app.fetch, port: 3000 });
 */
export function createDemoApp(options: DemoAppOptions): Hono {
  const { auth, distDir, outboxPath, devRoutes, socialProviders = [], fakeOAuth = false } = options;
  const { apiReferencePath } = options;
  const app = new Hono();
  // The client's address goes along as a proxy would send it (see withPeerAddress).
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(withPeerAddress(c)));
  // The reference page lives outside the base path (SPEC §2: default /api/reference).
  if (apiReferencePath) app.get(apiReferencePath, (c) => auth.handler(withPeerAddress(c)));
  const clientConfig: DemoClientConfig = {
    socialProviders,
    apiReference: apiReferencePath ?? null,
    turnstileSiteKey: options.turnstileSiteKey ?? null,
  };
  app.get('/api/config', (c) => c.json(clientConfig));
  if (devRoutes) {
    // Lets you (and the end-to-end test) read the emails the dev mailer "sent".
    app.get('/dev/outbox', async (c) => c.json(await readOutbox(outboxPath)));
    if (fakeOAuth) app.route(FAKE_OAUTH_PATH, createFakeOAuth());
  }
  // Unknown API paths answer a JSON 404 rather than falling through to the app's HTML.
  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Not Found' }, 404));
  app.all('/dev/*', (c) => c.json({ code: 'NOT_FOUND', message: 'Not Found' }, 404));
  mountSpa(app, distDir);
  return app;
}
