import type { AuthContext } from '../kernel/auth-context.js';

/**
 * Runs `task` in the background, starting only after the current response has been built, so
 * that nothing the task does (a user lookup, a token write, a mail server) shows in the response
 * or its timing. Failures are logged by `runInBackground`, never sent to the client.
 *
 * Used by the routes that must answer the same for known and unknown emails (no enumeration).
 *
 * @example
 * runAfterResponse(ctx.context, async () => {
 *   const user = await ctx.context.store.findUserByEmail(email);
 *   if (user) await notify(user);
 * });
 * @see OWASP Forgot Password Cheat Sheet ("consistent response time")
 */
export function runAfterResponse(context: AuthContext, task: () => Promise<unknown>): void {
  context.runInBackground(async () => {
    // A macrotask boundary: the handler's remaining work (hooks, serialization) is microtasks,
    // so the response is complete before the first database call of the task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await task();
  });
}
