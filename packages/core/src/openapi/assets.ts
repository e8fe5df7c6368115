import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The files the reference page loads from `{basePath}/open-api/assets/`, with their types. */
export const REFERENCE_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'reference.js': 'text/javascript; charset=utf-8',
} as const;

/** A name of {@link REFERENCE_ASSETS}. */
export type ReferenceAssetName = keyof typeof REFERENCE_ASSETS;

/**
 * Starts Swagger UI on the page. A file rather than an inline script, so the page's CSP can
 * allow scripts from 'self' only. The document's URL is read from the mount point.
 */
const REFERENCE_SCRIPT = `"use strict";
(function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: root.getAttribute("data-url"),
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
  });
})();
`;

const cache = new Map<ReferenceAssetName, Promise<string>>();

/**
 * One asset's text: Swagger UI's files read from the installed `swagger-ui-dist` package (no
 * CDN: the page works offline), once, at the first request; later calls reuse it.
 */
export function readReferenceAsset(name: ReferenceAssetName): Promise<string> {
  let asset = cache.get(name);
  if (!asset) {
    asset =
      name === 'reference.js'
        ? Promise.resolve(REFERENCE_SCRIPT)
        : readFile(join(swaggerUiDir(), name), 'utf8');
    // A failed read is retried at the next request rather than cached.
    asset.catch(() => cache.delete(name));
    cache.set(name, asset);
  }
  return asset;
}

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** True when `name` is one of the {@link REFERENCE_ASSETS}. */
export const isReferenceAsset = (name: string): name is ReferenceAssetName =>
  Object.hasOwn(REFERENCE_ASSETS, name);
