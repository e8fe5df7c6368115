let commonPasswords: Promise<Set<string>> | undefined;

/**
 * True when `password`, lower-cased, is one of the 10,000 most common passwords (the bundled
 * list, see `common-passwords.data.ts`). The list is loaded and turned into a Set once, on the
 * first call.
 *
 * @see OWASP ASVS 5.0 6.2.4
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('./common-passwords.data.js').then(
    ({ COMMON_PASSWORDS_TEXT }) =>
      new Set(COMMON_PASSWORDS_TEXT.split('\n').map((entry) => entry.toLowerCase())),
  );
  return (await commonPasswords).has(password.toLowerCase());
}
