import type { DatabaseSchema } from '../../plugin/index.js';

/**
 * The `jwks` table (SPEC §3: id, publicKey, privateKey, createdAt), with Better Auth's names:
 *
 * - `id`: the row's name. Keys Portcullis makes have a random `kid` in their public JWK; a row
 *   without one (Better Auth's, whose `kid` is the row id) is published under its `id`.
 * - `publicKey`: the public JWK as JSON, with its `alg` and `kid` (rows Better Auth wrote lack
 *   both; the key type tells the `alg`).
 * - `privateKey`: the private JWK, encrypted (`pcx.v1.…`, AES-256-GCM) unless
 *   `disablePrivateKeyEncryption`, then plain JSON; keys Better Auth encrypted (its hex
 *   XChaCha20-Poly1305 form) are read with the same secret. Never returned by any route.
 * - `createdAt`: when the key was made; rotation and retention are computed from it and the
 *   options, so no `expiresAt` column is needed.
 */
export const jwksSchema = {
  jwks: {
    modelName: 'jwks',
    fields: {
      publicKey: { type: 'string' },
      privateKey: { type: 'string', returned: false },
      createdAt: { type: 'date' },
    },
  },
} satisfies DatabaseSchema;
