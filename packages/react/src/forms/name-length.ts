/** The server's default longest user name, in characters (`user.maxNameLength`, SPEC §5). */
export const DEFAULT_MAX_NAME_LENGTH = 256;

/** The length limit a form with a name field states. */
export interface NameLengthLimit {
  /** The server's `user.maxNameLength`, in characters. Default: 256. */
  maxNameLength?: number | undefined;
}

/**
 * The hint below a name field, naming the server's limit: `template` with `{max}` filled in
 * from `limit.maxNameLength` (default 256). The server refuses a longer name with a 400
 * `VALIDATION_ERROR` whose detail the form shows naming the same limit.
 *
 * @throws Error "{caller}: maxNameLength must be a whole number of at least 1…" for an
 *   impossible limit.
 * @example
 * nameLengthHint('SignUpForm', {}, 'At most {max} characters.'); // 'At most 256 characters.'
 */
export function nameLengthHint(caller: string, limit: NameLengthLimit, template: string): string {
  const max = limit.maxNameLength ?? DEFAULT_MAX_NAME_LENGTH;
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(
      `${caller}: maxNameLength must be a whole number of at least 1 (got ${max}). Pass the ` +
        'value of the server’s user.maxNameLength option.',
    );
  }
  return template.replaceAll('{max}', String(max));
}
