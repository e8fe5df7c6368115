import type { PlainResponse } from '../http/plain-response.js';
import { applySecurityHeaders } from '../security/response-headers.js';
import { escapeHtml } from '../utils/escape-html.js';
import { SWAGGER_UI_INSTALL_HINT, swaggerUiDir } from './assets.js';

/** The reference page's policy: everything from 'self'; Swagger UI's icons are data: URLs. */
const CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API reference page (SPEC §2, default `/api/reference`): Swagger UI, loaded from
 * `{basePath}/open-api/assets/`, rendering `{basePath}/open-api/generate-schema`. Nothing is
 * fetched from another origin. When the optional peer dependency `swagger-ui-dist` is not
 * installed, the page says how to install it and links the OpenAPI document instead.
 */
export function referencePage(basePath: string, appName: string): PlainResponse {
  const assets = `${basePath}/open-api/assets`;
  const title = escapeHtml(`${appName} API reference`);
  const schema = escapeHtml(`${basePath}/open-api/generate-schema`);
  const html =
    swaggerUiDir() === null
      ? missingSwaggerUi(title, schema)
      : `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${escapeHtml(`${assets}/swagger-ui.css`)}">
<link rel="stylesheet" href="${escapeHtml(`${assets}/reference.css`)}">
</head>
<body>
<div id="swagger-ui" data-url="${schema}"></div>
<script src="${escapeHtml(`${assets}/swagger-ui-bundle.js`)}"></script>
<script src="${escapeHtml(`${assets}/reference.js`)}"></script>
</body>
</html>`;
  const headers = applySecurityHeaders(new Headers());
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('content-security-policy', CSP);
  headers.set('x-frame-options', 'DENY');
  headers.set('referrer-policy', 'no-referrer');
  return { status: 200, headers, body: html };
}

/** The page without Swagger UI: what to install, and the document itself. */
const missingSwaggerUi = (title: string, schema: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
<h1>${title}</h1>
<p>This page renders the OpenAPI document with Swagger UI, which is not installed.
Run <code>${SWAGGER_UI_INSTALL_HINT}</code> in the app and restart it.</p>
<p>The document itself: <a href="${schema}">${schema}</a>.</p>
</body>
</html>`;
