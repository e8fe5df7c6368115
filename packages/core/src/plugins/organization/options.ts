import type { User } from '../../plugin/index.js';
import type { AccessControl, Role } from './access.js';
import { defaultRoles } from './default-roles.js';
import type { Invitation, Member, Organization } from './entities.js';
import type { OrganizationHooks } from './hooks.js';

type Awaitable<T> = T | Promise<T>;

/** What `sendInvitationEmail` receives. */
export interface InvitationEmail {
  /** The invitation id: the secret of the accept link. */
  id: string;
  /** The invited address, lowercased. */
  email: string;
  /** The role the invitee will get. */
  role: string;
  organization: Organization;
  /** The user who invited. */
  inviter: User;
  invitation: Invitation;
  /** `{origin of baseURL}/accept-invitation/{id}`, or what `invitationURL(id)` returned. */
  url: string;
}

/** Options of the teams feature. */
export interface TeamsOptions {
  /** Turns teams on: the team table and team routes. Default: false. */
  enabled?: boolean;
  /**
   * An active team on the session: the `session.activeTeamId` column, the
   * `/organization/set-active-team` route, and set-active / accept-invitation setting the
   * member's team as active. Default: disabled, because Better Auth 1.2.7 has neither the column
   * nor the route: with it off, sessions answer with the same keys as Better Auth's.
   */
  activeTeam?: { enabled?: boolean };
  /** Most teams per organization: a number, or a function of the organization. Default: unlimited. */
  maximumTeams?: number | ((organization: Organization) => Awaitable<number>);
  /** Lets remove-team delete an organization's last team. Default: false. */
  allowRemovingAllTeams?: boolean;
  /** Creating an organization also creates a team of the same name with the creator in it. Default: enabled. */
  defaultTeam?: { enabled?: boolean };
  /**
   * Most characters of a team name (create-team, update-team). Default: 256. Longer answers 400
   * `VALIDATION_ERROR`. With `defaultTeam`, it may not be below the organization's `maxNameLength`.
   */
  maxNameLength?: number;
}

/** Options of `organization()`. */
export interface OrganizationOptions {
  /** Who may create organizations. Default: true (every signed-in user). */
  allowUserToCreateOrganization?: boolean | ((user: User) => Awaitable<boolean>);
  /**
   * Most organizations a user may belong to when creating one: a number, or a function of the
   * user returning a number (the limit) or a boolean (true: the limit is reached, as in Better
   * Auth). Default: unlimited.
   */
  organizationLimit?: number | ((user: User) => Awaitable<number | boolean>);
  /** The role of an organization's creator; it is also "the owner" of the last-owner rules. Default: 'owner'. */
  creatorRole?: string;
  /** Most members per organization. Default: 100 (SPEC §9). */
  membershipLimit?: number;
  /** Seconds an invitation stays valid. Default: 172800 (48 h, SPEC §9). */
  invitationExpiresIn?: number;
  /**
   * With `resend: true`, re-inviting an address cancels its pending invitation and makes a new
   * one (instead of extending and re-sending it). Without `resend` a re-invite is refused either
   * way (400), as in Better Auth. Default: false.
   */
  cancelPendingInvitationsOnReInvite?: boolean;
  /**
   * Most pending, unexpired invitations an organization may have: a number, or a function of
   * the inviter, the organization and the inviter's member row. Over it, invite-member answers
   * 403 `INVITATION_LIMIT_REACHED`. Default: 100 (Better Auth's).
   */
  invitationLimit?:
    | number
    | ((data: { user: User; organization: Organization; member: Member }) => Awaitable<number>);
  /**
   * Accepting or rejecting an invitation, and listing one's invitations, need a verified email.
   * Without it, anyone who signs up with an invitee's address could claim the invitation.
   * Default: true.
   */
  requireEmailVerificationOnInvitation?: boolean;
  /** Sends the invitation email; awaited by invite-member (a failure answers 500). */
  sendInvitationEmail?: (data: InvitationEmail, request: Request | undefined) => Awaitable<void>;
  /** Builds the accept link from an invitation id. Default: `{origin}/accept-invitation/{id}`. */
  invitationURL?: (invitationId: string) => string;
  /** Makes `POST /organization/delete` answer 403 Forbidden (Better Auth's `organizationDeletion.disabled`). Default: false. */
  disableOrganizationDeletion?: boolean;
  /** Your access control, from `createAccessControl`; informative, `roles` is what is checked. */
  ac?: AccessControl<any>;
  /** Roles by name; replaces the defaults. Default: {@link defaultRoles} (owner, admin, member). */
  roles?: Record<string, Role<any>>;
  teams?: TeamsOptions;
  organizationHooks?: OrganizationHooks;
  /**
   * Most characters of an organization name (create, update). Default: 256. Longer answers 400
   * `VALIDATION_ERROR` 'Invalid body parameters' with `details: [{ path: 'name', … }]`.
   */
  maxNameLength?: number;
  /** Most characters of a slug (create, update, check-slug). Default: 128. Longer: 400 `VALIDATION_ERROR`. */
  maxSlugLength?: number;
  /** Most characters of a `logo` URL. Default: 2048. Longer: 400 `VALIDATION_ERROR`. */
  maxLogoLength?: number;
  /**
   * Most characters of `metadata` written as JSON (`JSON.stringify(metadata).length`).
   * Default: 8192. Longer: 400 `VALIDATION_ERROR`.
   */
  maxMetadataLength?: number;
}

