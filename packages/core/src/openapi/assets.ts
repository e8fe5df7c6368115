import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The files the reference page loads from `{basePath}/open-api/assets/`, with their types. */
export const REFERENCE_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'reference.js': 'text/javascript; charset=utf-8',
  'reference.css': 'text/css; charset=utf-8',
} as const;

/** A name of {@link REFERENCE_ASSETS}. */
export type ReferenceAssetName = keyof typeof REFERENCE_ASSETS;

/**
 * Starts Swagger UI on the page. A file rather than an inline script, so the page's CSP can
 * allow scripts from 'self' only. The document's URL is read from the mount point.
 *
 * Three accessibility repairs (WCAG 2.1 A and AA, checked with axe-core in Chromium):
 * - an operation's path is plain text: Swagger UI renders it as a link (`DeepLink`, which
 *   cancels its own click) inside the summary's button, a focusable element inside another
 *   (`nested-interactive`). Deep links keep working: the address still follows the open
 *   operation, and a URL with `#/{tag}/{operationId}` still opens it.
 * - the server picker and the request body editor get a name (`select-name`, `label`): Swagger
 *   UI gives both a `<label>` without text. A MutationObserver names each one as it appears.
 * - colours with at least 4.5:1 contrast come from `reference.css`.
 */
const REFERENCE_SCRIPT = `"use strict";
(function () {
  var root = document.getElementById("swagger-ui");
  var PlainPathPlugin = function (system) {
    return {
      components: {
        DeepLink: function (props) {
          return system.React.createElement("span", null, props.text);
        },
      },
    };
  };
  var NAMES = [
    ["select#servers", "Server"],
    ["textarea.body-param__text", "Request body"],
  ];
  var nameControls = function () {
    for (var i = 0; i < NAMES.length; i++) {
      var found = root.querySelectorAll(NAMES[i][0] + ":not([aria-label])");
      for (var j = 0; j < found.length; j++) found[j].setAttribute("aria-label", NAMES[i][1]);
    }
  };
  new MutationObserver(nameControls).observe(root, { childList: true, subtree: true });
  window.ui = SwaggerUIBundle({
    url: root.getAttribute("data-url"),
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [PlainPathPlugin],
    onComplete: nameControls,
  });
})();
`;

/**
 * Swagger UI's colours that fall short of WCAG 1.4.3 (4.5:1), replaced by darker shades of the
 * same hues: the method badges (white text), the version badges, the document link, the
 * Authorize, Execute and Cancel buttons and "Expand all". Loaded after `swagger-ui.css`.
 */
const REFERENCE_STYLESHEET = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d6bb8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #0e7a4d; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a35600; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c81e1e; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0d7565; }
.swagger-ui .opblock.opblock-head .opblock-summary-method { background: #7a10d4; }
.swagger-ui .opblock.opblock-deprecated .opblock-summary-method { background: #4b5563; }
.swagger-ui .opblock-summary-method { text-shadow: none; }
.swagger-ui .info .title small { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background-color: #3f6212; }
.swagger-ui .info a { color: #1d5fb4; }
.swagger-ui .info a:hover { color: #174c90; }
.swagger-ui .btn.authorize { border-color: #0e7a4d; color: #0e7a4d; }
.swagger-ui .btn.authorize svg { color: #0e7a4d; fill: #0e7a4d; }
.swagger-ui .btn.execute { background-color: #1d5fb4; border-color: #1d5fb4; }
.swagger-ui .btn.cancel { border-color: #b91c1c; color: #b91c1c; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #374151; }
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
        : name === 'reference.css'
          ? Promise.resolve(REFERENCE_STYLESHEET)
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
