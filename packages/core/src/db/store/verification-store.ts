import type { DatabaseAdapter } from '../adapter.js';
import type { Verification } from '../entities.js';

/**
 * Verification verbs: short-lived single-use records (email verification, password reset,
 * account deletion, OAuth state) keyed by `identifier`.
 */
export function createVerificationStore(adapter: DatabaseAdapter) {
  return {
    createVerification: (data: { identifier: string; value: string; expiresAt: Date }) => {
      const at = new Date();
      return adapter.create<Verification>({
        model: 'verification',
        data: { ...data, createdAt: at, updatedAt: at },
      });
    },

    /** The newest record with this identifier, expired or not (callers decide), or null. */
    async findVerification(identifier: string): Promise<Verification | null> {
      const [found] = await adapter.findMany<Verification>({
        model: 'verification',
        where: [{ field: 'identifier', value: identifier }],
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
        where: [{ field: 'identifier', value: identifier }],
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
