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
 *
 * @returns null when `swagger-ui-dist` (an optional peer dependency) is not installed.
 */
export function readReferenceAsset(name: ReferenceAssetName): Promise<string> | null {
  let asset = cache.get(name);
  if (!asset) {
    const dir = swaggerUiDir();
    if (dir === null) return null;
    asset =
      name === 'reference.js'
        ? Promise.resolve(REFERENCE_SCRIPT)
        : readFile(join(dir, name), 'utf8');
    // A failed read is retried at the next request rather than cached.
    asset.catch(() => cache.delete(name));
    cache.set(name, asset);
  }
  return asset;
}

let resolvedDir: string | null | undefined;

/**
 * The folder of the installed `swagger-ui-dist`, or null when it is not installed: it is an
 * optional peer dependency, so an app that never serves the reference page does not carry its
 * 12 MB. Looked up once per process.
 */
export function swaggerUiDir(): string | null {
  if (resolvedDir === undefined) {
    try {
      resolvedDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    } catch {
      resolvedDir = null;
    }
  }
  return resolvedDir;
}

/** The command the reference page and its assets name when `swagger-ui-dist` is missing. */
export const SWAGGER_UI_INSTALL_HINT = 'npm install swagger-ui-dist';

/** True when `name` is one of the {@link REFERENCE_ASSETS}. */
export const isReferenceAsset = (name: string): name is ReferenceAssetName =>
  Object.hasOwn(REFERENCE_ASSETS, name);
