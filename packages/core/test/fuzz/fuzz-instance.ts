/**
 * @module fuzz-instance
 *
 * The instance under fuzz: every built-in plugin (organization with teams and active team,
 * admin, username, jwt, bearer), the audit log, email verification, change-email, delete-user,
 * an in-process social provider (no network), the OpenAPI routes, on a real SQLite file with
 * the cheap test hasher. It sends generated requests through `auth.handler` the way a browser
 * would, keeps the fixtures standing, and records what the instance logged as an error.
 */

import Database from 'better-sqlite3';
import { admin, bearer, jwt, organization, passkey, username } from '../../src/index.js';
import type { Endpoint } from '../../src/kernel/endpoint.js';
import { createTestAuth, tempDatabasePath } from '../helpers.js';
import { createTestProvider } from '../kit/test-provider.js';
import type { BodyCase } from './body-cases.js';
import { createFixtureProbe } from './fixture-probe.js';
import { type FixtureRef, type ResolveFixture, resolveRefs } from './fixture-ref.js';
import { buildFixtures, type Fixtures, repairFixtures } from './fixtures.js';
import { REQUEST_TIMEOUT_MS } from './fuzz-settings.js';
import type { ORIGINS } from './hostile-values.js';
import { percentEncode, toJsonText } from './json-text.js';
import { type QueryCase, queryText } from './query-cases.js';

