import { scryptHasher } from '../crypto/password.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from '../db/time-limits.js';
import {
  resolveIpAddressOptions,
  resolveRateLimitOptions,
} from '../rate-limit/rate-limit-options.js';
import { resolveCorsOptions } from '../security/cors.js';
import { DEFAULT_STORAGE_TIMEOUT_MS } from '../storage/guarded-storage.js';
import type { Logger } from '../utils/logger.js';
import { isFirstInProcess } from '../utils/once-per-process.js';
import type { PortcullisOptions } from './options.js';
import type { ResolvedOptions } from './resolved-options.js';

/** The secret used when none is configured, in development only. */
export const DEFAULT_SECRET = 'portcullis-development-secret-do-not-use-in-production';

/**
 * Applies defaults and validates options, once, at start-up.
 *
 * @throws Error with an actionable message when `baseURL` is missing or invalid, when the
 *   development secret would be used with `NODE_ENV=production`, or a number is out of range.
 */
export function resolveOptions(
  options: PortcullisOptions,
  logger: Logger,
  env: Record<string, string | undefined> = process.env,
): ResolvedOptions {
  const { origin, basePath, baseURL } = resolveURLs(options, env);
  const secret = resolveSecret(options, logger, env);
  const emailAndPassword = {
    enabled: options.emailAndPassword?.enabled ?? false,
    disableSignUp: options.emailAndPassword?.disableSignUp ?? false,
    minPasswordLength: positive(
      'emailAndPassword.minPasswordLength',
      options.emailAndPassword?.minPasswordLength,
      8,
    ),
    maxPasswordLength: positive(
      'emailAndPassword.maxPasswordLength',
      options.emailAndPassword?.maxPasswordLength,
      128,
    ),
    autoSignIn: options.emailAndPassword?.autoSignIn ?? true,
    password: options.emailAndPassword?.password ?? scryptHasher,
    requireEmailVerification: options.emailAndPassword?.requireEmailVerification ?? false,
    sendResetPassword: options.emailAndPassword?.sendResetPassword,
    resetPasswordTokenExpiresIn: positive(
      'emailAndPassword.resetPasswordTokenExpiresIn',
      options.emailAndPassword?.resetPasswordTokenExpiresIn,
      3_600,
    ),
    revokeSessionsOnPasswordReset: options.emailAndPassword?.revokeSessionsOnPasswordReset ?? false,
    rejectCommonPasswords: options.emailAndPassword?.rejectCommonPasswords ?? true,
    haveIBeenPwned: {
      enabled: options.emailAndPassword?.haveIBeenPwned?.enabled ?? false,
      failOpen: options.emailAndPassword?.haveIBeenPwned?.failOpen ?? true,
      timeoutMs: positive(
        'emailAndPassword.haveIBeenPwned.timeoutMs',
        options.emailAndPassword?.haveIBeenPwned?.timeoutMs,
        3_000,
      ),
    },
  };
  if (
    emailAndPassword.requireEmailVerification &&
    !options.emailVerification?.sendVerificationEmail
  ) {
    logger.warn(
      'emailAndPassword.requireEmailVerification is on but emailVerification.sendVerificationEmail is not set: new users can never verify, so they can never sign in.',
    );
  }
  if (emailAndPassword.minPasswordLength > emailAndPassword.maxPasswordLength) {
    throw configError('emailAndPassword.minPasswordLength must not exceed maxPasswordLength');
  }
  const secure = options.advanced?.useSecureCookies ?? origin.startsWith('https:');
  const envOrigins = (env.PORTCULLIS_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

  const trustedOrigins = [...new Set([origin, ...(options.trustedOrigins ?? []), ...envOrigins])];

  return {
    appName: options.appName ?? 'Portcullis',
    baseURL,
    origin,
    basePath,
    secret,
    trustedOrigins,
    emailAndPassword,
    session: {
      expiresIn: positive('session.expiresIn', options.session?.expiresIn, 604_800),
      updateAge: positive('session.updateAge', options.session?.updateAge, 86_400),
      freshAge: positive('session.freshAge', options.session?.freshAge, 86_400, true),
      disableSessionRefresh: options.session?.disableSessionRefresh ?? false,
      cookieCache: {
        enabled: options.session?.cookieCache?.enabled ?? false,
        maxAge: positive('session.cookieCache.maxAge', options.session?.cookieCache?.maxAge, 300),
      },
      absoluteExpiresIn:
        options.session?.absoluteExpiresIn === undefined
          ? undefined
          : positive('session.absoluteExpiresIn', options.session.absoluteExpiresIn, 0),
      storeTokenHash: options.session?.storeTokenHash ?? false,
      maxUserAgentLength: positive(
        'session.maxUserAgentLength',
        options.session?.maxUserAgentLength,
        512,
      ),
    },
    emailVerification: {
      sendVerificationEmail: options.emailVerification?.sendVerificationEmail,
      sendOnSignUp: options.emailVerification?.sendOnSignUp ?? false,
      autoSignInAfterVerification: options.emailVerification?.autoSignInAfterVerification ?? false,
      expiresIn: positive(
        'emailVerification.expiresIn',
        options.emailVerification?.expiresIn,
        3_600,
      ),
    },
    user: {
      additionalFields: limitAdditionalFields(options.user?.additionalFields ?? {}),
      maxNameLength: positive('user.maxNameLength', options.user?.maxNameLength, 256),
      maxEmailLength: positive('user.maxEmailLength', options.user?.maxEmailLength, 254),
      maxImageLength: positive('user.maxImageLength', options.user?.maxImageLength, 2_048),
      changeEmail: options.user?.changeEmail ?? { enabled: false },
      deleteUser: {
        enabled: false,
        ...options.user?.deleteUser,
        deleteTokenExpiresIn: positive(
          'user.deleteUser.deleteTokenExpiresIn',
          options.user?.deleteUser?.deleteTokenExpiresIn,
          86_400,
        ),
      },
    },
    hooks: options.hooks ?? {},
    databaseHooks: options.databaseHooks ?? {},
    cookies: {
      prefix: options.advanced?.cookiePrefix ?? 'portcullis',
      secure,
      attributes: {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        ...options.advanced?.defaultCookieAttributes,
      },
    },
    maxBodySizeBytes: positive(
      'advanced.maxBodySizeBytes',
      options.advanced?.maxBodySizeBytes,
      1_048_576,
    ),
    maxBodyDepth: wholeAtLeastOne('advanced.maxBodyDepth', options.advanced?.maxBodyDepth, 32),
    database: {
      queryTimeoutMs: positive(
        'advanced.database.queryTimeoutMs',
        options.advanced?.database?.queryTimeoutMs,
        DEFAULT_QUERY_TIMEOUT_MS,
      ),
      connectTimeoutMs: positive(
        'advanced.database.connectTimeoutMs',
        options.advanced?.database?.connectTimeoutMs,
        DEFAULT_CONNECT_TIMEOUT_MS,
      ),
      preparedStatements: options.advanced?.database?.preparedStatements ?? true,
    },
    secondaryStorage: {
      timeoutMs: positive(
        'advanced.secondaryStorage.timeoutMs',
        options.advanced?.secondaryStorage?.timeoutMs,
        DEFAULT_STORAGE_TIMEOUT_MS,
      ),
    },
    hashVerificationTokens: options.advanced?.hashVerificationTokens ?? false,
    validationErrorDetails: options.advanced?.validationErrorDetails ?? false,
    onEvent: options.onEvent,
    auditLog: {
      enabled: options.auditLog?.enabled ?? false,
      retentionDays:
        options.auditLog?.retentionDays === undefined
          ? undefined
          : positive('auditLog.retentionDays', options.auditLog.retentionDays, 0),
      modelName: options.auditLog?.modelName ?? 'auditEvent',
      maxQueueSize: positive('auditLog.maxQueueSize', options.auditLog?.maxQueueSize, 10_000),
    },
    newDeviceNotice: resolveNewDeviceNotice(options, origin),
    rateLimit: resolveRateLimitOptions(
      options.rateLimit,
      options.secondaryStorage !== undefined,
      env,
      configError,
    ),
    ipAddress: resolveIpAddressOptions(options.advanced?.ipAddress, configError),
    cors: resolveCorsOptions(options.advanced?.cors, trustedOrigins),
    openAPI: {
      enabled: options.openAPI?.enabled ?? env.NODE_ENV !== 'production',
      path: normalizePath(options.openAPI?.path ?? '/api/reference') || '/',
    },
    plugins: options.plugins ?? [],
    account: {
      accountLinking: {
        enabled: options.account?.accountLinking?.enabled ?? true,
        trustedProviders: options.account?.accountLinking?.trustedProviders ?? [],
        allowDifferentEmails: options.account?.accountLinking?.allowDifferentEmails ?? false,
        requireLocalEmailVerified:
          options.account?.accountLinking?.requireLocalEmailVerified ?? true,
      },
      encryptOAuthTokens: options.account?.encryptOAuthTokens ?? false,
    },
  };
}

function resolveURLs(options: PortcullisOptions, env: Record<string, string | undefined>) {
  const raw = options.baseURL ?? env.PORTCULLIS_URL;
  if (!raw) {
    throw configError(
      'baseURL is missing. Pass `baseURL` (e.g. "http://localhost:3000") or set PORTCULLIS_URL.',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw configError(`baseURL "${raw}" is not a valid URL (expected e.g. "https://app.example").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw configError(`baseURL "${raw}" must use http or https.`);
  }
  const pathFromURL = url.pathname.replace(/\/+$/, '');
  const basePath = normalizePath(options.basePath ?? (pathFromURL || '/api/auth'));
  return { origin: url.origin, basePath, baseURL: url.origin + basePath };
}

function normalizePath(path: string): string {
  const trimmed = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return trimmed === '/' ? '' : trimmed;
}

function resolveSecret(
  options: PortcullisOptions,
  logger: Logger,
  env: Record<string, string | undefined>,
): string {
  const secret = options.secret ?? env.PORTCULLIS_SECRET;
  if (secret) {
    if (secret.length < 32)
      logger.warn('The secret is shorter than 32 characters; use a longer random one.');
    return secret;
  }
  if (env.NODE_ENV === 'production') {
    throw configError(
      'No secret configured in production. Set PORTCULLIS_SECRET (e.g. `openssl rand -base64 32`) or pass `secret`.',
    );
  }
  // Once per process and sink: a dev server builds several instances (Next.js: one per bundle).
  if (isFirstInProcess('default-secret', options.logger?.log)) {
    logger.error(
      'You are using the default secret. Set PORTCULLIS_SECRET or pass `secret` before deploying.',
    );
  }
  return DEFAULT_SECRET;
}

/** `string` additional fields get `maxLength` 1024 unless they say; every `maxLength` is checked. */
function limitAdditionalFields(fields: ResolvedOptions['user']['additionalFields']) {
  const limited: ResolvedOptions['user']['additionalFields'] = {};
  for (const [name, field] of Object.entries(fields)) {
    const fallback = field.type === 'string' ? 1_024 : undefined;
    const maxLength = field.maxLength ?? fallback;
    limited[name] =
      maxLength === undefined
        ? field
        : {
            ...field,
            maxLength: positive(`user.additionalFields.${name}.maxLength`, maxLength, 0),
          };
  }
  return limited;
}

function resolveNewDeviceNotice(
  options: PortcullisOptions,
  origin: string,
): ResolvedOptions['newDeviceNotice'] {
  const notice = options.newDeviceNotice;
  if (!notice) return undefined;
  if (!options.auditLog?.enabled) {
    throw configError(
      'newDeviceNotice needs auditLog: { enabled: true } (past sign-ins are looked up there).',
    );
  }
  if (typeof notice.sendNewDeviceEmail !== 'function') {
    throw configError('newDeviceNotice.sendNewDeviceEmail must be a function.');
  }
  return {
    sendNewDeviceEmail: notice.sendNewDeviceEmail,
    seenWithinDays: positive('newDeviceNotice.seenWithinDays', notice.seenWithinDays, 30),
    sessionsURL: notice.sessionsURL ?? `${origin}/`,
  };
}

function positive(name: string, value: number | undefined, fallback: number, allowZero = false) {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw configError(`${name} must be a positive number, got ${value}.`);
  }
  return value;
}

function wholeAtLeastOne(name: string, value: number | undefined, fallback: number) {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) {
    throw configError(`${name} must be a whole number of at least 1, got ${value}.`);
  }
  return value;
}

function configError(message: string): Error {
  return new Error(`[portcullis] Configuration error: ${message}`);
}
