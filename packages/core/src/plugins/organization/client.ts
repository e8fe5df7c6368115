import type { ClientPluginContext, ClientResult } from '../../plugin/client.js';
import type { AccessControl, AuthorizeResult, PermissionRequest, Role } from './access.js';
import type {
  AcceptInvitationResult,
  AddTeamMemberInput,
  AddTeamMemberResult,
  CancelInvitationResult,
  CheckSlugInput,
  CheckSlugResult,
  CreateOrganizationInput,
  CreateOrganizationResult,
  CreateTeamInput,
  CreateTeamResult,
  DeleteOrganizationInput,
  DeleteOrganizationResult,
  GetActiveMemberResult,
  GetFullOrganizationQuery,
  GetFullOrganizationResult,
  GetInvitationQuery,
  GetInvitationResult,
  HasPermissionInput,
  HasPermissionResult,
  InvitationIdInput,
  InviteMemberInput,
  InviteMemberResult,
  LeaveOrganizationInput,
  LeaveOrganizationResult,
  ListInvitationsQuery,
  ListInvitationsResult,
  ListMembersQuery,
  ListMembersResult,
  ListOrganizationAuditEventsQuery,
  ListOrganizationAuditEventsResult,
  ListOrganizationsResult,
  ListTeamsQuery,
  ListTeamsResult,
  ListUserInvitationsResult,
  RejectInvitationResult,
  RemoveMemberInput,
  RemoveMemberResult,
  RemoveTeamInput,
  RemoveTeamMemberInput,
  RemoveTeamMemberResult,
  RemoveTeamResult,
  SetActiveOrganizationInput,
  SetActiveOrganizationResult,
  SetActiveTeamInput,
  SetActiveTeamResult,
  UpdateMemberRoleInput,
  UpdateMemberRoleResult,
  UpdateOrganizationInput,
  UpdateOrganizationResult,
  UpdateTeamInput,
  UpdateTeamResult,
} from './client-types.js';
import { defaultRoles } from './default-roles.js';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import type { organization } from './index.js';
import { checkRolePermission } from './role-permissions.js';

type Call<I, R> = (input: I) => Promise<ClientResult<R>>;

/** `T` with `role` limited to `RoleName` (one or several) when the client knows the roles. */
type WithRole<T extends { role: unknown }, RoleName extends string> = string extends RoleName
  ? T
  : Omit<T, 'role'> & { role: RoleName | RoleName[] };

/**
 * The `organization()` plugin's calls (`client.organization.*`, added by
 * {@link organizationClient}), one per route under `/organization/` (docs/organizations.md). All need a session (401 `UNAUTHORIZED`). Calls that
 * change the session's active organization — `create` (unless `keepCurrentActiveOrganization`),
 * `setActive`, `acceptInvitation`, `leave`, `delete`, `setActiveTeam` — reload `$store` before
 * they resolve. Team calls answer 404 `NOT_FOUND` unless the server has `teams: { enabled: true }`.
 *
 * @example
 * const { data: org, error } = await client.organization.create({ name: 'Acme', slug: 'acme' });
 * await client.organization.inviteMember({ email: 'bo@example.com', role: 'member' });
 */
