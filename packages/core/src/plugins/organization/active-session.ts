import { type EndpointContext, type Session, setCookieCache } from '../../plugin/index.js';
import type { OrganizationSession } from './entities.js';
import type { Caller } from './membership.js';
import { listSessionsActiveIn } from './queries.js';

/**
 * Sets the caller's active organization (and team, when `activeTeam`: `teams.activeTeam` is on)
 * and refreshes the cookie cache, so the next get-session already shows it. Returns the updated
 * session.
 */
export async function setActive(
  ctx: EndpointContext<any, any>,
  caller: Caller,
  active: { organizationId: string | null; teamId?: string | null },
  activeTeam: boolean,
): Promise<OrganizationSession> {
  const update: Record<string, unknown> = { activeOrganizationId: active.organizationId };
  if (activeTeam) update.activeTeamId = active.teamId ?? null;
  const updated = ((await ctx.context.store.updateSession(
    caller.session.token,
    update as Partial<Session>,
  )) as OrganizationSession | null) ?? { ...caller.session, ...update };
  caller.session = updated;
  setCookieCache(ctx, { session: updated, user: caller.user });
  return updated;
}

/**
 * Clears `organizationId` as the active organization of the sessions that have it (one user's,
 * or everyone's when the organization is deleted), evicting them from secondary storage.
 * Cookie caches of other devices keep the old value until they expire (`cookieCache.maxAge`);
 * every route re-checks membership, so that stale value grants nothing. The caller's own cookie
 * cache is rewritten when their session is among those cleared.
 */
export async function clearActive(
  ctx: EndpointContext<any, any>,
  caller: Caller | null,
  organizationId: string,
  activeTeam: boolean,
  userId?: string,
): Promise<void> {
  const { context } = ctx;
  const callerAffected = caller && (userId === undefined || userId === caller.user.id);
  if (callerAffected && caller.session.activeOrganizationId === organizationId) {
    const cleared = { ...caller.session, activeOrganizationId: null };
    if (activeTeam) cleared.activeTeamId = null;
    caller.session = cleared;
    setCookieCache(ctx, { session: cleared, user: caller.user });
  }
  const sessions = await listSessionsActiveIn(context.adapter, organizationId, userId);
  if (sessions.length === 0) return;
  await context.adapter.updateMany({
    model: 'session',
    where: [{ field: 'id', operator: 'in', value: sessions.map((s) => s.id) }],
    update: { activeOrganizationId: null, ...(activeTeam ? { activeTeamId: null } : {}) },
  });
  const tokensByUser = new Map<string, string[]>();
  for (const session of sessions) {
    tokensByUser.set(session.userId, [...(tokensByUser.get(session.userId) ?? []), session.token]);
  }
  for (const [user, tokens] of tokensByUser) await context.store.evictUserSessions(user, tokens);
}
