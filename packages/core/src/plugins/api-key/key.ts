import { createHash } from 'node:crypto';
import { generateRandomString } from '../../plugin/index.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * What the `key` column holds for `key`: its SHA-256, base64url without padding, as Better Auth
 * 1.2.7 stores it (so a key made by Better Auth still verifies). A key is random enough (64
 * letters, about 365 bits) that a fast hash is the right one: there is nothing to brute-force.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

/** A new key: `prefix` and `length` letters `[A-Za-z]` from the CSPRNG (Better Auth's alphabet). */
export function generateApiKey(options: { length: number; prefix: string | undefined }): string {
  return `${options.prefix ?? ''}${generateRandomString(options.length, LETTERS)}`;
}

/** An `apikey` row as the adapter returns it. */
export interface ApiKeyRow {
  id: string;
  name: string | null;
  start: string | null;
  prefix: string | null;
  key: string;
  userId: string;
  refillInterval: number | null;
  refillAmount: number | null;
  lastRefillAt: Date | null;
  enabled: boolean | null;
  rateLimitEnabled: boolean | null;
  rateLimitTimeWindow: number | null;
  rateLimitMax: number | null;
  requestCount: number | null;
  remaining: number | null;
  lastRequest: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  permissions: string | null;
  metadata: string | null;
}

/**
 * An API key as every route answers it: the row without `key` (the hash), `metadata` and
 * `permissions` parsed from their JSON text (null when absent or unreadable).
 */
export type ApiKey = Omit<ApiKeyRow, 'key' | 'metadata' | 'permissions'> & {
  metadata: Record<string, unknown> | null;
  permissions: Record<string, string[]> | null;
};

/** Parses JSON text, `null` for none or unreadable text (never throws). */
export function parseJSON<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The answer shape of a stored key (see {@link ApiKey}). */
export function toApiKey(row: ApiKeyRow): ApiKey {
  const { key: _hash, metadata, permissions, ...rest } = row;
  return {
    ...rest,
    metadata: parseJSON(metadata),
    permissions: parseJSON(permissions),
  };
}
