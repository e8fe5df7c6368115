import type { EndpointContext } from './endpoint.js';

/** What an endpoint hook sees: the endpoint's context plus its path (e.g. `/sign-up/email`). */
export type HookContext = EndpointContext<any, any> & { path: string };

/**
 * Hooks around every endpoint, for HTTP and server calls alike, after input validation.
 *
 * - `before` may throw an `APIError` to refuse the call, or return `{ body }` / `{ query }` to
 *   replace the validated input.
 * - `after` receives the handler's result; returning anything but `undefined` replaces it.
 *
 * @example
 * hooks: {
 *   before: (ctx) => {
 *     if (ctx.path === '/sign-up/email' && !ctx.body.email.endsWith('@example.com')) {
 *       throw new APIError('FORBIDDEN', { message: 'Sign-up is limited to example.com' });
 *     }
 *   },
 * }
 */
export interface EndpointHooks {
  before?: (ctx: HookContext) => Promise<BeforeHookResult> | BeforeHookResult;
  after?: (ctx: HookContext, result: unknown) => Promise<unknown> | unknown;
}

/** What a `before` hook may return. */
// biome-ignore lint/suspicious/noConfusingVoidType: hooks that return nothing are the common case
export type BeforeHookResult = void | { body?: unknown; query?: unknown };
