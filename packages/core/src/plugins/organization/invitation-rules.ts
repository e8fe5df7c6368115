import type { DatabaseAdapter, User } from '../../plugin/index.js';
import { answerInvitation, type InvitationAnswer } from './answers.js';
import type { Invitation, Organization } from './entities.js';
import type { OrganizationConfig } from './options.js';
import { organizationError } from './organization-error.js';
import { ALL_ROWS } from './queries.js';

/**
 * Refuses a caller who is not the invitation's recipient: emails are compared lowercased and,
 * with `requireEmailVerificationOnInvitation` (the default), answering also needs a verified
 * email — otherwise whoever signs up first with the invitee's address could claim it.
 *
 * @throws APIError 403 YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION;
 *   403 EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION when `answering`.
 * @see SPEC §6 ("Invitations can be accepted, rejected or viewed only by the invited email")
 */
export function assertRecipient(
  config: OrganizationConfig,
  user: User,
  invitation: Invitation,
  answering: boolean,
): void {
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw organizationError('FORBIDDEN', 'YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION');
  }
  if (answering && config.requireEmailVerificationOnInvitation && !user.emailVerified) {
    throw organizationError(
      'FORBIDDEN',
      'EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION',
    );
  }
}

/** An invitation as its recipient sees it: with the organization's name and slug and the inviter's email. */
export type InvitationDetails = InvitationAnswer & {
  organizationName: string;
  organizationSlug: string;
  inviterEmail: string | null;
};

/** Adds organization name and slug and inviter email to invitations, two reads for the whole list. */
export async function describeInvitations(
  adapter: DatabaseAdapter,
  invitations: Invitation[],
): Promise<InvitationDetails[]> {
  if (invitations.length === 0) return [];
  const ids = (key: 'organizationId' | 'inviterId') => [...new Set(invitations.map((i) => i[key]))];
  const [organizations, inviters] = await Promise.all([
    adapter.findMany<Organization>({
      model: 'organization',
      where: [{ field: 'id', operator: 'in', value: ids('organizationId') }],
      limit: ALL_ROWS,
    }),
    adapter.findMany<User>({
      model: 'user',
      where: [{ field: 'id', operator: 'in', value: ids('inviterId') }],
      limit: ALL_ROWS,
    }),
  ]);
  const organizationById = new Map(organizations.map((o) => [o.id, o]));
  const inviterById = new Map(inviters.map((u) => [u.id, u]));
  return invitations.flatMap((invitation) => {
    const organization = organizationById.get(invitation.organizationId);
    if (!organization) return [];
    return [
      {
        ...answerInvitation(invitation),
        organizationName: organization.name,
        organizationSlug: organization.slug,
        inviterEmail: inviterById.get(invitation.inviterId)?.email ?? null,
      },
    ];
  });
}
