/**
 * The Base32 secret of an `otpauth://totp/…?secret=…` URI (RFC 6238 key URI format, as
 * Better Auth 1.2.7's `/two-factor/enable` answers it), upper-cased, or null when the URI has
 * none.
 *
 * @example
 * readTotpSecret('otpauth://totp/Demo:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Demo');
 * // 'JBSWY3DPEHPK3PXP'
 */
export function readTotpSecret(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:') return null;
  const secret = url.searchParams.get('secret')?.replace(/\s+/g, '').toUpperCase();
  return secret || null;
}

/**
 * `secret` in groups of four characters separated by spaces, for reading aloud or typing into an
 * authenticator app by hand (apps ignore the spaces).
 *
 * @example
 * groupSecret('JBSWY3DPEHPK3PXP'); // 'JBSW Y3DP EHPK 3PXP'
 */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** What a one-time code is: digits (authenticator app, email) or a backup code. */
export type CodeKind = 'digits' | 'backup';

/**
 * A typed or pasted code as the server expects it: digit codes lose every space and dash
 * (`'123 456'`, `'123-456'` → `'123456'`); backup codes lose spaces only (Better Auth's codes
 * are `XXXXX-XXXXX`, dash included).
 */
export function normalizeCode(value: string, kind: CodeKind): string {
  return kind === 'digits' ? value.replace(/[\s-]+/g, '') : value.replace(/\s+/g, '');
}
