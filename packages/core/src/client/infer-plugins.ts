import type { Session, User } from '../db/entities.js';
import type { ERROR_CODES } from '../errors/codes.js';
import type {
  FieldsCreateInput,
  FieldsOutput,
  FieldsUpdateInput,
  WithFields,
} from './infer-fields.js';
import type { ClientPlugin } from './plugin.js';

// What a list of client plugins adds to the client's types. Each helper distributes over the
// plugins once and intersects the parts, so the cost grows with the number of plugins, not
// with the number of methods.

/** `A | B` → `A & B`; `never` (no plugins) → `unknown`. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** The fields a server plugin type adds to `model`; `{}` unless declared literally. */
type ServerFields<S, Model extends string> = S extends { schema?: infer Schema }
  ? NonNullable<Schema> extends { [M in Model]: { fields: infer F } }
    ? string extends keyof F
      ? {}
      : F
    : {}
  : {};

/** The fields one client plugin's server side adds to `model`. */
type PluginFields<X, Model extends string> = X extends { $InferServerPlugin?: infer S }
  ? ServerFields<NonNullable<S>, Model>
  : {};

/** The fields every plugin adds to `model`, in one declaration map. */
export type InferModelFields<
  P extends readonly ClientPlugin[],
  Model extends string,
> = UnionToIntersection<PluginFields<P[number], Model>>;

/** The user as the client sees it: `User` plus the plugins' user fields. */
export type InferUser<P extends readonly ClientPlugin[]> = WithFields<
  User,
  FieldsOutput<InferModelFields<P, 'user'>>
>;

/** The session as the client sees it: `Session` plus the plugins' session fields. */
export type InferSession<P extends readonly ClientPlugin[]> = WithFields<
  Session,
  FieldsOutput<InferModelFields<P, 'session'>>
>;

/** The user fields sign-up accepts besides the core ones. */
export type InferSignUpFields<P extends readonly ClientPlugin[]> = FieldsCreateInput<
  InferModelFields<P, 'user'>
>;

/** The user fields update-user accepts besides `name` and `image`. */
export type InferUpdateFields<P extends readonly ClientPlugin[]> = FieldsUpdateInput<
  InferModelFields<P, 'user'>
>;

type PluginMethods<X> = X extends { methods: (ctx: any) => infer M } ? M : {};

/** The calls the plugins add, merged. */
export type InferPluginMethods<P extends readonly ClientPlugin[]> = UnionToIntersection<
  PluginMethods<P[number]>
>;

type PluginErrorCodes<X> = X extends { $ERROR_CODES: infer C } ? C : {};

/** `client.$ERROR_CODES`: the core catalogue (SPEC §8) and every plugin's. */
export type InferErrorCodes<P extends readonly ClientPlugin[]> = typeof ERROR_CODES &
  UnionToIntersection<PluginErrorCodes<P[number]>>;

/** `Returns` of a client plugin whose server side replaces get-session (`customSession`). */
type PluginSessionData<X> = X extends { $InferServerPlugin?: infer S }
  ? NonNullable<S> extends {
      endpoints: { getSession: { path: '/get-session'; handler: (...args: any[]) => infer R } };
    }
    ? Exclude<Awaited<R>, null>
    : never
  : never;

/**
 * What `getSession` and `$store` hold for a signed-in user: the answer of a server plugin that
 * reshapes `/get-session` (`customSessionClient<typeof auth>()`), else `Default`
 * (`{ session, user }` with the plugins' fields).
 */
export type InferSessionData<P extends readonly ClientPlugin[], Default> = [
  PluginSessionData<P[number]>,
] extends [never]
  ? Default
  : PluginSessionData<P[number]>;