/** Who sends a request: nobody, a signed-in user or admin, an impersonator, a bearer, a forger. */
export const IDENTITIES = [
  'anonymous',
  'user',
  'admin',
  'impersonating',
  'bearer',
  'forged-cookie',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The media types a body may be sent as (`none`: no Content-Type header at all). */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'none',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** How a request writes its path: as declared, or with a slash too many, upper-cased, … */
export type PathVariant =
  | 'exact'
  | 'trailing-slash'
  | 'double-slash'
  | 'upper-case'
  | 'encoded'
  | 'dot-segment';

/** `path` written as `variant`. */
function writePath(path: string, variant: PathVariant): string {
  switch (variant) {
    case 'exact':
      return path;
    case 'trailing-slash':
      return `${path}/`;
    case 'double-slash':
      return path.replace('/', '//');
    case 'upper-case':
      return path.toUpperCase();
    case 'encoded':
      // `/sign-up` → `/sign%2Dup`: the same path to a decoder, another to a string compare.
      return path.replace(/[a-z-]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    case 'dot-segment':
      return `/x/..${path}`;
  }
}

/** One generated request, before the fixtures are resolved. */
export interface FuzzRequest {
  method: string;
  /** The endpoint's path, `:params` included. */
  path: string;
  pathVariant: PathVariant;
  /** Values of the path's `:params`: raw (already encoded) text or a fixture. */
  params: Record<string, string | FixtureRef>;
  query: QueryCase;
  body: BodyCase | undefined;
  contentType: ContentType;
  identity: Identity;
  origin: (typeof ORIGINS)[number];
  /** Headers added to the caller's (`{session}`, `{data}`, `{token}` filled in when sent). */
  extraHeaders: Record<string, string>;
}

/** What came back, with what was sent (for the leak checks' "was it just echoed?"). */
export interface FuzzExchange {
  status: number;
  contentType: string;
  text: string;
  sentText: string;
  sentBytes: number;
  elapsedMs: number;
}

/** A migrated database with fixtures in it, to start instances from without making them anew. */
export interface FuzzTemplate {
  databasePath: string;
  fixtures: Fixtures;
}

/**
 * Builds an instance: on a copy of `template`'s database with its fixtures (a few tens of
 * milliseconds), or, without one, on a new database with new fixtures.
 */
export async function createFuzzInstance(template?: FuzzTemplate) {
  const emails: string[] = [];
  const errors: unknown[][] = [];
  const capture = (message: { token: string }) => {
    emails.push(message.token);
  };
  const databasePath = tempDatabasePath();
  if (template) copyDatabase(template.databasePath, databasePath);
  const t = await createTestAuth({
    database: databasePath,
    logger: { level: 'error', log: (_level, message, ...args) => errors.push([message, ...args]) },
    plugins: [
      organization({
        teams: { enabled: true, activeTeam: { enabled: true } },
        sendInvitationEmail: () => {},
      }),
      admin(),
      username(),
      jwt(),
      bearer(),
      passkey(),
    ],
    auditLog: { enabled: true },
    emailAndPassword: { enabled: true, sendResetPassword: capture },
    emailVerification: { sendVerificationEmail: capture },
    user: {
      changeEmail: { enabled: true, sendChangeEmailVerification: capture },
      deleteUser: { enabled: true, sendDeleteAccountVerification: capture },
    },
    socialProviders: { idtest: createTestProvider() },
  });
  const { auth } = t;
  const { adapter } = auth.$context;
  const probe = createFixtureProbe(databasePath, auth.$context.schema);
  const deps = { adapter, post: t.post, lastEmailToken: () => emails.at(-1), probe };
  let fixtures: Fixtures = template
    ? structuredClone(template.fixtures)
    : await buildFixtures(deps);
  const repairs = { patched: 0, sessions: 0, rebuilt: 0 };
  let requests = 0;

  const resolve: ResolveFixture = (name) =>
    name === 'emailToken' ? (emails.at(-1) ?? fixtures.values.emailToken) : fixtures.values[name];

  function identityHeaders(identity: Identity): Record<string, string> {
    switch (identity) {
      case 'anonymous':
        return {};
      case 'user':
      case 'admin':
      case 'impersonating':
        return { cookie: fixtures.cookies[identity] };
      case 'bearer':
        return { authorization: `Bearer ${fixtures.values.adminSessionToken}` };
      case 'forged-cookie':
        return {
          cookie: `${auth.$context.cookies.sessionToken}=${fixtures.values.userSessionToken}.${'A'.repeat(43)}=`,
        };
    }
  }

  /** The body bytes and Content-Type of a request. */
  function encodeBody(request: FuzzRequest): { text: string; type: string | null } | undefined {
    const body = request.body?.body;
    if (!body || body.kind === 'none') return undefined;
    if (body.kind === 'form') {
      const value = resolveRefs(body.value, resolve);
      const entries =
        value !== null && typeof value === 'object'
          ? Object.entries(value).map(
              ([k, v]) =>
                `${percentEncode(k)}=${percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
            )
          : [];
      return { text: entries.join('&'), type: 'application/x-www-form-urlencoded' };
    }
    const text =
      body.kind === 'text'
        ? body.text
        : toJsonText(body.value, {
            resolve,
            members: body.members,
            maxBodyBytes: auth.options.maxBodySizeBytes,
          });
    return { text, type: request.contentType === 'none' ? null : request.contentType };
  }

  /** Sends one generated request through `auth.handler` and reads the whole answer. */
  async function send(request: FuzzRequest): Promise<FuzzExchange> {
    requests++;
    const declared = request.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      const param = request.params[name] ?? '';
      return typeof param === 'string' ? param : percentEncode(resolve(param.name));
    });
    const path = writePath(declared, request.pathVariant);
    const query = queryText(request.query.pieces, resolve);
    // `baseURL` is resolved with the base path (`…/api/auth`).
    const url = `${auth.options.baseURL}${path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = { ...identityHeaders(request.identity) };
    for (const [name, template] of Object.entries(request.extraHeaders)) {
      const value = template
        .replaceAll('{session}', auth.$context.cookies.sessionToken)
        .replaceAll('{data}', auth.$context.cookies.sessionData)
        .replaceAll('{token}', fixtures.values.userSessionToken);
      // A junk cookie goes beside the caller's own, as a second cookie of the same name would.
      headers[name] = name === 'cookie' && headers.cookie ? `${headers.cookie}; ${value}` : value;
    }
    if (request.origin === 'trusted') headers.origin = auth.options.origin;
    else if (request.origin !== 'none') headers.origin = request.origin;
    // GET and HEAD requests cannot carry a body.
    const encoded = ['GET', 'HEAD'].includes(request.method) ? undefined : encodeBody(request);
    if (encoded?.type) headers['content-type'] = encoded.type;
    // Bytes, not a string: a string body would get a text/plain Content-Type by default.
    const bytes = encoded ? new TextEncoder().encode(encoded.text) : undefined;
    const started = performance.now();
    const response = await withTimeout(
      auth.handler(new Request(url, { method: request.method, headers, body: bytes })),
      `${request.method} ${url.slice(0, 200)}`,
    );
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      sentText: [
        // Cookies carry tokens too (the admin's, under an impersonation): decoded, as sent.
        ...Object.values(headers).map(decodeURIComponentSafe),
        url,
        decodeURIComponentSafe(path),
        ...[...new URLSearchParams(query)].flat(),
        encoded?.text ?? '',
        ...stringsIn(encoded?.text),
      ].join('\n'),
      sentBytes: bytes?.byteLength ?? 0,
      elapsedMs: performance.now() - started,
    };
  }

  /** Puts the fixtures back when a fuzzed request destroyed part of them. */
  async function ensureFixtures() {
    const result = await repairFixtures(deps, fixtures);
    fixtures = result.fixtures;
    if (result.repaired !== 'intact') repairs[result.repaired]++;
  }

  return {
    auth,
    adapter,
    probe,
    databasePath,
    endpoints: auth.$context.endpoints as Record<string, Endpoint>,
    send,
    ensureFixtures,
    /** Error-level log lines since start-up (unexpected exceptions, failed background tasks). */
    errors,
    stats: () => ({ requests, ...repairs, emails: emails.length }),
    /** The current fixtures (they change when a request destroyed the previous ones). */
    fixtures: () => fixtures,
    /** Closes the probe's connection (the instance's own closes with the process). */
    close: () => probe.close(),
    /** This instance's database and current fixtures, to start other instances from. */
    template: (): FuzzTemplate => ({ databasePath, fixtures: structuredClone(fixtures) }),
    secrets: () => [auth.$context.secret],
  };
}

export type FuzzInstance = Awaited<ReturnType<typeof createFuzzInstance>>;

/** A consistent copy of a SQLite database (WAL included) at `to`. */
function copyDatabase(from: string, to: string) {
  const db = new Database(from, { readonly: true, fileMustExist: true });
  try {
    db.prepare('VACUUM INTO ?').run(to);
  } finally {
    db.close();
  }
}

/** The strings inside a JSON text (keys and values), decoded; none when it is not JSON. */
function stringsIn(text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  try {
    JSON.parse(text, (key, value) => {
      out.push(key);
      if (typeof value === 'string') out.push(value);
      return value;
    });
  } catch {}
  return out;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
