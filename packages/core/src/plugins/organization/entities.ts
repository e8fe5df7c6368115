import type { Session, User } from '../../plugin/index.js';

/** An organization (SPEC §3). `slug` is unique; `metadata` is any JSON object. */
export interface Organization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * A user's membership of an organization (SPEC §3). `role` holds one role name or several,
 * comma-separated (`'admin,billing'`). `teamId` is the member's team, when teams are on.
 */
export interface Member {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Date;
  teamId: string | null;
}

/** The user fields shown beside a member. */
export type MemberUser = Pick<User, 'id' | 'name' | 'email' | 'image'>;

/** A member with its user's name, email and image. */
export type MemberWithUser = Member & { user: MemberUser };

/** The states of an invitation (SPEC §4); only `pending` ones can be answered. */
export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'canceled';

/** An invitation to join an organization (SPEC §3). `email` is stored lowercased. */
export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: InvitationStatus;
  teamId: string | null;
  inviterId: string;
  expiresAt: Date;
  createdAt: Date;
}

/** A team inside an organization (SPEC §3), when teams are on. */
export interface Team {
  id: string;
  name: string;
  organizationId: string;
  createdAt: Date;
  /** When the team was last changed; null for an organization's default team never changed since. */
  updatedAt: Date | null;
}

/** A session with the plugin's columns. */
export type OrganizationSession = Session & {
  /** The organization routes act on when no `organizationId` is given; null when none. */
  activeOrganizationId?: string | null;
  /** The active team (teams on); null when none. */
  activeTeamId?: string | null;
};
