import type { ClientPlugin } from './plugin.js';

/** Options of `createAuthClient`. `P`: the client plugins, as a tuple. */
export interface AuthClientOptions<P extends readonly ClientPlugin[] = readonly ClientPlugin[]> {
  /**
   * The origin of the Portcullis server, e.g. `https://app.example`. Default: the page's
   * `window.location.origin` in a browser. Required elsewhere (SSR, Node, tests): without it
   * `createAuthClient` throws. A path in it is used as the base path when `basePath` is absent.
   */
  baseURL?: string;
  /** Where the handler is mounted on the server. Default: `'/api/auth'`. */
  basePath?: string;
  /** The fetch implementation. Default: the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /**
   * Defaults merged into every request (headers, `mode`, …). Per-call `$fetch` options win over
   * them. `credentials` defaults to `'include'` so the session cookie travels cross-origin too.
   */
  fetchOptions?: RequestInit;
  /**
   * Client plugins, one per server plugin whose calls the app makes: `usernameClient()`,
   * `organizationClient()`, `jwtClient()`, and `inferAdditionalFields<typeof auth>()` for the
   * server's `user.additionalFields`. Calls of plugins left out are absent from the client.
   * Default: none.
   */
  plugins?: P;
}
