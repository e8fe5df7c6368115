/**
 * @module answer-checks
 *
 * What every answer must be, whatever was sent: not a 5xx (but for the documented ones), no
 * stack trace, SQL text or secret in the body, an error body of exactly `{ code, message }`
 * (plus `details` on validation errors), 413 for a body past the limit, and no prototype of the
 * process changed by the request.
 */
import type { FuzzExchange, FuzzRequest } from './fuzz-instance.js';
import { POLLUTION_MARK } from './hostile-values.js';

/**
 * 5xx answers a route gives by design, as Better Auth 1.2.7 does: the admin's session behind
 * an impersonation is gone (revoked meanwhile) or the admin was deleted.
 */
export const DOCUMENTED_5XX: ReadonlyArray<{ path: string; status: number; code: string }> = [
  { path: '/admin/stop-impersonating', status: 500, code: 'FAILED_TO_FIND_ADMIN_SESSION' },
  { path: '/admin/stop-impersonating', status: 500, code: 'FAILED_TO_FIND_USER' },
];

/**
 * Error-level log lines a route writes by design, with the answer unchanged. list-users answers
 * an empty page when the database refuses its query (an unknown `sortBy` or `filterField`, a
 * fractional `limit` or `offset` such as `5e-324`, a `searchValue` past SQLite's 50,000-byte
 * LIKE pattern limit), as Better Auth 1.2.7 does, and logs the refusal.
 */
export const DOCUMENTED_ERROR_LOGS: ReadonlyArray<{
  path: string;
  message: string;
  cause: RegExp;
}> = [
  {
    path: '/admin/list-users',
    message: 'admin list-users failed',
    cause:
      /^\[portcullis\] Unknown field "|^A row count must be a non-negative integer|^LIKE or GLOB pattern too complex$/,
  },
];