export interface OrganizationMethods<RoleName extends string = string> {
  organization: {
    /** `POST /organization/create`: creates an organization whose owner is the caller; it becomes active. */
    create: Call<CreateOrganizationInput, CreateOrganizationResult>;
    /** `POST /organization/check-slug`: `{ status: true }` when free; 400 `SLUG_IS_TAKEN` 'slug is taken'. */
    checkSlug: Call<CheckSlugInput, CheckSlugResult>;
    /** `POST /organization/update` (needs `organization:update`). */
    update: Call<UpdateOrganizationInput, UpdateOrganizationResult>;
    /** `POST /organization/delete` (needs `organization:delete`). */
    delete: Call<DeleteOrganizationInput, DeleteOrganizationResult>;
    /** `GET /organization/list`: the caller's organizations. */
    list: () => Promise<ClientResult<ListOrganizationsResult>>;
    /** `POST /organization/set-active`: switches the session's active organization (`null`: personal). */
    setActive: Call<SetActiveOrganizationInput, SetActiveOrganizationResult>;
    /** `GET /organization/get-full-organization`: the active (or named) organization with members, invitations, teams. */
    getFullOrganization: (
      query?: GetFullOrganizationQuery,
    ) => Promise<ClientResult<GetFullOrganizationResult>>;
    /** `GET /organization/list-members`: one page of members and the total. */
    listMembers: (query?: ListMembersQuery) => Promise<ClientResult<ListMembersResult>>;
    /** `GET /organization/get-active-member`: the caller's member row in the active organization. */
    getActiveMember: () => Promise<ClientResult<GetActiveMemberResult>>;
    /** `POST /organization/update-member-role` (needs `member:update`). */
    updateMemberRole: Call<WithRole<UpdateMemberRoleInput, RoleName>, UpdateMemberRoleResult>;
    /** `POST /organization/remove-member` (needs `member:delete`). */
    removeMember: Call<RemoveMemberInput, RemoveMemberResult>;
    /** `POST /organization/leave`: leaves an organization (not as its only owner). */
    leave: Call<LeaveOrganizationInput, LeaveOrganizationResult>;
    /** `POST /organization/invite-member` (needs `invitation:create`); the server emails the link. */
    inviteMember: Call<WithRole<InviteMemberInput, RoleName>, InviteMemberResult>;
    /** `POST /organization/accept-invitation`: joins, and makes the organization active. Needs a verified email by default. */
    acceptInvitation: Call<InvitationIdInput, AcceptInvitationResult>;
    /** `POST /organization/reject-invitation`. Needs a verified email by default. */
    rejectInvitation: Call<InvitationIdInput, RejectInvitationResult>;
    /** `POST /organization/cancel-invitation` (needs `invitation:cancel`). */
    cancelInvitation: Call<InvitationIdInput, CancelInvitationResult>;
    /** `GET /organization/get-invitation?id=`: an open invitation addressed to the caller, with details. */
    getInvitation: (query: GetInvitationQuery) => Promise<ClientResult<GetInvitationResult>>;
    /** `GET /organization/list-invitations`: the organization's invitations (members only). */
    listInvitations: (query?: ListInvitationsQuery) => Promise<ClientResult<ListInvitationsResult>>;
    /** `GET /organization/list-user-invitations`: the caller's open invitations. */
    listUserInvitations: () => Promise<ClientResult<ListUserInvitationsResult>>;
    /** `POST /organization/has-permission`: whether the caller's role grants `permissions`. */
    hasPermission: Call<HasPermissionInput, HasPermissionResult>;
    /**
     * `GET /organization/list-audit-events`: the organization's audit events (default the active
     * one), newest first; needs `auditLog:list` (owner, admin) and `auditLog` on the server.
     * Errors: 403 `YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION`; 404
     * `AUDIT_LOG_IS_NOT_ENABLED`; 400 `NO_ACTIVE_ORGANIZATION`, `VALIDATION_ERROR`.
     *
     * @example
     * const { data } = await client.organization.listAuditEvents({
     *   query: { type: 'organization.member-add,organization.member-remove', limit: 20 },
     * });
     */
    listAuditEvents: (input?: {
      query?: ListOrganizationAuditEventsQuery;
    }) => Promise<ClientResult<ListOrganizationAuditEventsResult>>;
    /** `POST /organization/create-team` (teams on; needs `team:create`). */
    createTeam: Call<CreateTeamInput, CreateTeamResult>;
    /** `POST /organization/update-team` (teams on; needs `team:update`). */
    updateTeam: Call<UpdateTeamInput, UpdateTeamResult>;
    /** `POST /organization/remove-team` (teams on; needs `team:delete`). */
    removeTeam: Call<RemoveTeamInput, RemoveTeamResult>;
    /** `GET /organization/list-teams` (teams on; members only). */
    listTeams: (query?: ListTeamsQuery) => Promise<ClientResult<ListTeamsResult>>;
    /** `POST /organization/add-team-member` (teams on; needs `team:update`). */
    addTeamMember: Call<AddTeamMemberInput, AddTeamMemberResult>;
    /** `POST /organization/remove-team-member` (teams on; needs `team:update`). */
    removeTeamMember: Call<RemoveTeamMemberInput, RemoveTeamMemberResult>;
    /** `POST /organization/set-active-team` (teams on): the session's active team. */
    setActiveTeam: Call<SetActiveTeamInput, SetActiveTeamResult>;
    /**
     * Whether `role` (one name or several, comma-separated) grants `permissions`, checked in
     * the browser against the roles given to `organizationClient({ roles })` (default: owner,
     * admin, member): no request. For showing or hiding UI; the server checks every call.
     *
     * @example
     * const canDelete = client.organization.checkRolePermission({
     *   role: member.role,
     *   permissions: { organization: ['delete'] },
     * }).success;
     */
    checkRolePermission(input: {
      role: RoleName | (string & {});
      permissions: PermissionRequest;
    }): AuthorizeResult;
  };
}

/**
 * Options of {@link organizationClient}: the client halves of the server's options.
 *
 * - `ac`: your access control (`createAccessControl`), for reference.
 * - `roles`: the roles the server is configured with. Their names type the `role` of
 *   `inviteMember` and `updateMemberRole`, and `organization.checkRolePermission` checks
 *   against them. Default: `defaultRoles` (owner, admin, member), with `role` left a `string`.
 * - `teams`: `{ enabled: true }` when the server has teams on; add
 *   `activeTeam: { enabled: true }` when the server has it too, which types the session's
 *   `activeTeamId`.
 */
