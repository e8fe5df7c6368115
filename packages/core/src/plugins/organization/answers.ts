import type { User } from '../../plugin/index.js';
import type { Invitation, Member, MemberWithUser, Organization } from './entities.js';

// The shapes some routes answer in, where Better Auth 1.2.7's differ from the stored rows.

/** An organization as create and update answer it: `metadata` is left out when there is none. */
export type OrganizationAnswer = Omit<Organization, 'metadata'> & {
  metadata?: Record<string, unknown>;
};

/** The organization without a `null` metadata key, as Better Auth's create and update answer. */
export function answerOrganization(organization: Organization): OrganizationAnswer {
  const { metadata, ...rest } = organization;
  return metadata == null ? rest : { ...rest, metadata };
}

/** A member with its user's id, name, email and image, as leave and remove-member answer. */
export function answerMember(member: Member, user: User): MemberWithUser {
  const { id, name, email, image } = user;
  return { ...member, user: { id, name, email, image } };
}

/**
 * An invitation as the routes answer it: Better Auth 1.2.7's fields, without the `createdAt`
 * column Portcullis keeps to list invitations in order.
 */
export type InvitationAnswer = Omit<Invitation, 'createdAt'>;

/** The invitation without `createdAt`. */
export function answerInvitation(invitation: Invitation): InvitationAnswer {
  const { createdAt: _createdAt, ...answer } = invitation;
  return answer;
}
