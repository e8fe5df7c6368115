/**
 * What the harness compares of an answer, with generated values (ids, tokens, dates, signatures)
 * replaced by placeholders of their type, so two servers that answer alike compare equal while
 * key names, types, statuses, codes and messages still have to match.
 */

/** A normalised answer. */
export interface Snapshot {
  status: number;
  body: unknown;
  /** Present headers of the contract, with normalised values. */
  headers: Record<string, string>;
  /** `Set-Cookie`s: name (prefix replaced by `<prefix>`) → attributes, value left out. */
  cookies: Record<string, string>;
  /** `Location`, with generated values in its query replaced. */
  location?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
// Keys whose values are generated per server; compared by type only.
const GENERATED_KEYS = new Set([
  'id',
  'userId',
  'token',
  'accountId',
  'organizationId',
  'inviterId',
  'teamId',
  'activeOrganizationId',
  'activeTeamId',
  'sessionId',
  'memberId',
  'publicKey',
  'kid',
  'x',
  'n',
  'e',
  'userAgent',
  // The admin's user id on an impersonation session (admin plugin).
  'impersonatedBy',
  // A new API key and its first characters (api-key plugin).
  'key',
  'start',
]);
const CONTRACT_HEADERS = ['set-auth-token', 'set-auth-jwt', 'x-retry-after', 'content-type'];

/** The keys of `b` missing from `a`, and of `a` missing from `b`, at any depth. */
export function keyDifferences(a: unknown, b: unknown, path = ''): string[] {
  if (Array.isArray(a) && Array.isArray(b)) return keyDifferences(a[0], b[0], `${path}[0]`);
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return [];
  const out: string[] = [];
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(ao), ...Object.keys(bo)])) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in ao)) out.push(`+${at}`);
    else if (!(key in bo)) out.push(`-${at}`);
    else out.push(...keyDifferences(ao[key], bo[key], at));
  }
  return out;
}

/** Replaces generated values with `<type>` placeholders, keeping every key and every shape. */
export function normaliseValue(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normaliseValue(v, k)]),
    );
  }
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return '<date>';
    if (key === 'url' && /^https:\/\/[^/]+\/.*[?&]state=/.test(value)) {
      return normaliseAuthorizationURL(value);
    }
    if (key && GENERATED_KEYS.has(key)) return '<string>';
    if (/^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) return '<jwt>';
    // An anonymous user's placeholder email (anonymous plugin): its 32-character id is random.
    if (key === 'email') return value.replace(/^temp-[A-Za-z0-9]{32}@/, 'temp-<string>@');
  }
  if (key && GENERATED_KEYS.has(key) && value !== null) return `<${typeof value}>`;
  return value;
}

// Generated per flow in a provider's authorization URL (RFC 6749 §4.1.1, RFC 7636 §4.3).
const AUTHORIZATION_GENERATED = new Set(['state', 'code_challenge']);

/**
 * A provider's authorization URL (`/sign-in/social`'s `url`): `state` and `code_challenge`
 * replaced, parameters sorted (their order means nothing), everything else kept.
 */
function normaliseAuthorizationURL(value: string): string {
  const url = new URL(value);
  const params = [...url.searchParams]
    .map(([name, v]): [string, string] => [
      name,
      AUTHORIZATION_GENERATED.has(name) ? '<string>' : v,
    ])
    .sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

function normaliseLocation(location: string, base: string): string {
  const url = new URL(location, base);
  for (const [name] of url.searchParams) {
    // `cookies`: the OAuth proxy's sealed cookies, encrypted with a fresh nonce each time.
    if (/token|state|code|id|^cookies$/i.test(name)) url.searchParams.set(name, '<string>');
  }
  return url.origin === new URL(base).origin && !/^https?:/.test(location)
    ? `${url.pathname}${url.search}`
    : url.href;
}

function normaliseCookie(header: string, prefix: string): [string, string] {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const name = pair!
    .slice(0, pair!.indexOf('='))
    .replace(prefix, '<prefix>')
    // The multi-session plugin names a device cookie after its session token.
    .replace(/_multi-.*$/, '_multi-<token>');
  const value = pair!.slice(pair!.indexOf('=') + 1);
  const kept = attributes
    .map((attribute) => attribute.replace(/^expires=.*$/i, 'Expires=<date>'))
    .sort()
    .join('; ');
  return [name, `${value === '' ? 'cleared' : 'set'}; ${kept}`];
}

/** The snapshot of a `Response`. */
export async function snapshotOf(
  response: Response,
  cookiePrefix: string,
  base: string,
): Promise<{ snapshot: Snapshot; json: unknown }> {
  const text = await response.text();
  let json: unknown = text;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: an HTML page or plain text, compared as `<text>`.
    json = text;
  }
  const headers: Record<string, string> = {};
  for (const name of CONTRACT_HEADERS) {
    const value = response.headers.get(name);
    if (value === null) continue;
    // A redirect's content type says nothing the client reads.
    if (name === 'content-type' && response.status >= 300 && response.status < 400) continue;
    headers[name] = name === 'content-type' ? value.split(';')[0]! : '<present>';
  }
  const location = response.headers.get('location');
  const snapshot: Snapshot = {
    status: response.status,
    body: typeof json === 'string' ? (json === '' ? '' : '<text>') : normaliseValue(json),
    headers,
    cookies: Object.fromEntries(
      response.headers.getSetCookie().map((cookie) => normaliseCookie(cookie, cookiePrefix)),
    ),
  };
  if (location) snapshot.location = normaliseLocation(location, base);
  return { snapshot, json };
}
