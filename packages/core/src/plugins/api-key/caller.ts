import { type EndpointContext, getSession, type SessionWithUser } from '../../plugin/index.js';
import { apiKeyError } from './api-key-error.js';
import type { ApiKeySettings } from './options.js';

/** Who a create or update acts for, and whether the caller may set server-only properties. */
export interface KeyCaller {
  userId: string;
  session: SessionWithUser | null;
  /** True for a server call without headers, or a call naming `userId` where that is allowed. */
  trusted: boolean;
}

/** True for `auth.api.x({ body })` without `headers`: the app's own code, not a client's request. */
export function isHeaderlessServerCall(ctx: EndpointContext<any, any>): boolean {
  if (!ctx.isServerCall || ctx.request !== undefined) return false;
  for (const _ of ctx.headers) return false;
  return true;
}

/**
 * The user a create or update acts for: the session's user; else `userId` of the body, which
 * only a server call without headers may pass (or any caller with `allowUserIdFromClient`, as
 * in Better Auth 1.2.7).
 *
 * @throws APIError 401 UNAUTHORIZED_SESSION: no session and no usable `userId`, or a `userId`
 *   from a client.
 */
export async function resolveKeyCaller(
  ctx: EndpointContext<any, any>,
  settings: ApiKeySettings,
  userId: string | undefined,
): Promise<KeyCaller> {
  const serverCall = isHeaderlessServerCall(ctx);
  if (userId !== undefined && !serverCall && !settings.allowUserIdFromClient) {
    throw apiKeyError('UNAUTHORIZED', 'UNAUTHORIZED_SESSION');
  }
  const session = await getSession(ctx);
  // Better Auth 1.2.7: a call that names `userId` is the server's, the session's user first.
  const trusted = serverCall || userId !== undefined;
  const id = session?.user.id ?? (trusted ? userId : undefined);
  if (!id) throw apiKeyError('UNAUTHORIZED', 'UNAUTHORIZED_SESSION');
  if (!session) {
    const user = await ctx.context.adapter.findOne({
      model: 'user',
      where: [{ field: 'id', value: id }],
    });
    if (!user) throw apiKeyError('UNAUTHORIZED', 'UNAUTHORIZED_SESSION');
  }
  return { userId: id, session, trusted };
}
