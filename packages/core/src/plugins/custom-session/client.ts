/** Answer of `auth.api.getSession` on the instance type `Auth`: the last (plain) call signature. */
type GetSessionAnswer<Auth> = Auth extends {
  api: { getSession: (...args: any[]) => Promise<infer R> };
}
  ? R
  : unknown;

/**
 * What {@link customSessionClient} returns: type only, the server's get-session answer carried
 * in `$InferServerPlugin` for the client's `getSession` and `$store`.
 */
export interface CustomSessionClientPlugin<Answer> {
  id: 'custom-session';
  /** Type only, never set: the shape of the server's replaced get-session endpoint. */
  $InferServerPlugin?: {
    schema?: {};
    endpoints: { getSession: { path: '/get-session'; handler: () => Answer } };
  };
}

/**
 * The client side of `customSession(fn)` (Better Auth's `customSessionClient`): types
 * `client.getSession()` and `client.$store` with what the server's function returns. Type only:
 * nothing is added at run time (the answer is whatever the server sends), and only `import type`
 * of the server is needed. Give the instance's type: `customSessionClient<typeof auth>()`.
 *
 * The React kit's components read `data.user` and `data.session`: keep both in the custom shape
 * when the client is given to `PortcullisProvider`.
 *
 * @example
 * import type { auth } from './auth'; // customSession(async ({ user, session }) => ({ user, session, roles }))
 * const client = createAuthClient({ plugins: [customSessionClient<typeof auth>()] });
 * const { data } = await client.getSession();
 * data?.roles; // typed
 */
export function customSessionClient<Auth = unknown>(): CustomSessionClientPlugin<
  GetSessionAnswer<Auth>
> {
  return { id: 'custom-session' };
}
