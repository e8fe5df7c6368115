import { createHash } from 'node:crypto';
import { generateRandomString } from '../crypto/random.js';

/** Length of PKCE code verifiers: 128 characters, the RFC 7636 maximum (SPEC §9). */
export const CODE_VERIFIER_LENGTH = 128;

/** A PKCE code verifier: 128 characters over [A-Za-z0-9] (a subset of RFC 7636 §4.1's set). */
export function generateCodeVerifier(): string {
  return generateRandomString(CODE_VERIFIER_LENGTH);
}

/** The S256 code challenge of a verifier: BASE64URL(SHA-256(verifier)), RFC 7636 §4.2. */
export function createS256CodeChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
