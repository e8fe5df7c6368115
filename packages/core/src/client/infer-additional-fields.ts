import type { Portcullis } from '../portcullis.js';
import type { AdditionalField } from '../user/additional-fields.js';

/** The server's `user.additionalFields`, read off the type of a Portcullis instance. */
type AdditionalFieldsOf<Auth> =
  Auth extends Portcullis<infer O>
    ? O extends { user: { additionalFields: infer F extends object } }
      ? F
      : {}
    : {};

/** What {@link inferAdditionalFields} returns: a type-only client plugin. */
export interface AdditionalFieldsClientPlugin<Fields extends object> {
  id: 'additional-fields';
  /** Type only: the user fields, as a server plugin would declare them. */
  $InferServerPlugin?: { schema: { user: { modelName: 'user'; fields: Fields } } };
}

/**
 * Types the server's `user.additionalFields` into the client: they join the user of
 * `getSession`, `$store` and the sign-in and sign-up results, `signUp.email` accepts them
 * (required ones must be sent: no `required: false`, no `defaultValue`; `input: false` ones
 * are left out) and `updateUser` accepts them all as optional. Type only: nothing is added at
 * runtime, and only `import type` of the server is needed, so no server code reaches the bundle.
 *
 * Give the type of the instance, `inferAdditionalFields<typeof auth>()`, or the fields
 * themselves, `inferAdditionalFields({ user: { company: { type: 'string' } } })`, when the
 * client cannot import the server's types. Fields declared in a variable typed
 * `Record<string, AdditionalField>` carry no names and add nothing; declare them inline (or
 * `as const`).
 *
 * @see SPEC §5; docs/client.md
 * @example
 * // auth.ts: createPortcullis({ user: { additionalFields: { company: { type: 'string' } } }, … })
 * import type { auth } from './auth';
 * const client = createAuthClient({ plugins: [inferAdditionalFields<typeof auth>()] });
 * await client.signUp.email({ name, email, password, company: 'Acme' });
 * client.$store.getSnapshot().data?.user.company; // string
 */
export function inferAdditionalFields<Auth extends Portcullis<any>>(): AdditionalFieldsClientPlugin<
  AdditionalFieldsOf<Auth>
>;
export function inferAdditionalFields<
  const Fields extends { user?: Record<string, AdditionalField> },
>(fields: Fields): AdditionalFieldsClientPlugin<NonNullable<Fields['user']>>;
export function inferAdditionalFields(): AdditionalFieldsClientPlugin<object> {
  return { id: 'additional-fields' };
}