/** The longest values of the plugin's free-text fields, in characters, defaults applied. */
export interface OrganizationLengthLimits {
  name: number;
  slug: number;
  logo: number;
  /** Of the JSON text. */
  metadata: number;
  teamName: number;
}

/** The options with every default applied, shared by the routes. */
export interface OrganizationConfig {
  allowUserToCreateOrganization: NonNullable<OrganizationOptions['allowUserToCreateOrganization']>;
  organizationLimit: OrganizationOptions['organizationLimit'];
  creatorRole: string;
  membershipLimit: number;
  invitationExpiresIn: number;
  cancelPendingInvitationsOnReInvite: boolean;
  invitationLimit: NonNullable<OrganizationOptions['invitationLimit']>;
  requireEmailVerificationOnInvitation: boolean;
  sendInvitationEmail: OrganizationOptions['sendInvitationEmail'];
  invitationURL: OrganizationOptions['invitationURL'];
  disableOrganizationDeletion: boolean;
  roles: Record<string, Role<any>>;
  teams: {
    enabled: boolean;
    maximumTeams: TeamsOptions['maximumTeams'];
    allowRemovingAllTeams: boolean;
    defaultTeam: boolean;
    /** `teams.activeTeam.enabled` (and teams on): the session has `activeTeamId`. */
    activeTeam: boolean;
  };
  hooks: OrganizationHooks;
  lengthLimits: OrganizationLengthLimits;
}

const positiveInteger = (name: string, value: unknown) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(
      `[portcullis] organization(): ${name} must be a positive integer, got ${String(value)}.`,
    );
  }
};

/**
 * Applies the defaults and checks the options once, at start-up.
 *
 * @throws Error (configuration) for a limit, length or lifetime that is not a positive integer,
 *   a `creatorRole` that `roles` does not define, or a `teams.maxNameLength` below
 *   `maxNameLength` while the default team is on.
 */
export function resolveOrganizationOptions(options: OrganizationOptions): OrganizationConfig {
  const roles = options.roles ?? defaultRoles;
  const creatorRole = options.creatorRole ?? 'owner';
  if (!Object.hasOwn(roles, creatorRole)) {
    throw new Error(
      `[portcullis] organization(): creatorRole "${creatorRole}" is not one of the roles (${Object.keys(roles).join(', ')}).`,
    );
  }
  const membershipLimit = options.membershipLimit ?? 100;
  const invitationExpiresIn = options.invitationExpiresIn ?? 172_800;
  positiveInteger('membershipLimit', membershipLimit);
  positiveInteger('invitationExpiresIn', invitationExpiresIn);
  if (typeof options.organizationLimit === 'number') {
    positiveInteger('organizationLimit', options.organizationLimit);
  }
  if (typeof options.invitationLimit === 'number') {
    positiveInteger('invitationLimit', options.invitationLimit);
  }
  if (typeof options.teams?.maximumTeams === 'number') {
    positiveInteger('teams.maximumTeams', options.teams.maximumTeams);
  }
  const lengthLimits = resolveLengthLimits(options);
  return {
    allowUserToCreateOrganization: options.allowUserToCreateOrganization ?? true,
    organizationLimit: options.organizationLimit,
    creatorRole,
    membershipLimit,
    invitationExpiresIn,
    cancelPendingInvitationsOnReInvite: options.cancelPendingInvitationsOnReInvite ?? false,
    invitationLimit: options.invitationLimit ?? 100,
    requireEmailVerificationOnInvitation: options.requireEmailVerificationOnInvitation ?? true,
    sendInvitationEmail: options.sendInvitationEmail,
    invitationURL: options.invitationURL,
    disableOrganizationDeletion: options.disableOrganizationDeletion ?? false,
    roles,
    teams: {
      enabled: options.teams?.enabled ?? false,
      maximumTeams: options.teams?.maximumTeams,
      allowRemovingAllTeams: options.teams?.allowRemovingAllTeams ?? false,
      defaultTeam: options.teams?.defaultTeam?.enabled ?? true,
      activeTeam: (options.teams?.enabled ?? false) && options.teams?.activeTeam?.enabled === true,
    },
    hooks: options.organizationHooks ?? {},
    lengthLimits,
  };
}

function resolveLengthLimits(options: OrganizationOptions): OrganizationLengthLimits {
  const limits: OrganizationLengthLimits = {
    name: options.maxNameLength ?? 256,
    slug: options.maxSlugLength ?? 128,
    logo: options.maxLogoLength ?? 2_048,
    metadata: options.maxMetadataLength ?? 8_192,
    teamName: options.teams?.maxNameLength ?? 256,
  };
  positiveInteger('maxNameLength', limits.name);
  positiveInteger('maxSlugLength', limits.slug);
  positiveInteger('maxLogoLength', limits.logo);
  positiveInteger('maxMetadataLength', limits.metadata);
  positiveInteger('teams.maxNameLength', limits.teamName);
  const defaultTeam = options.teams?.enabled && options.teams.defaultTeam?.enabled !== false;
  if (defaultTeam && limits.teamName < limits.name) {
    // The default team is named after the organization: some valid names could not be created.
    throw new Error(
      `[portcullis] organization(): teams.maxNameLength (${limits.teamName}) is below maxNameLength (${limits.name}), but the default team takes the organization's name. Raise teams.maxNameLength or turn teams.defaultTeam off.`,
    );
  }
  return limits;
}
