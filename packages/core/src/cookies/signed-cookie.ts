import { signHmac, verifyHmac } from '../crypto/hmac.js';

/** Length of a signature: base64 of a 32-byte HMAC-SHA256, padded (SPEC §5). */
const SIGNATURE_LENGTH = 44;

/**
 * The value of a signed cookie: `value.signature`, the signature being the padded base64
 * HMAC-SHA256 of `value` under `secret` (44 characters ending in '='). This is the format
 * Better Auth writes, so its cookies stay valid after a migration. The cookie serializer
 * percent-encodes it on the wire.
 *
 * @see SPEC §5
 */
export function signCookieValue(value: string, secret: string): string {
  return `${value}.${signHmac(secret, value)}`;
}

/**
 * Reads a signed cookie value. Returns the unsigned value, or `null` when it is missing,
 * malformed or its signature does not match (compared in constant time). Never throws.
 */
export function verifyCookieValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = signed.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const value = signed.slice(0, dot);
  return verifyHmac(secret, value, signature) ? value : null;
}
