import { OAuthRequestError } from './errors.js';
import { fetchWithTimeout } from './fetch-with-timeout.js';

/**
 * GETs a provider API resource with the access token as a Bearer token (RFC 6750 §2.1) and
 * returns its JSON. `method: 'POST'` sends a body-less POST instead (Dropbox's RPC-style API).
 * `form` POSTs those fields plus `access_token` as a form body instead of the Bearer header
 * (RFC 6750 §2.2; VK ID documents only that).
 *
 * @throws OAuthRequestError `http` for a non-2xx answer, `response` for a body that is not JSON,
 *   `network` when the provider cannot be reached.
 */
export async function fetchUserInfo<T = Record<string, unknown>>(
  url: string,
  accessToken: string | undefined,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
  form?: Record<string, string>,
): Promise<T> {
  if (!accessToken)
    throw new OAuthRequestError('response', 'No access token to call the user-info endpoint');
  const response = await fetchWithTimeout(
    url,
    form
      ? {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          body: new URLSearchParams({ ...form, access_token: accessToken }),
        }
      : {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${accessToken}`,
            ...headers,
          },
        },
  );
  if (!response.ok) {
    throw new OAuthRequestError('http', `User-info endpoint answered HTTP ${response.status}`, {
      status: response.status,
    });
  }
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new OAuthRequestError(
      'response',
      'User-info endpoint answered without JSON',
      {},
      { cause },
    );
  }
}
