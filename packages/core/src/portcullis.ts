import { createHandler } from './api/router.js';
import { type CoreEndpoints, coreEndpoints } from './api/routes/index.js';
import { createServerAPI, type ServerAPI } from './api/server-api.js';
import { createCookieNames } from './cookies/cookie-names.js';
import type { MigrationResult } from './db/adapter.js';
import { withLengthLimits } from './db/field-limits.js';
import { resolveDatabase } from './db/resolve-database.js';
import {
  getAuditEventSchema,
  getCoreSchema,
  getRateLimitSchema,
  mergeSchemas,
} from './db/schema.js';
import { createStore } from './db/store/index.js';
import { describeError } from './errors/describe-error.js';
import { createOutageLog } from './errors/outage-log.js';
import type { AuthContext } from './kernel/auth-context.js';
import { mergeDatabaseHooks, withDatabaseHooks } from './kernel/database-hooks.js';
import type { Endpoint } from './kernel/endpoint.js';
import type { PortcullisOptions } from './kernel/options.js';
import type { PortcullisPlugin } from './kernel/plugin.js';
import { resolveOptions } from './kernel/resolve-options.js';
import type { ResolvedOptions } from './kernel/resolved-options.js';
import { createAccountLockout } from './rate-limit/account-lockout.js';
import { createCounterStore, usesDatabaseCounters } from './rate-limit/create-counter-store.js';
import { createRateLimiter } from './rate-limit/rate-limiter.js';
import { createAuditLogWriter } from './security/audit-log-writer.js';
import { createNewDeviceNotice } from './security/new-device-notice.js';
import { createOriginMatcher } from './security/trusted-origins.js';
import { addPluginProviders, createSocialProviders } from './social/resolve-providers.js';
import { guardStorage } from './storage/guarded-storage.js';
import { createSessionCache } from './storage/session-cache.js';
import { createResponseRow } from './user/response-row.js';
import { createLogger } from './utils/logger.js';
import { rememberSecrets } from './utils/redact.js';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/**
 * The endpoints one plugin contributes; `{}` for a plugin without an `endpoints` property
 * (`bearer()`, `nextCookies()`). Reading `P['endpoints']` directly would give `unknown` for
 * those, and `unknown` in the union of every plugin's endpoints swallows the other members.
 */
type EndpointsOf<P> = P extends unknown
  ? 'endpoints' extends keyof P
    ? NonNullable<P['endpoints' & keyof P]>
    : {}
  : never;

/** The endpoints plugins contribute, merged into one record type. */
type PluginEndpoints<O extends PortcullisOptions> = O['plugins'] extends readonly PortcullisPlugin[]
  ? UnionToIntersection<EndpointsOf<O['plugins'][number]>>
  : {};

/**
 * Core endpoints plus a plugin's: a plugin endpoint under a core name (`customSession()`'s
 * `getSession`) replaces the core one, at run time (`Object.assign`) as in the type. The common
 * case, no shared name, stays a plain intersection.
 */
type WithPluginEndpoints<P> = [keyof P & keyof CoreEndpoints] extends [never]
  ? CoreEndpoints & P
  : Omit<CoreEndpoints, keyof P> & P;

/** Every endpoint of an instance: core endpoints plus those of its plugins. */
export type PortcullisEndpoints<O extends PortcullisOptions> = WithPluginEndpoints<
  PluginEndpoints<O>
>;

/** What {@link createPortcullis} returns. */
export interface Portcullis<O extends PortcullisOptions = PortcullisOptions> {
  /**
   * The Web-standard handler: mount it at the base path (default `/api/auth`) of any framework
   * that speaks `Request`/`Response` (Hono, Next.js route handlers, Bun, Deno), or through
   * `toNodeHandler` for `node:http` and Express.
   */
  handler: (request: Request) => Promise<Response>;
  /** Typed server calls, one per endpoint: `await auth.api.getSession({ headers })`. */
  api: ServerAPI<PortcullisEndpoints<O>>;
  /** The options with every default applied. */
  options: ResolvedOptions;
  /** Internals for plugins and tooling (adapter, schema, store). Not a stable API for apps. */
  $context: AuthContext;
}

/**
 * Creates a Portcullis instance. Options are resolved and validated, the database adapter, the
 * router and the server API are built here, once; nothing of that is repeated per request.
 *
 * @throws Error (configuration) for a missing `baseURL`, a missing secret in production, or
 *   out-of-range options — see `PortcullisOptions`.
 * @example
 * const auth = createPortcullis({
 *   baseURL: 'http://localhost:3000',
 *   database: './auth.db',
 *   emailAndPassword: { enabled: true },
 * });
 * await migrate(auth);
 * export default { fetch: auth.handler };
 */
