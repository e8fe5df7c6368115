/**
 * @module @portcullis/core
 *
 * Framework-agnostic authentication: `createPortcullis(options)` gives a Web-standard
 * `Request → Response` handler, typed server calls (`auth.api.*`) and a database schema you
 * create with `migrate(auth)`.
 */

export type {
  Endpoint,
  EndpointConfig,
  EndpointContext,
  EndpointHandler,
  HTTPMethod,
} from './api/endpoint.js';
export { defineEndpoint } from './api/endpoint.js';
export type { APIMethod, CallInput, ServerAPI } from './api/server-api.js';
export type { AuthContext } from './context.js';
export type { CookieAttributes } from './cookies/cookie-jar.js';
export type { PasswordHasher } from './crypto/password.js';
export { SCRYPT_PARAMS, scryptHasher } from './crypto/password.js';
export { generateRandomString } from './crypto/random.js';
export type { DatabaseAdapter, MigrationResult, Row, Where, WhereOperator } from './db/adapter.js';
export { UniqueConstraintError } from './db/adapter.js';
export type { Account, Session, SessionWithUser, User, Verification } from './db/entities.js';
export type { DatabaseInput } from './db/resolve-database.js';
export type { DatabaseSchema, FieldAttribute, FieldType, ModelSchema } from './db/schema.js';
export type { APIErrorBody, StatusName } from './errors/api-error.js';
export { APIError, isAPIError } from './errors/api-error.js';
export type { ErrorCode } from './errors/codes.js';
export { ERROR_CODES, toErrorCode } from './errors/codes.js';
export type {
  AdvancedOptions,
  EmailAndPasswordOptions,
  PortcullisOptions,
  ResolvedOptions,
  SessionOptions,
} from './options.js';
export type { BearerOptions } from './plugins/bearer/index.js';
export { AUTH_TOKEN_HEADER, bearer } from './plugins/bearer/index.js';
export type { PortcullisPlugin } from './plugins/plugin.js';
export type {
  UsernameErrorCode,
  UsernameOptions,
  UserWithUsername,
} from './plugins/username/index.js';
export { USERNAME_ERROR_CODES, username } from './plugins/username/index.js';
export type { Portcullis, PortcullisEndpoints } from './portcullis.js';
export { createPortcullis, migrate } from './portcullis.js';
export type { RedisLikeClient, RedisStorageOptions } from './storage/redis-storage.js';
export { redisStorage } from './storage/redis-storage.js';
export type { SecondaryStorage } from './storage/secondary-storage.js';
export { memoryStorage } from './storage/secondary-storage.js';
export type { Logger, LoggerOptions, LogLevel } from './utils/logger.js';
