import { reviveDates } from '../utils/revive-dates.js';
import { NETWORK_ERROR, toClientError } from './to-client-error.js';
import type { ClientError, ClientFetchInit, ClientResult } from './types.js';

/** Calls one route under the base URL and resolves to `{ data, error }`; never rejects. */
export type Fetcher = <T = unknown>(
  path: string,
  init?: ClientFetchInit,
) => Promise<ClientResult<T>>;

/** What {@link createFetcher} needs. */
export interface FetcherOptions {
  /** `{origin}{basePath}`, without a trailing slash (see `resolveBaseURL`). */
  baseURL: string;
  /** Default: the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Defaults for every request; per-call options win. */
  fetchOptions?: RequestInit;
  /** Called with the path and the parsed answer of every successful call, before it resolves. */
  onSuccess?: (path: string, data: unknown) => Promise<void>;
  /** Called with the path and the error of every call the server refused, before it resolves. */
  onError?: (path: string, error: ClientError) => Promise<void>;
}

/**
 * Builds the JSON fetcher behind every client method. Requests carry cookies
 * (`credentials: 'include'` unless overridden) and JSON bodies; responses are parsed with
 * {@link reviveDates}. Error responses become `{ data: null, error }` with the server's
 * `{ code, message, details? }`; a failed fetch becomes `NETWORK_ERROR` with status 0.
 *
 * @example
 * const $fetch = createFetcher({ baseURL: 'http://localhost:3000/api/auth' });
 * const { data, error } = await $fetch('/sign-in/email', { body: { email, password } });
 */
export function createFetcher(options: FetcherOptions): Fetcher {
  const { baseURL, fetchOptions = {} } = options;
  // Looked up per call so that a fetch patched or polyfilled later is used, and so that the
  // global is always called with its own `this` (some browsers throw "Illegal invocation").
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async <T>(path: string, init: ClientFetchInit = {}): Promise<ClientResult<T>> => {
    const { body, query, headers, ...rest } = init;
    const merged = new Headers(fetchOptions.headers);
    for (const [name, value] of new Headers(headers)) merged.set(name, value);
    if (body !== undefined) merged.set('content-type', 'application/json');
    if (!merged.has('accept')) merged.set('accept', 'application/json');

    let response: Response;
    try {
      response = await doFetch(buildURL(baseURL, path, query), {
        credentials: 'include',
        ...fetchOptions,
        ...rest,
        method: rest.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: merged,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { data: null, error: NETWORK_ERROR };
    }
    const result = await readResponse<T>(response);
    if (!result.error && options.onSuccess) await options.onSuccess(path, result.data);
    if (result.error && options.onError) await options.onError(path, result.error);
    return result;
  };
}

async function readResponse<T>(response: Response): Promise<ClientResult<T>> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection dropped mid-body.
    return { data: null, error: NETWORK_ERROR };
  }
  const parsed = parseBody(text, response.headers.get('content-type'));
  if (!response.ok) return { data: null, error: toClientError(response.status, parsed.value) };
  if (!parsed.ok) {
    return {
      data: null,
      error: {
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: 'Invalid JSON response',
      },
    };
  }
  return { data: parsed.value as T, error: null };
}

function parseBody(text: string, contentType: string | null): { ok: boolean; value: unknown } {
  if (text === '') return { ok: true, value: null };
  // Non-JSON answers (e.g. the HTML error page) are handed over as text.
  if (contentType && !/[/+]json\b/i.test(contentType)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text, reviveDates) };
  } catch {
    return { ok: false, value: undefined };
  }
}

function buildURL(baseURL: string, path: string, query: ClientFetchInit['query']): string {
  const url = baseURL + (path.startsWith('/') ? path : `/${path}`);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return url + (url.includes('?') ? '&' : '?') + search;
}