export interface OrganizationClientOptions {
  ac?: AccessControl<any>;
  roles?: Record<string, Role<any>>;
  teams?: { enabled: boolean; activeTeam?: { enabled: boolean } };
}

/** The role names of `options.roles`, or `string` when none were given. */
type RoleNameOf<O> = O extends { roles: infer R } ? Extract<keyof R, string> : string;

/** Fields the server plugin adds to the session, as the client's types see them. */
type OrganizationSessionFields<O> = {
  activeOrganizationId: { type: 'string'; required: false };
} & (O extends { teams: { enabled: true; activeTeam: { enabled: true } } }
  ? { activeTeamId: { type: 'string'; required: false } }
  : {});

/** What {@link organizationClient} returns. */
export interface OrganizationClientPlugin<O extends OrganizationClientOptions = {}> {
  id: 'organization';
  /**
   * Type only: the server plugin, with the session fields it adds (`activeOrganizationId`, and
   * `activeTeamId` with the active team) spelled out, since the server builds its schema at runtime.
   */
  $InferServerPlugin?: Omit<ReturnType<typeof organization>, 'schema'> & {
    schema: { session: { modelName: 'session'; fields: OrganizationSessionFields<O> } };
  };
  methods(ctx: ClientPluginContext): OrganizationMethods<RoleNameOf<O>>;
  $ERROR_CODES: typeof ORGANIZATION_ERROR_CODES;
}

/**
 * The client side of the `organization()` plugin: adds `client.organization.*` (one call per
 * route under `/organization/`, see {@link OrganizationMethods}), types the session's
 * `activeOrganizationId`, and adds the plugin's codes to `client.$ERROR_CODES`
 * (`ORGANIZATION_NOT_FOUND`, `SLUG_IS_TAKEN`, …). Pass the server's `roles` to type role
 * parameters by name.
 *
 * @see SPEC §2, §6, §8; docs/organizations.md
 * @example
 * const ac = createAccessControl({ ...defaultStatements, project: ['create'] } as const);
 * const billing = ac.newRole({ project: ['create'] });
 * const roles = { owner: ownerRole, admin: adminRole, member: memberRole, billing };
 * const client = createAuthClient({ plugins: [organizationClient({ ac, roles })] });
 * await client.organization.inviteMember({ email: 'bo@example.com', role: 'billing' });
 */
export function organizationClient<const O extends OrganizationClientOptions = {}>(
  options: O = {} as O,
): OrganizationClientPlugin<O> {
  const roles = options.roles ?? defaultRoles;
  return {
    id: 'organization',
    methods: (ctx) => createOrganizationMethods(ctx, roles),
    $ERROR_CODES: ORGANIZATION_ERROR_CODES,
  };
}

/** Builds {@link OrganizationMethods} over the client's context and the known roles. */
function createOrganizationMethods<RoleName extends string>(
  ctx: ClientPluginContext,
  roles: Record<string, Role<any>>,
): OrganizationMethods<RoleName> {
  const get =
    <R>(path: string) =>
    (query?: object) =>
      ctx.get<R>(`/organization/${path}`, query);
  const post =
    <I, R>(path: string, refresh = false): Call<I, R> =>
    (input) =>
      ctx.post<R>(`/organization/${path}`, input, refresh);
  return {
    organization: {
      create: (input) =>
        ctx.post('/organization/create', input, !input.keepCurrentActiveOrganization),
      checkSlug: post('check-slug'),
      update: post('update'),
      delete: post('delete', true),
      list: get('list'),
      setActive: post('set-active', true),
      getFullOrganization: get('get-full-organization'),
      listMembers: get('list-members'),
      getActiveMember: get('get-active-member'),
      updateMemberRole: post('update-member-role'),
      removeMember: post('remove-member'),
      leave: post('leave', true),
      inviteMember: post('invite-member'),
      acceptInvitation: post('accept-invitation', true),
      rejectInvitation: post('reject-invitation'),
      cancelInvitation: post('cancel-invitation'),
      getInvitation: get('get-invitation'),
      listInvitations: get('list-invitations'),
      listUserInvitations: get('list-user-invitations'),
      hasPermission: post('has-permission'),
      listAuditEvents: (input) => ctx.get('/organization/list-audit-events', input?.query ?? {}),
      createTeam: post('create-team'),
      updateTeam: post('update-team'),
      removeTeam: post('remove-team'),
      listTeams: get('list-teams'),
      addTeamMember: post('add-team-member'),
      removeTeamMember: post('remove-team-member'),
      setActiveTeam: post('set-active-team', true),
      checkRolePermission: ({ role, permissions }) =>
        checkRolePermission({ role, permissions, roles }),
    },
  };
}
