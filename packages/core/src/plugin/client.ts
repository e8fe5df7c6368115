/**
 * @module @portcullis/core/plugin/client
 *
 * What the browser half of a plugin is built on: {@link defineClientPlugin}, the client plugin
 * types, and the types that read a server endpoint's body, query and answer off its declaration
 * (`EndpointBody`, `EndpointQuery`, `EndpointResult`), so a client method is typed from the
 * route it calls without a second copy of the shape. The built-in client plugins
 * (`usernameClient`, `organizationClient`, `jwtClient`) use exactly this.
 *
 * Type-only apart from {@link defineClientPlugin}: importing it puts no server code (database,
 * crypto, routes) in a browser bundle. Import the server plugin with `import type` only.
 * Also {@link createAccessControl}, the access-control builder both plugin entries share: pure
 * (no import, no database), so a plugin's roles can be checked in the browser as on the server.
 *
 * @example
 * import type { EndpointResult } from '@portcullis/core/plugin/client';
 * import { defineClientPlugin } from '@portcullis/core/plugin/client';
 * import type { helloPlugin, helloEndpoint } from './server';
 *
 * export const helloClient = () =>
 *   defineClientPlugin({
 *     id: 'hello',
 *     $InferServerPlugin: {} as ReturnType<typeof helloPlugin>,
 *     methods: (ctx) => ({
 *       hello: () => ctx.get<EndpointResult<typeof helloEndpoint>>('/hello'),
 *     }),
 *     $ERROR_CODES: { HELLO_IS_CLOSED: 'Hello is closed' },
 *   });
 */
import type { ClientPlugin } from '../client/plugin.js';

export type {
  EndpointBody,
  EndpointQuery,
  EndpointResult,
  WithoutIndexSignature,
} from '../client/endpoint-types.js';
export type { Fetcher } from '../client/fetch-json.js';
export type { FieldsCreateInput, FieldsOutput, FieldsUpdateInput } from '../client/infer-fields.js';
export type {
  InferErrorCodes,
  InferPluginMethods,
  InferSession,
  InferUser,
} from '../client/infer-plugins.js';
export { navigateTo } from '../client/navigate.js';
export type { ClientPlugin, ClientPluginContext, ServerPluginTypes } from '../client/plugin.js';
export type {
  ClientError,
  ClientErrorCode,
  ClientFetchInit,
  ClientResult,
} from '../client/types.js';
export {
  type AccessControl,
  type AuthorizeResult,
  createAccessControl,
  NOT_AUTHORIZED,
  type PermissionRequest,
  type Permissions,
  type Role,
  resourceNotAllowed,
  resourceUnauthorized,
  type Statements,
} from '../utils/access-control.js';

/**
 * Declares a client plugin: what one server plugin adds to `createAuthClient({ plugins })`. An
 * identity function: it returns `plugin` unchanged, checked against {@link ClientPlugin}
 * (`methods(ctx)` gets its `ctx` typed), with the literal `id`, `methods` return type and
 * `$ERROR_CODES` kept in the returned type, which is what the client infers its calls
 * (`InferPluginMethods`), user and session fields (from `$InferServerPlugin`) and
 * `client.$ERROR_CODES` from.
 *
 * - `id`: the server plugin's id.
 * - `$InferServerPlugin`: type only, never read at runtime: the server plugin (or its
 *   `{ schema }`), whose `user` and `session` fields join the client's user and session types.
 * - `methods(ctx)`: the calls it adds; `ctx.post(path, body, refresh)` and `ctx.get(path, query?)`
 *   resolve to `{ data, error }`, never reject. Namespaces merge one level deep
 *   (`{ signIn: { username } }` joins `client.signIn`); redefining an existing call throws.
 * - `$ERROR_CODES`: code → message, merged into `client.$ERROR_CODES`. Default: none.
 *
 * @example
 * const helloClient = () =>
 *   defineClientPlugin({
 *     id: 'hello',
 *     methods: (ctx) => ({ hello: () => ctx.get<{ hi: boolean }>('/hello') }),
 *   });
 * const client = createAuthClient({ plugins: [helloClient()] });
 * const { data } = await client.hello(); // { hi: boolean } | null
 */
export function defineClientPlugin<const P extends ClientPlugin>(plugin: P): P {
  return plugin;
}
