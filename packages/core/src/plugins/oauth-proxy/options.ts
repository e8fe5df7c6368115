/** Options of `oAuthProxy`: Better Auth 1.2.7's. */
export interface OAuthProxyOptions {
  /**
   * This deployment's URL. Default: the request's URL, else the hosting platform's
   * (`VERCEL_URL`, `NETLIFY_URL`, `RENDER_URL`, …), else `baseURL`.
   */
  currentURL?: string;
  /**
   * The production URL: sign-ins on a deployment whose `baseURL` has this origin are not
   * proxied. Default: the `BETTER_AUTH_URL` environment variable, else `PORTCULLIS_URL`.
   */
  productionURL?: string;
}
