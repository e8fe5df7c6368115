/**
 * @module portcullis-plugin-last-login-method/client
 *
 * The browser half of the last-login-method plugin, written against
 * `@portcullis/core/plugin/client` alone: no server code reaches the bundle (the server plugin
 * is imported as a type only).
 */
import { defineClientPlugin, type EndpointResult } from '@portcullis/core/plugin/client';
import type { lastLoginMethod } from './index.js';

type ServerPlugin = ReturnType<typeof lastLoginMethod>;

/**
 * What `client.getLastLoginMethod()` resolves to on success: `{ method: string | null }`, read
 * off the server route's declaration.
 */
export type LastLoginMethodResult = EndpointResult<ServerPlugin['endpoints']['getLastLoginMethod']>;

/**
 * The client side of {@link lastLoginMethod}: adds `client.getLastLoginMethod()`
 * (`GET /last-login-method`, resolving to `{ data, error }`, `error.code` `'UNAUTHORIZED'`
 * without a session) and types `lastLoginMethod` (`string | null`) on the user of `getSession`
 * and `$store`. The field is not accepted by `signUp.email` or `updateUser`.
 *
 * @example
 * const client = createAuthClient({ plugins: [lastLoginMethodClient()] });
 * const { data } = await client.getLastLoginMethod();
 * if (data?.method === 'github') showGitHubButtonFirst();
 */
export const lastLoginMethodClient = () =>
  defineClientPlugin({
    id: 'last-login-method',
    $InferServerPlugin: {} as ServerPlugin,
    methods: (ctx) => ({
      getLastLoginMethod: () => ctx.get<LastLoginMethodResult>('/last-login-method'),
    }),
  });