export function createPortcullis<const O extends PortcullisOptions>(options: O): Portcullis<O> {
  const logger = createLogger(options.logger);
  const plugins = options.plugins ?? [];
  const resolved = resolveOptions(options, logger);
  // The secret never appears in a log line, whatever logs it by mistake.
  rememberSecrets([resolved.secret], true);
  const schema = mergeSchemas(
    getCoreSchema({
      maxNameLength: resolved.user.maxNameLength,
      maxEmailLength: resolved.user.maxEmailLength,
      maxImageLength: resolved.user.maxImageLength,
      maxUserAgentLength: resolved.session.maxUserAgentLength,
    }),
    { user: { modelName: 'user', fields: resolved.user.additionalFields } },
    ...plugins.map((plugin) => plugin.schema),
    usesDatabaseCounters(resolved.rateLimit)
      ? getRateLimitSchema(resolved.rateLimit.modelName)
      : undefined,
    resolved.auditLog.enabled ? getAuditEventSchema(resolved.auditLog.modelName) : undefined,
  );
  // Length limits outermost: database hooks see only values that fit.
  const adapter = withLengthLimits(
    withDatabaseHooks(
      resolveDatabase(options.database, schema, {
        generateId: options.advanced?.database?.generateId,
        onPoolError: (error) => logger.error(describeError(error)),
        ...resolved.database,
        outage: createOutageLog(logger, 'The database', 'answering 503 SERVICE_UNAVAILABLE'),
      }),
      mergeDatabaseHooks([
        resolved.databaseHooks,
        ...plugins.map((plugin) => plugin.databaseHooks),
      ]),
    ),
    schema,
  );
  const allHooks = [resolved.hooks, ...plugins.map((plugin) => plugin.hooks ?? {})];
  const pluginRules = plugins.flatMap((plugin) => plugin.rateLimit ?? []);
  // Fails fast when it is down: sessions are then read from the database, rate limits counted
  // per rateLimit.storageFallback (docs/deployment.md).
  const secondaryStorage =
    options.secondaryStorage &&
    guardStorage(options.secondaryStorage, {
      timeoutMs: resolved.secondaryStorage.timeoutMs,
      outage: createOutageLog(
        logger,
        'The secondary storage',
        'reading sessions from the database and refusing session changes',
      ),
    });
  const counters = createCounterStore(resolved.rateLimit, {
    adapter,
    secondaryStorage,
    pluginRules,
    logger,
  });
  const endpoints = Object.assign(
    {},
    coreEndpoints,
    ...plugins.map((plugin) => plugin.endpoints ?? {}),
  ) as Record<string, Endpoint>;
  const context: AuthContext = {
    options: resolved,
    endpoints,
    schema,
    responseRow: createResponseRow(schema),
    adapter,
    store: createStore(
      adapter,
      secondaryStorage
        ? createSessionCache(secondaryStorage, {
            onDroppedEviction: (count) =>
              logger.error(`${count} session evictions could not be retried (queue full)`),
          })
        : undefined,
      resolved,
    ),
    secret: resolved.secret,
    password: resolved.emailAndPassword.password,
    cookies: {
      ...createCookieNames(resolved.cookies.prefix, resolved.cookies.secure),
      attributes: resolved.cookies.attributes,
    },
    logger,
    trustedOrigins: createOriginMatcher(resolved.trustedOrigins),
    hooks: {
      before: allHooks.flatMap((hooks) => (hooks.before ? [hooks.before] : [])),
      after: allHooks.flatMap((hooks) => (hooks.after ? [hooks.after] : [])),
    },
    userInputFields: Object.assign(
      {},
      ...plugins.map((plugin) => plugin.schema?.user?.fields ?? {}),
      resolved.user.additionalFields,
    ),
    socialProviders: addPluginProviders(
      createSocialProviders(options.socialProviders),
      plugins,
      resolved,
    ),
    deferOAuthBrowserCheck: plugins.flatMap((plugin) =>
      plugin.deferOAuthBrowserCheck ? [plugin.deferOAuthBrowserCheck] : [],
    ),
    sessionTokenResolvers: plugins.flatMap((plugin) =>
      plugin.resolveSessionToken ? [plugin.resolveSessionToken] : [],
    ),
    sessionResolvers: plugins.flatMap((plugin) =>
      plugin.resolveSession ? [plugin.resolveSession] : [],
    ),
    rateLimiter: createRateLimiter({
      options: resolved.rateLimit,
      ipAddress: resolved.ipAddress,
      pluginRules,
      store: counters,
      logger,
    }),
    accountLockout: createAccountLockout(
      resolved.rateLimit.accountLockout,
      counters,
      resolved.secret,
    ),
    auditLog: undefined,
    runInBackground(task) {
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error('A background task failed', error));
    },
  };
  if (resolved.auditLog.enabled) {
    context.auditLog = createAuditLogWriter(
      adapter,
      resolved.auditLog,
      logger,
      resolved.newDeviceNotice
        ? createNewDeviceNotice(context, resolved.newDeviceNotice)
        : undefined,
    );
  }
  return {
    handler: createHandler(endpoints, context),
    api: createServerAPI(endpoints, context) as ServerAPI<PortcullisEndpoints<O>>,
    options: resolved,
    $context: context,
  };
}

/**
 * Creates the missing tables, columns and indexes of an instance's schema (core tables plus
 * plugin tables). Idempotent: safe to run at every start. Never drops anything.
 *
 * @throws Error when the adapter cannot migrate (e.g. a custom adapter without `migrate`).
 */
export async function migrate(auth: Pick<Portcullis<any>, '$context'>): Promise<MigrationResult> {
  const { adapter } = auth.$context;
  if (!adapter.migrate) {
    throw new Error(`[portcullis] The "${adapter.id}" adapter does not support migrations.`);
  }
  return adapter.migrate();
}
