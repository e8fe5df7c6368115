import { sha256Hex } from '../../crypto/sha256.js';
import { rememberSecrets } from '../../utils/redact.js';
import type { DatabaseAdapter } from '../adapter.js';
import type { Verification } from '../entities.js';

/**
 * Identifier prefixes whose remainder is a bearer token (email verification, password reset,
 * account deletion, the one-time-token plugin's tokens); with `advanced.hashVerificationTokens`
 * that remainder is stored hashed.
 */
export const HASHED_IDENTIFIER_PREFIXES = [
  'email-verification:',
  'reset-password:',
  'delete-account-',
  'one-time-token:',
] as const;

/**
 * Verification verbs: short-lived single-use records (email verification, password reset,
 * account deletion, OAuth state) keyed by `identifier`.
 *
 * With `hashTokens`, an identifier `{prefix}{token}` of a {@link HASHED_IDENTIFIER_PREFIXES}
 * prefix is stored and looked up as `{prefix}{sha256hex(token)}`: callers keep passing the
 * token-bearing identifier and never see the difference. Other identifiers (OAuth state) are
 * stored as given.
 */
export function createVerificationStore(adapter: DatabaseAdapter, hashTokens = false) {
  const stored = (identifier: string): string => {
    const prefix = HASHED_IDENTIFIER_PREFIXES.find((p) => identifier.startsWith(p));
    const token = prefix ? identifier.slice(prefix.length) : identifier;
    // The token is a secret of this request: no log line may show it.
    rememberSecrets([identifier, token]);
    return prefix && hashTokens ? prefix + sha256Hex(token) : identifier;
  };
  return {
    createVerification: (data: { identifier: string; value: string; expiresAt: Date }) => {
      const at = new Date();
      return adapter.create<Verification>({
        model: 'verification',
        data: { ...data, identifier: stored(data.identifier), createdAt: at, updatedAt: at },
      });
    },

    /** The newest record with this identifier, expired or not (callers decide), or null. */
    async findVerification(identifier: string): Promise<Verification | null> {
      const [found] = await adapter.findMany<Verification>({
        model: 'verification',
        where: [{ field: 'identifier', value: stored(identifier) }],
        sortBy: { field: 'createdAt', direction: 'desc' },
        limit: 1,
      });
      return found ?? null;
    },

    /**
     * Deletes the record with this identifier and reports whether this call deleted it, so that
     * of two concurrent uses of one token exactly one wins.
     */
    consumeVerification: async (identifier: string) =>
      (await adapter.deleteMany({
        model: 'verification',
        where: [{ field: 'identifier', value: stored(identifier) }],
      })) > 0,

    /** Deletes records whose identifier starts with `prefix` and whose value is `value`. */
    deleteVerifications: (prefix: string, value: string) =>
      adapter.deleteMany({
        model: 'verification',
        where: [
          { field: 'identifier', operator: 'starts_with', value: prefix },
          { field: 'value', value },
        ],
      }),
  };
}
