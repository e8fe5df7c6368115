const DEFAULT_BASE_PATH = '/api/auth';

/**
 * Resolves the URL every client call starts with: `{origin}{basePath}`, e.g.
 * `https://app.example/api/auth` (no trailing slash).
 *
 * `baseURL` defaults to the page's origin in a browser. A path in `baseURL` serves as the base
 * path when `basePath` is absent, as on the server.
 *
 * @throws Error when `baseURL` is missing outside a browser, is not a valid URL, or is not http(s).
 * @example
 * resolveBaseURL('http://localhost:3000'); // 'http://localhost:3000/api/auth'
 * resolveBaseURL('https://app.example', '/auth'); // 'https://app.example/auth'
 */
export function resolveBaseURL(baseURL?: string, basePath?: string): string {
  const raw = baseURL ?? browserOrigin();
  if (!raw) {
    throw clientError(
      'baseURL is missing. Outside a browser, pass the origin of your Portcullis server, e.g. ' +
        'createAuthClient({ baseURL: "http://localhost:3000" }).',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw clientError(`baseURL "${raw}" is not a valid URL (expected e.g. "https://app.example").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw clientError(`baseURL "${raw}" must use http or https.`);
  }
  const pathFromURL = url.pathname.replace(/\/+$/, '');
  return url.origin + normalizePath(basePath ?? (pathFromURL || DEFAULT_BASE_PATH));
}

/** The page's origin, or undefined outside a browser and for opaque origins (`file:`, sandboxes). */
function browserOrigin(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const origin = window.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

function normalizePath(path: string): string {
  const trimmed = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return trimmed === '/' ? '' : trimmed;
}

function clientError(message: string): Error {
  return new Error(`[portcullis] createAuthClient: ${message}`);
}
