import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Portcullis demo</title>
<body style="font:16px/1.5 system-ui;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>The UI is not built yet</h1>
<p>Run <code>npm run build -w portcullis-demo</code>, then restart the server.
The auth API under <code>/api/auth</code> works meanwhile.</p></body>`;

/** True when `distDir` holds a Vite build the server can serve. */
export function isBuilt(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/**
 * Serves the Vite build in `distDir` as a single-page app: files as they are, then `index.html`
 * for any other GET whose last path segment has no extension (client-side routes). A missing
 * file such as `/logo.png` stays a 404 instead of turning into HTML. Without a build, pages
 * answer 503 with the command to run.
 */
export function mountSpa(app: Hono, distDir: string): void {
  if (!isBuilt(distDir)) {
    app.get('*', (c) => c.html(NOT_BUILT_PAGE, 503));
    return;
  }
  // Vite puts a content hash in every file name under assets/, so they never change.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', async (c) => {
    const lastSegment = c.req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) return c.notFound();
    const html = await readFile(join(distDir, 'index.html'), 'utf8');
    // index.html names the hashed bundles, so browsers must revalidate it after each build.
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
}
