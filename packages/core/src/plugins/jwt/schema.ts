import type { DatabaseSchema } from '../../plugin/index.js';

/**
 * The `jwks` table (SPEC §3: id, publicKey, privateKey, createdAt), with Better Auth's names:
 *
 * - `id`: the key id, published as the JWK `kid` and put in every token's header.
 * - `publicKey`: the public JWK as JSON, with its `alg` (rows Better Auth wrote may lack it; the
 *   key type tells it).
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
