import { parse, type SerializeOptions, serialize } from 'cookie';

/** Attributes for `Set-Cookie` (RFC 6265). `maxAge` is in seconds. */
export type CookieAttributes = SerializeOptions;

/** The longest Max-Age browsers honour: 400 days, in seconds (SPEC §9, RFC 6265bis §5.6.2). */
export const MAX_COOKIE_AGE_SECONDS = 34_560_000;

/**
 * Parses a `Cookie` request header into a name → value map (values percent-decoded).
 * Malformed pairs are skipped, never thrown on.
 */
export function parseCookies(
  header: string | null | undefined,
): Record<string, string | undefined> {
  if (!header) return {};
  try {
    return parse(header);
  } catch {
    return {};
  }
}

/**
 * Serializes one `Set-Cookie` value. Max-Age is clamped to 400 days (SPEC §5).
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const maxAge =
    attributes.maxAge === undefined
      ? undefined
      : Math.min(Math.max(0, Math.floor(attributes.maxAge)), MAX_COOKIE_AGE_SECONDS);
  return serialize(name, value, { ...attributes, maxAge });
}
