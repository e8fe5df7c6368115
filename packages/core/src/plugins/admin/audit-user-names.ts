import type { AuditEventPage, AuditEventRecord, AuthContext, User } from '../../plugin/index.js';

/** Who an audit event names, as the admin audit log shows them: `{ id, name, email }`. */
export interface AuditUserRef {
  id: string;
  name: string;
  email: string;
}

/** An event of `/admin/list-audit-events`: the stored event, its user and actor named. */
export type NamedAuditEvent = AuditEventRecord & {
  /** The user the event is about, or null (none, or deleted since). */
  user: AuditUserRef | null;
  /** Who acted, or null (none, or deleted since). */
  actor: AuditUserRef | null;
};

/** A page of {@link NamedAuditEvent}s. */
export interface NamedAuditEventPage {
  events: NamedAuditEvent[];
  nextCursor: string | null;
}

/**
 * Adds each event's `user` and `actor` (`{ id, name, email }`), read in one query for the whole
 * page (`id in […]`), so an admin reads names instead of ids. A deleted user is `null`; the
 * event keeps its `userId` and `actorUserId`.
 */
export async function nameAuditUsers(
  context: Pick<AuthContext, 'adapter'>,
  page: AuditEventPage,
): Promise<NamedAuditEventPage> {
  const ids = new Set<string>();
  for (const event of page.events) {
    if (event.userId) ids.add(event.userId);
    if (event.actorUserId) ids.add(event.actorUserId);
  }
  const users =
    ids.size === 0
      ? []
      : await context.adapter.findMany<User>({
          model: 'user',
          where: [{ field: 'id', operator: 'in', value: [...ids] }],
          limit: ids.size,
        });
  const byId = new Map(
    users.map((user) => [user.id, { id: user.id, name: user.name, email: user.email }]),
  );
  const find = (id: string | null | undefined) => (id ? (byId.get(id) ?? null) : null);
  return {
    nextCursor: page.nextCursor,
    events: page.events.map((event) => ({
      ...event,
      user: find(event.userId),
      actor: find(event.actorUserId),
    })),
  };
}
