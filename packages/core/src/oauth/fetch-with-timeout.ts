import { OAuthRequestError } from './errors.js';

/** How long an outbound call to a provider may take, in milliseconds. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * `fetch` with a deadline; a network failure or timeout becomes an `OAuthRequestError` of kind
 * `network`, so a slow provider can never hang a sign-in.
 */
export async function fetchWithTimeout(
  url: string | URL,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    throw new OAuthRequestError('network', `Could not reach ${new URL(url).host}`, {}, { cause });
  }
}