/** Text that must never reach a client: stack frames, source paths, SQL and driver errors. */
export const LEAK_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  {
    name: 'stack frame',
    pattern: /\bat (?:async )?[^\s()]*\s?\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+/,
  },
  { name: 'source path', pattern: /\/[\w.-]+\/[\w./-]*\.(?:ts|mts|cts|js|mjs|cjs):\d+/ },
  { name: 'SQL select', pattern: /\bselect [\s\S]{0,200}?\bfrom "/i },
  { name: 'SQL select', pattern: /\bselect (?:\*|"|count\(|distinct )/i },
  { name: 'SQL insert', pattern: /\binsert into\b/i },
  { name: 'SQL update', pattern: /\bupdate "[^"]+" set\b/i },
  { name: 'SQL delete', pattern: /\bdelete from\b/i },
  { name: 'SQLite error code', pattern: /SQLITE_[A-Z_]+/ },
  { name: 'SQL syntax error', pattern: /syntax error/i },
  { name: 'SQL schema error', pattern: /no such (?:table|column)|constraint failed/i },
  // The cheap test hasher stores `plain:<password>`: its prefix in a body is a password hash.
  { name: 'password hash', pattern: /plain:/ },
  { name: 'private JWK member', pattern: /"(?:d|p|q|dp|dq|qi)":"[A-Za-z0-9_-]{16,}/ },
];

/** What the checks need besides the exchange. */
export interface CheckContext {
  /** Values no body may contain, ever (the instance secret, the fixtures' password). */
  secrets: string[];
  maxBodyBytes: number;
}

/** A broken property: thrown, so fast-check shrinks the request and prints it. */
export class AnswerViolation extends Error {
  override name = 'AnswerViolation';
}

const fail = (what: string, request: FuzzRequest, exchange: FuzzExchange): never => {
  throw new AnswerViolation(
    `${what}\n  request: ${request.method} ${request.path} (${request.pathVariant}) as ${request.identity} (${request.body?.label ?? 'no body'}, query ${request.query.label})` +
      `\n  answer: ${exchange.status} ${exchange.contentType} ${exchange.text.slice(0, 600)}`,
  );
};

/**
 * Checks one exchange.
 *
 * @throws AnswerViolation naming the broken property.
 */
export function checkAnswer(request: FuzzRequest, exchange: FuzzExchange, ctx: CheckContext) {
  const { status, text } = exchange;
  const error = status >= 400 ? parseErrorBody(text) : undefined;
  if (status >= 500) {
    const documented = DOCUMENTED_5XX.some(
      (d) => d.path === request.path && d.status === status && d.code === error?.code,
    );
    if (!documented) fail(`a ${status} answer`, request, exchange);
  }
  // Past the limit: 413, except on a route the router does not serve (404 before any reading).
  const unserved = status === 404 && exchange.text === '';
  if (
    request.method !== 'GET' &&
    exchange.sentBytes > ctx.maxBodyBytes &&
    status !== 413 &&
    !unserved
  ) {
    fail(
      `a ${exchange.sentBytes}-byte body past the limit answered ${status}, not 413`,
      request,
      exchange,
    );
  }
  const sent = exchange.sentText.toLowerCase();
  for (const secret of ctx.secrets) {
    if (text.includes(secret) && !exchange.sentText.includes(secret)) {
      fail('a secret in the body', request, exchange);
    }
  }
  // The API reference's scripts and stylesheet are swagger-ui-dist's files, served as they are:
  // third-party code, full of `select` and `Syntax error`, and no answer of ours.
  const staticAsset =
    request.path === '/open-api/assets/:file' &&
    status === 200 &&
    !/json|html/.test(exchange.contentType);
  for (const { name, pattern } of staticAsset ? [] : LEAK_PATTERNS) {
    const match = pattern.exec(text);
    // A value the client sent and the route echoes (an organization name, the error page's
    // code) is not a leak.
    if (match && !sent.includes(match[0].toLowerCase())) {
      fail(`${name} in the body: "${match[0]}"`, request, exchange);
    }
  }
  if (status >= 400) checkErrorShape(error, request, exchange);
  else if (exchange.contentType.includes('json')) {
    try {
      JSON.parse(text);
    } catch {
      fail('a JSON answer that does not parse', request, exchange);
    }
  }
}

type ErrorBody = { code?: unknown; message?: unknown; details?: unknown } | undefined;

function parseErrorBody(text: string): ErrorBody {
  try {
    const parsed = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function checkErrorShape(body: ErrorBody, request: FuzzRequest, exchange: FuzzExchange) {
  // Unknown routes, server-only and disabled ones: 404 with no body (SPEC §8).
  if (exchange.status === 404 && exchange.text === '') return;
  if (!exchange.contentType.startsWith('application/json') || !body) {
    fail('an error answer that is not a JSON object', request, exchange);
  }
  const { code, message, details, ...rest } = body!;
  if (typeof code !== 'string' || code === '' || typeof message !== 'string' || message === '') {
    fail('an error body without a string code and message', request, exchange);
  }
  if (Object.keys(rest).length > 0) {
    fail(`an error body with other keys: ${Object.keys(rest).join(', ')}`, request, exchange);
  }
  if (details !== undefined) {
    const wellFormed =
      code === 'VALIDATION_ERROR' &&
      Array.isArray(details) &&
      details.every(
        (d) =>
          d !== null &&
          typeof d === 'object' &&
          typeof d.path === 'string' &&
          typeof d.message === 'string' &&
          Object.keys(d).length === 2,
      );
    if (!wellFormed) fail('details outside a validation error, or malformed', request, exchange);
  }
}

const PROTOTYPES = [Object, Array, Function, String, Number, Boolean, RegExp, Date, Promise].map(
  (builtIn) => builtIn.prototype as object,
);

/** The own keys of the built-in prototypes now, to compare after requests. */
export function snapshotPrototypes(): string[][] {
  return PROTOTYPES.map((p) => Reflect.ownKeys(p).map(String).sort());
}

/**
 * Throws when a built-in prototype gained or lost a key since `before`, or when a plain object
 * inherits a planted `polluted` value.
 */
export function assertPrototypesClean(before: string[][], what: string) {
  const after = snapshotPrototypes();
  PROTOTYPES.forEach((_, i) => {
    const added = after[i]!.filter((k) => !before[i]!.includes(k));
    const removed = before[i]!.filter((k) => !after[i]!.includes(k));
    if (added.length > 0 || removed.length > 0) {
      // Undo the pollution, so the next (shrunk) input is judged on its own: fast-check then
      // shrinks to the request that pollutes, not to whatever ran after it.
      for (const key of added) Reflect.deleteProperty(PROTOTYPES[i]!, key);
      throw new AnswerViolation(
        `prototype changed after ${what}: +[${added.join(', ')}] -[${removed.join(', ')}]`,
      );
    }
  });
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined || probe.role !== undefined) {
    throw new AnswerViolation(`Object.prototype polluted (${POLLUTION_MARK}) after ${what}`);
  }
}
