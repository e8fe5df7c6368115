'use client';

import type { FullOrganization, PermissionRequest } from '@portcullis/core/client';
import type { ReactNode } from 'react';
import { AppearanceScope } from '../forms/AppearanceScope.js';
import type { Appearance } from '../forms/appearance.js';
import { useClassNames } from '../forms/appearance.js';
import { organizationProfile as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { InvitationsList } from '../organization/InvitationsList.js';
import { InviteMemberForm } from '../organization/InviteMemberForm.js';
import { MembersTable } from '../organization/MembersTable.js';
import { deleteOrganization, OrganizationSettings } from '../organization/OrganizationSettings.js';
import { DEFAULT_ROLES } from '../organization/roles.js';
import { TeamsPanel } from '../organization/TeamsPanel.js';
import { useAction } from '../organization/use-action.js';
import {
  cacheOf,
  useOrganizationQuery,
  useOrganizationScope,
} from '../organization/use-organization-query.js';
import { useActiveMember, useActiveOrganization } from '../useOrganization.js';
import {
  ConfirmStep,
  ProfileLayout,
  type ProfileSection,
  pickSections,
} from './profile-sections.js';
import type { HeadingLevel } from './sign-in-screen-parts.js';

/** The sections of {@link OrganizationProfile}, in page order. */
export type OrganizationProfileSection = 'general' | 'members' | 'invitations' | 'teams' | 'danger';

const ORDER: readonly OrganizationProfileSection[] = [
  'general',
  'members',
  'invitations',
  'teams',
  'danger',
];

/**
 * The visible text of {@link OrganizationProfile} itself (each section's component keeps its
 * own `labels`). Defaults: nav `'Organization sections'`, subtitle `'Organization ·
 * {slug}'`, general `'General'`, generalDescription `'The organization's name, slug and
 * logo.'`, members `'Members'`, membersDescription `'Who belongs here, and with which
 * role.'`, invitations `'Invitations'`, invitationsDescription `'Invite people by email; they
 * accept from the link we send them.'`, teams `'Teams'`, teamsDescription `'Group members
 * inside the organization.'`, danger `'Danger zone'`, dangerDescription `'Leave the
 * organization, or delete it.'`, leave `'Leave organization'`, confirmLeave `'Leave {name}?
 * You lose access until someone invites you again.'` (`{name}` is replaced), confirmLeaveButton
 * `'Leave'`, cancel `'Cancel'`, deleteOrganization `'Delete organization'`, confirmDelete
 * `'Delete {name}? Its members, invitations and teams go with it. This cannot be undone.'`,
 * typeToConfirm `'Type “{slug}” to confirm'` (the organization's name is accepted too),
 * confirmDeleteButton `'Delete organization'`.
 */
export interface OrganizationProfileLabels {
  nav: string;
  subtitle: string;
  general: string;
  generalDescription: string;
  members: string;
  membersDescription: string;
  invitations: string;
  invitationsDescription: string;
  teams: string;
  teamsDescription: string;
  danger: string;
  dangerDescription: string;
  leave: string;
  confirmLeave: string;
  confirmLeaveButton: string;
  cancel: string;
  deleteOrganization: string;
  confirmDelete: string;
  typeToConfirm: string;
  confirmDeleteButton: string;
}

/** Props of {@link OrganizationProfile}. */
export interface OrganizationProfileProps {
  /**
   * Narrows the page to these sections (shown in page order). Teams also need the server's
   * `teams: { enabled: true }`. Default: every available section.
   */
  sections?: readonly OrganizationProfileSection[];
  /**
   * Replaces the default heading (an `h1` with the organization's name and a line with its
   * slug). It must hold the page's heading, at `headingLevel`.
   */
  header?: ReactNode;
  /**
   * The level of the page's heading, 1 to 6; the sections' headings are one level below (at
   * most 6). 2 when the page sits under a heading of yours. Default: 1.
   */
  headingLevel?: HeadingLevel;

  /** The roles offered by the members' role pickers. Default: `['member', 'admin', 'owner']`. */
  roles?: readonly string[];
  /** The roles offered when inviting. Default: `roles`. */
  inviteRoles?: readonly string[];
  /** Members per page of the members table (1–1000). Default: 10. */
  pageSize?: number;
  /** Runs after the user left the organization (the session then has no active one). */
  onLeft?: (organization: FullOrganization) => void;
  /**
   * Runs after the organization was deleted (from the danger zone); the server has then cleared
   * it as the session's active organization, and the kit reloaded the session.
   */
  onDeleted?: (organization: FullOrganization) => void;
  /** Prefixed to the section ids (`{idPrefix}-members`…). Default: `'organization'`. */
  idPrefix?: string;
  /**
   * Class names of your own for this screen's elements, over the provider's `appearance`
   * element by element (see `PortcullisProvider`). Default: the provider's.
   */
  appearance?: Appearance;
  /** Added to the root's `portcullis-profile portcullis-organization-profile` classes. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<OrganizationProfileLabels>;
}

/**
 * The active organization's page, built from the kit's components: general
 * (`OrganizationSettings`: the form with `organization:update`, deletion with
 * `organization:delete`), members (`MembersTable`, paged by the server; role pickers with
 * `member:update`, removal with `member:delete`), invitations (`InviteMemberForm` with
 * `invitation:create`, `InvitationsList`), teams (`TeamsPanel`, when the server has teams on)
 * and the danger zone ("Leave organization", with a confirmation; "Delete organization" for
 * roles with `organization:delete`, confirmed by typing the organization's slug or name). Each
 * action is hidden from
 * roles that lack its permission: the page checks the invite form against the member's role
 * with `client.organization.checkRolePermission` (the server's own role check, run in the
 * browser against the roles given to `organizationClient({ roles })`), and the section
 * components ask the server (`useHasPermission`). The server checks again on every call.
 * Renders nothing without an active organization.
 *
 * DOM hooks: navigation "Organization sections", regions "General", "Members", "Invitations",
 * "Teams", "Danger zone", buttons "Leave organization", "Delete organization" (with the
 * default labels).
 *
 * @throws Error "OrganizationProfile requires organizationClient() in createAuthClient({ plugins })…".
 * @example
 * <OrganizationProfile inviteRoles={['member', 'admin']} onLeft={() => navigate('/')} />
 */
export function OrganizationProfile(props: OrganizationProfileProps) {
  return (
    <AppearanceScope appearance={props.appearance}>
      <OrganizationProfileContent {...props} />
    </AppearanceScope>
  );
}

/** {@link OrganizationProfile} inside its `appearance`. */
function OrganizationProfileContent(props: OrganizationProfileProps) {
  const cx = useClassNames();
  const text = useLabels('organizationProfile', DEFAULT_LABELS, props.labels);
  const scope = useOrganizationScope('OrganizationProfile');
  const { client, userId, activeOrganizationId } = scope;
  const { data: organization } = useActiveOrganization();
  const { data: member } = useActiveMember();
  // The same key as TeamsPanel's: one request tells both whether the server has teams.
  const teamsKey =
    userId && activeOrganizationId ? `teams:${userId}:${activeOrganizationId}` : null;
  const teams = useOrganizationQuery(scope, teamsKey, (c) =>
    c.organization.listTeams({ organizationId: activeOrganizationId ?? undefined }),
  );
  if (!organization || organization.id !== activeOrganizationId) return null;
  const can = (permissions: PermissionRequest) =>
    member
      ? client.organization.checkRolePermission({ role: member.role, permissions }).success
      : false;
  const roles = props.roles ?? DEFAULT_ROLES;
  const available: Record<OrganizationProfileSection, boolean> = {
    general: true,
    members: true,
    invitations: true,
    teams: teams.data !== null,
    danger: member !== null,
  };
  const content: Record<OrganizationProfileSection, () => Omit<ProfileSection, 'id'>> = {
    general: () => ({
      title: text.general,
      description: text.generalDescription,
      content: <OrganizationSettings allowDelete={false} />,
    }),
    members: () => ({
      title: text.members,
      description: text.membersDescription,
      content: <MembersTable roles={roles} pageSize={props.pageSize} searchable />,
    }),
    invitations: () => ({
      title: text.invitations,
      description: text.invitationsDescription,
      content: (
        <>
          {can({ invitation: ['create'] }) ? (
            <InviteMemberForm roles={props.inviteRoles ?? roles} />
          ) : null}
          <InvitationsList />
        </>
      ),
    }),
    teams: () => ({
      title: text.teams,
      description: text.teamsDescription,
      content: <TeamsPanel />,
    }),
    danger: () => ({
      title: text.danger,
      description: text.dangerDescription,
      tone: 'danger',
      content: (
        <>
          <OrganizationExit
            kind="leave"
            organization={organization}
            onDone={props.onLeft}
            text={text}
          />
          {can({ organization: ['delete'] }) ? (
            <OrganizationExit
              kind="delete"
              organization={organization}
              onDone={props.onDeleted}
              text={text}
            />
          ) : null}
        </>
      ),
    }),
  };
  const sections = pickSections(ORDER, (id) => available[id], props.sections).map((id) => ({
    id,
    ...content[id](),
  }));
  const level = props.headingLevel ?? 1;
  const Heading = `h${level}` as const;
  const header = props.header ?? (
    <>
      <Heading className={cx('portcullis-profile-title')}>{organization.name}</Heading>
      <p className={cx('portcullis-hint')}>{text.subtitle.replace('{slug}', organization.slug)}</p>
    </>
  );
  return (
    <ProfileLayout
      header={header}
      sectionHeadingLevel={Math.min(level + 1, 6) as HeadingLevel}
      navLabel={text.nav}
      idPrefix={props.idPrefix ?? 'organization'}
      sections={sections}
      rootClassName="portcullis-organization-profile"
      className={props.className}
    />
  );
}

interface ExitProps {
  /** `'leave'`: any member may; `'delete'`: with `organization:delete`. */
  kind: 'leave' | 'delete';
  organization: FullOrganization;
  /** `onLeft` or `onDeleted`. */
  onDone: ((organization: FullOrganization) => void) | undefined;
  text: OrganizationProfileLabels;
}

/**
 * "Leave organization" or "Delete organization", each behind its confirmation. The server
 * refuses the only owner leaving ('You cannot leave the organization as the only owner'),
 * announced with `role="alert"`. Deleting unlocks once the organization's slug (or name) is
 * typed; the server deletes it with its members, invitations and teams and clears it as the
 * active organization, and the client reloads the session, so the page then renders nothing.
 */
function OrganizationExit({ kind, organization, onDone, text }: ExitProps) {
  const cx = useClassNames();
  const { client } = useOrganizationScope('OrganizationProfile');
  const { busy, failure, run } = useAction();
  const leave = async () => {
    const ok = await run('leave', () =>
      client.organization.leave({ organizationId: organization.id }),
    );
    if (!ok) return;
    await cacheOf(client).invalidate();
    onDone?.(organization);
  };
  const common = { cancel: text.cancel, busy: busy !== null, failure };
  return kind === 'leave' ? (
    <ConfirmStep
      {...common}
      className={cx('portcullis-leave-organization')}
      opener={text.leave}
      question={text.confirmLeave.replace('{name}', organization.name)}
      confirm={text.confirmLeaveButton}
      onConfirm={() => void leave()}
    />
  ) : (
    <ConfirmStep
      {...common}
      className={cx('portcullis-delete-organization')}
      opener={text.deleteOrganization}
      question={text.confirmDelete.replace('{name}', organization.name)}
      confirm={text.confirmDeleteButton}
      onConfirm={() => void deleteOrganization(client, run, organization, onDone)}
      typeToConfirm={{
        label: text.typeToConfirm.replace('{slug}', organization.slug),
        accepted: [organization.slug, organization.name],
      }}
    />
  );
}
