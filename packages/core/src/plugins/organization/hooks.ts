import type { User } from '../../plugin/index.js';
import type { Invitation, Member, Organization, Team } from './entities.js';

type Awaitable<T> = T | Promise<T>;

// biome-ignore lint/suspicious/noConfusingVoidType: hooks that return nothing are the common case
type ChangedData<Data> = void | { data?: Partial<Data> };

/**
 * Runs before a change is written. Throw an `APIError` to refuse it (the caller receives that
 * error and nothing is written), or return `{ data }` to change the fields about to be written.
 * What a hook returns is not validated again: it is the app's own code.
 */
export type BeforeHook<Input, Data = never> = (
  input: Input,
) => Awaitable<[Data] extends [never] ? void : ChangedData<Data>>;

/** Runs after a change was committed; an error it throws reaches the caller. */
export type AfterHook<Input> = (input: Input) => Awaitable<void>;

/** The fields of an organization about to be created. */
export type OrganizationInput = Pick<Organization, 'name' | 'slug' | 'logo' | 'metadata'>;
/** The fields of a member about to be added that a hook may change. */
export type MemberInput = Pick<Member, 'role' | 'teamId'>;
/** The fields of an invitation about to be created that a hook may change. */
export type InvitationInput = Pick<Invitation, 'role' | 'teamId' | 'expiresAt'>;
/** The fields of a team about to be created or updated. */
export type TeamInput = Pick<Team, 'name'>;

type InOrganization<T> = T & { organization: Organization };

/**
 * Hooks around the plugin's writes (`organizationHooks`). `user` is the user acting, except in
 * the member hooks, where it is the member's user. "Add member" runs for accept-invitation and
 * the server-only add-member, not for the creator of an organization (the create hooks cover it).
 *
 * @example
 * organizationHooks: {
 *   beforeCreateOrganization: ({ organization }) => ({
 *     data: { metadata: { ...organization.metadata, plan: 'free' } },
 *   }),
 *   beforeCreateInvitation: ({ invitation }) => {
 *     if (invitation.role === 'owner') throw new APIError('FORBIDDEN', { message: 'No' });
 *   },
 * }
 */
export interface OrganizationHooks {
  beforeCreateOrganization?: BeforeHook<
    { organization: OrganizationInput; user: User },
    OrganizationInput
  >;
  afterCreateOrganization?: AfterHook<
    InOrganization<{ member: Member; team: Team | null; user: User }>
  >;
  beforeUpdateOrganization?: BeforeHook<
    InOrganization<{ update: Partial<OrganizationInput>; user: User }>,
    OrganizationInput
  >;
  afterUpdateOrganization?: AfterHook<InOrganization<{ user: User }>>;
  beforeDeleteOrganization?: BeforeHook<InOrganization<{ user: User }>>;
  afterDeleteOrganization?: AfterHook<InOrganization<{ user: User }>>;
  beforeAddMember?: BeforeHook<
    InOrganization<{ member: MemberInput & { userId: string }; user: User }>,
    MemberInput
  >;
  afterAddMember?: AfterHook<InOrganization<{ member: Member; user: User }>>;
  beforeRemoveMember?: BeforeHook<InOrganization<{ member: Member; user: User }>>;
  afterRemoveMember?: AfterHook<InOrganization<{ member: Member; user: User }>>;
  beforeUpdateMemberRole?: BeforeHook<
    InOrganization<{ member: Member; newRole: string; user: User }>,
    { role: string }
  >;
  afterUpdateMemberRole?: AfterHook<
    InOrganization<{ member: Member; previousRole: string; user: User }>
  >;
  beforeCreateInvitation?: BeforeHook<
    InOrganization<{ invitation: InvitationInput & { email: string }; inviter: User }>,
    InvitationInput
  >;
  afterCreateInvitation?: AfterHook<InOrganization<{ invitation: Invitation; inviter: User }>>;
  beforeAcceptInvitation?: BeforeHook<InOrganization<{ invitation: Invitation; user: User }>>;
  afterAcceptInvitation?: AfterHook<
    InOrganization<{ invitation: Invitation; member: Member; user: User }>
  >;
  beforeRejectInvitation?: BeforeHook<InOrganization<{ invitation: Invitation; user: User }>>;
  afterRejectInvitation?: AfterHook<InOrganization<{ invitation: Invitation; user: User }>>;
  beforeCancelInvitation?: BeforeHook<InOrganization<{ invitation: Invitation; user: User }>>;
  afterCancelInvitation?: AfterHook<InOrganization<{ invitation: Invitation; user: User }>>;
  beforeCreateTeam?: BeforeHook<InOrganization<{ team: TeamInput; user: User }>, TeamInput>;
  afterCreateTeam?: AfterHook<InOrganization<{ team: Team; user: User }>>;
  beforeUpdateTeam?: BeforeHook<
    InOrganization<{ team: Team; update: TeamInput; user: User }>,
    TeamInput
  >;
  afterUpdateTeam?: AfterHook<InOrganization<{ team: Team; user: User }>>;
  beforeDeleteTeam?: BeforeHook<InOrganization<{ team: Team; user: User }>>;
  afterDeleteTeam?: AfterHook<InOrganization<{ team: Team; user: User }>>;
}

/** Runs a before hook and merges the data it returned into `data`. */
export async function runBeforeHook<Input, Data extends object>(
  hook: BeforeHook<Input, Data> | BeforeHook<Input> | undefined,
  input: Input,
  data: Data,
): Promise<Data> {
  const result = (await hook?.(input)) as { data?: Partial<Data> } | undefined;
  return result?.data ? { ...data, ...result.data } : data;
}
