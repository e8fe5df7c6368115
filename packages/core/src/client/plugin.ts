import type { MethodContext } from './methods/context.js';

/**
 * What a client plugin's `methods(ctx)` receives: the client's fetcher (`$fetch`), its session
 * store (`store.revalidate()` reloads it) and the shorthands `post(path, body, refresh)` and
 * `get(path, query?)`, both resolving to `{ data, error }`.
 */
export type ClientPluginContext = MethodContext;

/**
 * The parts of a server plugin whose types the client reads: the fields it adds to the `user`
 * and `session` models (`schema.user.fields`, `schema.session.fields`, declared literally).
 */
export interface ServerPluginTypes {
  schema?: { [model: string]: { fields: object } };
}

/**
 * A client plugin: what one server plugin adds to `createAuthClient({ plugins })`. Plain data
 * and one factory, so a plugin file imports no server code (`import type` only) and the
 * browser bundle stays small.
 *
 * - `id`: the server plugin's id, e.g. `'username'`.
 * - `$InferServerPlugin`: type only, never set at runtime: the server plugin (or the part of it
 *   the client reads, {@link ServerPluginTypes}). Its user fields join the user type of
 *   `getSession`, `$store` and sign-up; its session fields join the session type.
 * - `methods(ctx)`: the calls it adds, merged into the client. Namespaces merge one level deep
 *   (`{ signIn: { username } }` joins `client.signIn`); redefining an existing call throws.
 * - `onSuccess(path, data)`: optional, runs after every successful call.
 * - `$ERROR_CODES`: its error catalogue (code → message), merged into `client.$ERROR_CODES`.
 *
 * @example
 * const helloClient = () =>
 *   ({
 *     id: 'hello',
 *     methods: (ctx) => ({ hello: () => ctx.get<{ hi: boolean }>('/hello') }),
 *     $ERROR_CODES: { HELLO_IS_CLOSED: 'Hello is closed' },
 *   }) satisfies ClientPlugin;
 * const client = createAuthClient({ plugins: [helloClient()] });
 * const { data } = await client.hello(); // { hi: boolean } | null
 */
export interface ClientPlugin {
  id: string;
  $InferServerPlugin?: ServerPluginTypes;
  methods?: (ctx: ClientPluginContext) => object;
  /**
   * Called after every successful call of the client (any route, core or plugin) with the
   * route's path and its parsed answer, before the call resolves; as Better Auth's fetch plugin
   * `onSuccess` hook (the two-factor client watches sign-in answers with it). Default: none.
   */
  onSuccess?: (path: string, data: unknown) => void | Promise<void>;
  $ERROR_CODES?: Record<string, string>;
}
