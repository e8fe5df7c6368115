import { AsyncLocalStorage } from 'node:async_hooks';

/** What a redacted value is replaced with. */
export const REDACTED = '[REDACTED]';

// Compared after lower-casing and dropping '-' and '_': `refresh_token`, `refreshToken` and
// `Refresh-Token` are one key. A key containing one of these words is sensitive.
const SENSITIVE_WORDS = [
  'password',
  'passwd',
  'token',
  'secret',
  'cookie',
  'authorization',
  'privatekey',
  'apikey',
  'codeverifier',
  'credential',
  'signature',
];
// Keys sensitive only as a whole word: `code` (OAuth authorization code), `state` (OAuth state),
// `identifier` (a verification identifier carries its token), `otp`, `hash`.
const SENSITIVE_KEYS = new Set(['code', 'state', 'identifier', 'otp', 'hash', 'jwt']);

/** True when a property of this name may hold a secret, password, token or cookie. */
export function isSensitiveKey(key: string): boolean {
  const normal = key.toLowerCase().replace(/[-_]/g, '');
  return SENSITIVE_KEYS.has(normal) || SENSITIVE_WORDS.some((word) => normal.includes(word));
}

// Secrets recognisable by their shape wherever they appear in a string.
const PATTERNS: Array<[RegExp, string]> = [
  // `Bearer abc…`, `Basic abc…` (an Authorization header quoted in a message).
  [/\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi, `$1 ${REDACTED}`],
  // JWTs (header.payload.signature).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
  // `token=…`, `password: …`, `"code":"…"` in query strings, form bodies, JSON and messages.
  [
    /([\w-]*(?:password|passwd|token|secret|cookie|authorization|code_?verifier|private_?key|api_?key)["']?\s*[=:]\s*["']?)([^\s"'&;,}]+)/gi,
    `$1${REDACTED}`,
  ],
  // The password of a connection string (`postgres://app:secret@db/app`) quoted in a message.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s/@]+@/gi, `$1${REDACTED}@`],
  // OAuth `code=…` and `state=…` in URLs.
  [/\b(code|state)=[^\s&"'#]+/gi, `$1=${REDACTED}`],
];

/** Values shorter than this are not searched for in strings (too likely to match by chance). */
const MIN_SECRET_LENGTH = 6;

interface SecretScope {
  values: Set<string>;
  /** Request inputs whose secrets are collected only when a line is logged (rarely). */
  pending: Array<{ body: unknown; headers: Headers | undefined }>;
}

const scope = new AsyncLocalStorage<SecretScope>();
const globalSecrets = new Set<string>();

/**
 * Runs `fn` in a scope where {@link rememberSecrets} records the values of one request (its
 * password, its tokens, its cookies), so that any log line written while it runs — or by the
 * background work it starts — has them scrubbed even from free text such as error messages.
 */
export function withSecretScope<T>(fn: () => T): T {
  return scope.run({ values: new Set(), pending: [] }, fn);
}

/**
 * Records secret values to scrub from every log line of the current request scope (or of every
 * line when there is no scope and `global` is set, e.g. the configured secret).
 */
export function rememberSecrets(values: Iterable<unknown>, global = false): void {
  const target = global ? globalSecrets : scope.getStore()?.values;
  if (!target) return;
  for (const value of values) {
    if (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH) target.add(value);
  }
}

/**
 * Records the secrets a request carries: the values of sensitive fields of its body (at any
 * depth), its cookies (whole and without their signature) and its Authorization header.
 */
export function rememberRequestSecrets(body: unknown, headers: Headers | undefined): void {
  // Only noted here: the values are collected when something is logged, off the hot path.
  scope.getStore()?.pending.push({ body, headers });
}

/** The secrets of a request's input: see {@link rememberRequestSecrets}. */
function collectRequestSecrets(body: unknown, headers: Headers | undefined, out: Set<string>) {
  const found: string[] = [];
  collectSensitiveValues(body, found, new WeakSet(), 0);
  const authorization = headers?.get('authorization');
  if (authorization) found.push(authorization, authorization.replace(/^\S+\s+/, ''));
  for (const pair of (headers?.get('cookie') ?? '').split(';')) {
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    if (!value) continue;
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {}
    found.push(value, decoded, decoded.split('.')[0] ?? '');
  }
  for (const value of found) if (value.length >= MIN_SECRET_LENGTH) out.add(value);
}

function collectSensitiveValues(
  value: unknown,
  out: string[],
  seen: WeakSet<object>,
  depth: number,
) {
  if (depth > 8 || typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    if (isSensitiveKey(key) && (typeof inner === 'string' || typeof inner === 'number')) {
      out.push(String(inner));
    } else {
      collectSensitiveValues(inner, out, seen, depth + 1);
    }
  }
}

/** Scrubs known secret values and secret-shaped substrings from a string. */
export function redactString(text: string): string {
  let out = text;
  const current = scope.getStore();
  if (current?.pending.length) {
    for (const { body, headers } of current.pending) {
      collectRequestSecrets(body, headers, current.values);
    }
    current.pending.length = 0;
  }
  const values = [...globalSecrets, ...(current?.values ?? [])];
  // Longest first, so a value containing another is replaced whole.
  for (const value of values.sort((a, b) => b.length - a.length)) {
    if (out.includes(value)) out = out.split(value).join(REDACTED);
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * A copy of `value` safe to log: sensitive keys (at any depth) hold {@link REDACTED}, strings are
 * scrubbed by {@link redactString}, and Errors stay Errors (message, stack, cause and own fields
 * redacted the same way). Cycles and very deep values are cut.
 */
export function redact(value: unknown): unknown {
  return redactValue(value, new WeakMap(), 0);
}

function redactValue(value: unknown, seen: WeakMap<object, unknown>, depth: number): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (depth > 8) return '[Truncated]';
  if (value instanceof Date || value instanceof RegExp) return value;
  if (value instanceof Error) {
    const copy = new Error(redactString(value.message));
    seen.set(value, copy);
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redactString(value.stack);
    if ('cause' in value) copy.cause = redactValue(value.cause, seen, depth + 1);
    for (const [key, inner] of Object.entries(value)) {
      (copy as unknown as Record<string, unknown>)[key] = isSensitiveKey(key)
        ? REDACTED
        : redactValue(inner, seen, depth + 1);
    }
    return copy;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const inner of value) copy.push(redactValue(inner, seen, depth + 1));
    return copy;
  }
  if (value instanceof Headers) return redactValue(Object.fromEntries(value), seen, depth);
  if (value instanceof Map) return redactValue(Object.fromEntries(value), seen, depth);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return '[Binary]';
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, inner] of Object.entries(value)) {
    copy[key] =
      isSensitiveKey(key) && inner != null ? REDACTED : redactValue(inner, seen, depth + 1);
  }
  return copy;
}
