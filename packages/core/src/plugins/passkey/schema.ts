import type { DatabaseSchema } from '../../plugin/index.js';

/**
 * The `passkey` table, with Better Auth 1.2.7's columns and encodings so a Better Auth database
 * carries over as is:
 *
 * - `name` (optional; at most `maxNameLength` characters), `userId` (→ `user.id`, cascade).
 * - `publicKey`: the credential's COSE public key, standard base64 with padding.
 * - `credentialID`: the credential id, base64url without padding (as WebAuthn's JSON has it);
 *   indexed, not unique (a Better Auth database may hold duplicates).
 * - `counter` (number), `deviceType` (`'singleDevice'` | `'multiDevice'`), `backedUp` (boolean),
 *   `transports` (comma-separated, e.g. `'internal,hybrid'`, optional), `createdAt` (optional).
 * - `aaguid` (optional): the authenticator model's AAGUID, which later Better Auth versions add;
 *   null on rows Better Auth 1.2.7 wrote. Stored, never answered (`returned: false`), so the
 *   answers stay Better Auth 1.2.7's.
 */
export function createPasskeySchema(limits: { maxNameLength: number }) {
  return {
    passkey: {
      modelName: 'passkey',
      fields: {
        name: { type: 'string', required: false, maxLength: limits.maxNameLength },
        publicKey: { type: 'string' },
        userId: {
          type: 'string',
          index: true,
          references: { model: 'user', field: 'id', onDelete: 'cascade' },
        },
        credentialID: { type: 'string', index: true },
        counter: { type: 'number' },
        deviceType: { type: 'string' },
        backedUp: { type: 'boolean' },
        transports: { type: 'string', required: false },
        createdAt: { type: 'date', required: false },
        aaguid: { type: 'string', required: false, returned: false },
      },
    },
  } satisfies DatabaseSchema;
}

/** A row of the `passkey` table (see {@link createPasskeySchema}). */
export interface Passkey {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  createdAt: Date | null;
  aaguid: string | null;
}
