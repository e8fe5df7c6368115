import { createHash } from 'node:crypto';

/** SHA-256 of a UTF-8 string as 64 lower-case hex characters (tokens hashed at rest). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
