import type { EndpointContext, Permissions, RequestScope } from '../../plugin/index.js';

/** Options of `apiKey()`: Better Auth 1.2.7's names and defaults. */
export interface ApiKeyOptions {
  /** The request header(s) carrying a key, the first one present wins. Default: `'x-api-key'`. */
  apiKeyHeaders?: string | string[];
  /** Reads the key from the request instead of `apiKeyHeaders`; `null` when absent. */
  customAPIKeyGetter?: (ctx: RequestScope) => string | null | undefined;
  /** An extra check of a presented key before any lookup; false refuses it. */
  customAPIKeyValidator?: (options: { ctx: RequestScope; key: string }) => boolean;
  /**
   * Makes a new key. Default: `prefix` + `length` random letters `[A-Za-z]` from the CSPRNG
   * (Better Auth 1.2.7 draws them with `Math.random`).
   */
  customKeyGenerator?: (options: {
    length: number;
    prefix: string | undefined;
  }) => string | Promise<string>;
  /** Storing the first characters of a key (prefix included) in `start`, for display. */
  startingCharactersConfig?: {
    /** Default: true. */
    shouldStore?: boolean;
    /** Default: 6. */
    charactersLength?: number;
  };
  /** Random characters of a generated key, prefix excluded; shorter keys are refused. Default: 64. */
  defaultKeyLength?: number;
  /** The prefix of keys created without one, e.g. `'acme_'`. Default: none. */
  defaultPrefix?: string;
  /** Default: 32. */
  maximumPrefixLength?: number;
  /** Default: 1. */
  minimumPrefixLength?: number;
  /** Default: 32. */
  maximumNameLength?: number;
  /** Default: 1. */
  minimumNameLength?: number;
  /** Accept `metadata` on create. Default: false. */
  enableMetadata?: boolean;
  keyExpiration?: {
    /** Lifetime of keys created without `expiresIn`, in seconds; null: none. Default: null. */
    defaultExpiresIn?: number | null;
    /** Refuse `expiresIn` from callers (400 KEY_DISABLED_EXPIRATION). Default: false. */
    disableCustomExpiresTime?: boolean;
    /** Shortest `expiresIn` accepted, in days. Default: 1. */
    minExpiresIn?: number;
    /** Longest `expiresIn` accepted, in days. Default: 365. */
    maxExpiresIn?: number;
  };
  /** The per-key rate limit new keys get (each key may override it). */
  rateLimit?: {
    /** Default: true. */
    enabled?: boolean;
    /** The window, in milliseconds. Default: 86400000 (one day). */
    timeWindow?: number;
    /** Verifications allowed per window. Default: 10. */
    maxRequests?: number;
  };
  /** The permissions of keys created without any. */
  permissions?: {
    defaultPermissions?:
      | Permissions
      | ((userId: string, ctx: EndpointContext<any, any>) => Permissions | Promise<Permissions>);
  };
  /**
   * Do not make a session out of a key presented in `apiKeyHeaders` (then the header is ignored
   * by every route but `/api-key/verify`'s callers). Default: false.
   */
  disableSessionForAPIKeys?: boolean;
  /**
   * Portcullis: let an HTTP client name another user in `userId` of `/api-key/create` and
   * `/api-key/update`, as Better Auth 1.2.7 does (any caller, even without a session, could then
   * create keys for any user). Default: false: only server calls (`auth.api` without headers)
   * may pass `userId`; a client's is refused with 401 UNAUTHORIZED_SESSION.
   */
  allowUserIdFromClient?: boolean;
}

/** {@link ApiKeyOptions} with every default applied. */
export interface ApiKeySettings {
  headers: string[];
  getter: ApiKeyOptions['customAPIKeyGetter'];
  validator: ApiKeyOptions['customAPIKeyValidator'];
  generate: NonNullable<ApiKeyOptions['customKeyGenerator']> | undefined;
  storeStart: boolean;
  startLength: number;
  keyLength: number;
  defaultPrefix: string | undefined;
  prefixLength: { min: number; max: number };
  nameLength: { min: number; max: number };
  enableMetadata: boolean;
  expiration: {
    defaultExpiresIn: number | null;
    disableCustom: boolean;
    minDays: number;
    maxDays: number;
  };
  rateLimit: { enabled: boolean; timeWindow: number; maxRequests: number };
  defaultPermissions: NonNullable<ApiKeyOptions['permissions']>['defaultPermissions'];
  sessions: boolean;
  allowUserIdFromClient: boolean;
}

/** Applies the defaults of {@link ApiKeyOptions}. */
export function resolveApiKeyOptions(options: ApiKeyOptions = {}): ApiKeySettings {
  const headers = options.apiKeyHeaders ?? 'x-api-key';
  return {
    headers: (Array.isArray(headers) ? headers : [headers]).map((name) => name.toLowerCase()),
    getter: options.customAPIKeyGetter,
    validator: options.customAPIKeyValidator,
    generate: options.customKeyGenerator,
    storeStart: options.startingCharactersConfig?.shouldStore ?? true,
    startLength: options.startingCharactersConfig?.charactersLength ?? 6,
    keyLength: options.defaultKeyLength || 64,
    defaultPrefix: options.defaultPrefix,
    prefixLength: {
      min: options.minimumPrefixLength ?? 1,
      max: options.maximumPrefixLength ?? 32,
    },
    nameLength: { min: options.minimumNameLength ?? 1, max: options.maximumNameLength ?? 32 },
    enableMetadata: options.enableMetadata ?? false,
    expiration: {
      defaultExpiresIn: options.keyExpiration?.defaultExpiresIn ?? null,
      disableCustom: options.keyExpiration?.disableCustomExpiresTime ?? false,
      minDays: options.keyExpiration?.minExpiresIn ?? 1,
      maxDays: options.keyExpiration?.maxExpiresIn ?? 365,
    },
    rateLimit: {
      enabled: options.rateLimit?.enabled ?? true,
      timeWindow: options.rateLimit?.timeWindow ?? 86_400_000,
      maxRequests: options.rateLimit?.maxRequests ?? 10,
    },
    defaultPermissions: options.permissions?.defaultPermissions,
    sessions: !(options.disableSessionForAPIKeys ?? false),
    allowUserIdFromClient: options.allowUserIdFromClient ?? false,
  };
}
