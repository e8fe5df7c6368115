import { createS256CodeChallenge } from './pkce.js';

/** The parts of an authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636 §4.3). */
export interface AuthorizationRequest {
  endpoint: string;
  clientId: string;
  /** Name of the client-id parameter. Default: `client_id`; TikTok calls it `client_key`. */
  clientIdParameter?: string;
  redirectURI: string;
  state: string;
  scopes: readonly string[];
  /** Adds `code_challenge` (S256) when given. */
  codeVerifier?: string;
  /** How scopes are joined. Default: a space (RFC 6749 §3.3); some providers want commas. */
  scopeSeparator?: string;
  /** Extra parameters (prompt, login_hint, access_type, …); undefined values are skipped. */
  params?: Record<string, string | undefined>;
}

/** Builds an authorization URL with `response_type=code`. */
export function createAuthorizationURL(request: AuthorizationRequest): URL {
  const url = new URL(request.endpoint);
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  };
  set('response_type', 'code');
  set(request.clientIdParameter ?? 'client_id', request.clientId);
  set('redirect_uri', request.redirectURI);
  set('state', request.state);
  set('scope', [...new Set(request.scopes)].join(request.scopeSeparator ?? ' '));
  if (request.codeVerifier) {
    set('code_challenge', createS256CodeChallenge(request.codeVerifier));
    set('code_challenge_method', 'S256');
  }
  for (const [name, value] of Object.entries(request.params ?? {})) set(name, value);
  return url;
}

/** The scopes to request: the provider's defaults (unless disabled), configured and extra ones. */
export function resolveScopes(
  defaults: readonly string[],
  options: { scope?: string[]; disableDefaultScope?: boolean },
  extra: readonly string[] = [],
): string[] {
  return [
    ...new Set([
      ...(options.disableDefaultScope ? [] : defaults),
      ...(options.scope ?? []),
      ...extra,
    ]),
  ];
}
