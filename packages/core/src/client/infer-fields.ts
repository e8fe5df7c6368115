// Turns field declarations (`user.additionalFields`, a plugin's `schema.user.fields`) into the
// types the client reads and sends. Plain mapped types over literal declarations: no recursion,
// so a client with every plugin stays cheap to type-check.

/** The TypeScript type of a field's value as the client sees it (JSON dates revived). */
export type FieldValue<F> = F extends { type: 'string' }
  ? string
  : F extends { type: 'number' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'date' }
        ? Date
        : unknown;

/** What a client may send for a field: dates also as ISO strings. */
type FieldInputValue<F> = F extends { type: 'date' } ? Date | string : FieldValue<F>;

/** Whether sign-up must send the field: required (the default) and without a `defaultValue`. */
type RequiredOnCreate<F> = F extends { required: false }
  ? false
  : F extends { defaultValue: unknown }
    ? false
    : true;

/**
 * The fields as they come back in a user (or session): every field but those with
 * `returned: false`; a field with `required: false` may be `null`.
 *
 * @example
 * type T = FieldsOutput<{ company: { type: 'string' }; age: { type: 'number'; required: false } }>;
 * // { company: string; age: number | null }
 */
export type FieldsOutput<F> = {
  -readonly [K in keyof F as F[K] extends { returned: false } ? never : K]: F[K] extends {
    required: false;
  }
    ? FieldValue<F[K]> | null
    : FieldValue<F[K]>;
};

/**
 * The fields sign-up accepts: never those with `input: false`; required ones (no `required:
 * false`, no `defaultValue`) must be sent, the others may be.
 */
export type FieldsCreateInput<F> = {
  -readonly [K in keyof F as F[K] extends { input: false }
    ? never
    : RequiredOnCreate<F[K]> extends true
      ? K
      : never]: FieldInputValue<F[K]>;
} & {
  -readonly [K in keyof F as F[K] extends { input: false }
    ? never
    : RequiredOnCreate<F[K]> extends true
      ? never
      : K]?: FieldInputValue<F[K]> | null;
};

/**
 * The fields update-user accepts, all optional; `null` clears a field with `required: false`.
 */
export type FieldsUpdateInput<F> = {
  -readonly [K in keyof F as F[K] extends { input: false } ? never : K]?:
    | FieldInputValue<F[K]>
    | (F[K] extends { required: false } ? null : never);
};

/** `Base`, with `Extra` added when it has any key (so `User` stays exactly `User`). */
export type WithFields<Base, Extra> = [keyof Extra] extends [never] ? Base : Base & Extra;
