import {
  type APIError,
  getClientIp,
  type HookContext,
  type RequestScope,
  type SessionWithUser,
} from '../../plugin/index.js';
import { apiKeyError } from './api-key-error.js';
import type { ApiKeySettings } from './options.js';
import { type KeyRefusal, verifyKey } from './verify-key.js';

type Outcome = { session: SessionWithUser } | { error: APIError };

/** The refusal of a key presented as a session, as the request's error answer. */
const SESSION_REFUSALS: Record<KeyRefusal['code'], () => APIError> = {
  // Better Auth 1.2.7's answer for an unknown key.
  KEY_NOT_FOUND: () => apiKeyError('UNAUTHORIZED', 'INVALID_API_KEY'),
  KEY_DISABLED: () => apiKeyError('UNAUTHORIZED', 'KEY_DISABLED'),
  KEY_EXPIRED: () => apiKeyError('UNAUTHORIZED', 'KEY_EXPIRED'),
  USAGE_EXCEEDED: () => apiKeyError('UNAUTHORIZED', 'USAGE_EXCEEDED'),
  RATE_LIMITED: () => apiKeyError('TOO_MANY_REQUESTS', 'RATE_LIMIT_EXCEEDED'),
};

/**
 * Sessions made of API keys: a request carrying a key (in `apiKeyHeaders`, or what
 * `customAPIKeyGetter` reads) is authenticated by that key alone, on every route that reads the
 * session. The key is verified once per call (memoized on the call's context) exactly as
 * `/api-key/verify` verifies it, so it must be enabled, unexpired, within its rate limit and
 * have a use left, and the use is spent; its owner is read in the same query. The session is
 * Better Auth's: `id` the key's id, `token` the key, `expiresAt` the key's or one `expiresIn`
 * from now; it is never stored, refreshed or cached in a cookie.
 *
 * `hook` (a before-hook) answers a request whose key is refused, as Better Auth 1.2.7 does: 403
 * INVALID_API_KEY for a key shorter than `defaultKeyLength` or refused by
 * `customAPIKeyValidator`, 401 INVALID_API_KEY for an unknown one, 401 KEY_DISABLED /
 * KEY_EXPIRED / USAGE_EXCEEDED or 429 RATE_LIMIT_EXCEEDED for one that may not be used now.
 */
export function createKeySessions(settings: ApiKeySettings) {
  const outcomes = new WeakMap<RequestScope, Promise<Outcome>>();

  const readKey = (scope: RequestScope): string | undefined => {
    if (settings.getter) {
      const value = settings.getter(scope);
      return value === null || value === undefined || value === '' ? undefined : value;
    }
    for (const name of settings.headers) {
      const value = scope.headers.get(name);
      if (value) return value;
    }
    return undefined;
  };

  const resolve = async (scope: RequestScope, key: unknown): Promise<Outcome> => {
    if (typeof key !== 'string') {
      return { error: apiKeyError('BAD_REQUEST', 'INVALID_API_KEY_GETTER_RETURN_TYPE') };
    }
    if (key.length < settings.keyLength) {
      return { error: apiKeyError('FORBIDDEN', 'INVALID_API_KEY') };
    }
    if (settings.validator && !settings.validator({ ctx: scope, key })) {
      return { error: apiKeyError('FORBIDDEN', 'INVALID_API_KEY') };
    }
    const verified = await verifyKey(scope.context, settings, key, { withUser: true });
    if (!verified.valid) return { error: SESSION_REFUSALS[verified.error.code]() };
    if (!verified.user)
      return { error: apiKeyError('UNAUTHORIZED', 'INVALID_USER_ID_FROM_API_KEY') };
    const now = new Date();
    const { options } = scope.context;
    return {
      session: {
        user: verified.user,
        session: {
          id: verified.key.id,
          token: key,
          userId: verified.user.id,
          userAgent: scope.headers.get('user-agent'),
          ipAddress: getClientIp(scope.headers, options.ipAddress),
          createdAt: now,
          updatedAt: now,
          expiresAt:
            verified.key.expiresAt ?? new Date(now.getTime() + options.session.expiresIn * 1000),
        },
      },
    };
  };

  const outcome = (scope: RequestScope, key: unknown): Promise<Outcome> => {
    let pending = outcomes.get(scope);
    if (!pending) {
      pending = resolve(scope, key);
      outcomes.set(scope, pending);
    }
    return pending;
  };

  return {
    /** `PortcullisPlugin.resolveSession`: the key's session, or null when it is refused. */
    resolveSession(scope: RequestScope) {
      if (!settings.sessions) return undefined;
      const key = readKey(scope);
      if (key === undefined) return undefined;
      return async () => {
        const found = await outcome(scope, key);
        return 'session' in found ? found.session : null;
      };
    },
    /** Before-hook: a refused key answers the request with its error. */
    async hook(ctx: HookContext): Promise<undefined> {
      if (!settings.sessions) return;
      const key = readKey(ctx);
      if (key === undefined) return;
      const found = await outcome(ctx, key);
      if ('error' in found) throw found.error;
    },
  };
}
