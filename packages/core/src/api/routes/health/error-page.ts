import { z } from 'zod';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import { escapeHtml } from '../../../utils/escape-html.js';

/**
 * `GET /error?error=CODE`: the HTML page flows redirect to when they fail without a callback
 * (e.g. `please_restart_the_process`). The code is escaped; the page loads nothing external and
 * may not be framed.
 *
 * @see SPEC §2, §8
 */
export const errorPage = defineEndpoint(
  '/error',
  {
    method: 'GET',
    query: z.object({ error: z.string().max(200).optional() }).optional(),
    metadata: { summary: 'Error page', tags: ['Health'] },
  },
  (ctx) => {
    const code = escapeHtml(ctx.query?.error || 'unknown_error');
    ctx.setHeader(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    ctx.setHeader('referrer-policy', 'no-referrer');
    ctx.setHeader('x-frame-options', 'DENY');
    return ctx.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in error</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:.1rem .35rem;border-radius:4px}</style></head>
<body><h1>Something went wrong</h1>
<p>Error code: <code id="error-code">${code}</code></p>
<p>Please go back and try again.</p></body>
</html>`);
  },
);
