import type { OAuth2Tokens } from '../providers/types.js';
import { OAuthRequestError } from './errors.js';
import { fetchWithTimeout } from './fetch-with-timeout.js';

/** How the client authenticates at the token endpoint (RFC 6749 §2.3.1). */
export type ClientAuthentication = 'client_secret_post' | 'client_secret_basic';

/** A token request: the grant's parameters plus client credentials. */
export interface TokenRequest {
  endpoint: string;
  clientId: string;
  clientSecret?: string;
  /** The client-id form field (`client_secret_post`). Default `client_id`; TikTok `client_key`. */
  clientIdParameter?: string;
  /** Default: `client_secret_post` (credentials in the form body). */
  authentication?: ClientAuthentication;
  params: Record<string, string | undefined>;
  headers?: Record<string, string>;
}

/**
 * Sends a form-encoded token request (RFC 6749 §4.1.3, §6) and normalizes the answer.
 *
 * @throws OAuthRequestError `oauth` with the RFC 6749 §5.2 error code, `http`, `network` or
 *   `response` (no access token in a 2xx answer).
 */
export async function requestTokens(request: TokenRequest): Promise<OAuth2Tokens> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(request.params)) {
    if (value !== undefined) body.set(name, value);
  }
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    ...request.headers,
  };
  if (request.authentication === 'client_secret_basic') {
    // RFC 6749 §2.3.1: each part form-encoded before base64.
    const user = encodeURIComponent(request.clientId);
    const password = encodeURIComponent(request.clientSecret ?? '');
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  } else {
    body.set(request.clientIdParameter ?? 'client_id', request.clientId);
    if (request.clientSecret) body.set('client_secret', request.clientSecret);
  }

  const response = await fetchWithTimeout(request.endpoint, { method: 'POST', headers, body });
  const json = await readJSON(response);
  const error = oauthError(json);
  if (error) {
    throw new OAuthRequestError('oauth', `Token endpoint answered ${error.code}`, {
      status: response.status,
      ...error,
    });
  }
  if (!response.ok) {
    throw new OAuthRequestError('http', `Token endpoint answered HTTP ${response.status}`, {
      status: response.status,
    });
  }
  if (!json || typeof json.access_token !== 'string') {
    throw new OAuthRequestError('response', 'Token endpoint answered without an access_token');
  }
  return parseTokens(json);
}

/** Normalizes an RFC 6749 §5.1 token response. `expires_in` is in seconds. */
export function parseTokens(json: Record<string, unknown>): OAuth2Tokens {
  const seconds = (value: unknown) => {
    const n = typeof value === 'string' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) && n > 0
      ? new Date(Date.now() + n * 1000)
      : undefined;
  };
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  // RFC 6749 §5.1 says a space-separated string; some providers (Twitch) answer an array.
  const scope = Array.isArray(json.scope)
    ? json.scope.filter((s): s is string => typeof s === 'string').join(' ')
    : text(json.scope);
  return {
    accessToken: text(json.access_token),
    refreshToken: text(json.refresh_token),
    idToken: text(json.id_token),
    tokenType: text(json.token_type),
    accessTokenExpiresAt: seconds(json.expires_in),
    refreshTokenExpiresAt: seconds(json.refresh_token_expires_in),
    scopes: scope ? scope.split(/[\s,]+/).filter(Boolean) : [],
    raw: json,
  };
}

/**
 * The error of an error body: RFC 6749 §5.2 (`error`, `error_description`), or the Graph API
 * shape Facebook answers (`error: { type, message }`).
 */
function oauthError(
  json: Record<string, unknown> | null,
): { code: string; description?: string } | undefined {
  const error = json?.error;
  if (typeof error === 'string') {
    const description = json?.error_description;
    return { code: error, description: typeof description === 'string' ? description : undefined };
  }
  if (error && typeof error === 'object' && !Array.isArray(error)) {
    const { type, message } = error as Record<string, unknown>;
    if (typeof type === 'string' || typeof message === 'string') {
      return {
        code: typeof type === 'string' ? type : 'error',
        description: typeof message === 'string' ? message : undefined,
      };
    }
  }
  return undefined;
}

async function readJSON(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    // Some providers (old GitHub style) answer form-encoded.
    const form = new URLSearchParams(text);
    return form.has('access_token') || form.has('error') ? Object.fromEntries(form) : null;
  }
}
