/**
 * @module admin/client
 *
 * `adminClient()`: the browser half of {@link admin}. Adds `client.admin.*`, one call per
 * `/admin/` route, with Better Auth's `adminClient` names and shapes (1.2.7's, and the latest
 * 1.x's `getUser` and `updateUser`), and `listAuditEvents`
 * (`client.admin.listUsers({ query })`, `client.admin.banUser({ userId, banReason })`, …), types
 * `role`, `banned`, `banReason`, `banExpires` on the user and `impersonatedBy` on the session,
 * and adds the admin error codes to `client.$ERROR_CODES`.
 *
 * @see docs/admin.md
 */
import type {
  ClientPluginContext,
  ClientResult,
  EndpointBody,
  EndpointQuery,
  EndpointResult,
} from '../../plugin/client.js';
import type { AdminEndpoints } from './endpoints.js';
import { ADMIN_ERROR_CODES } from './error-codes.js';
import type { admin } from './index.js';

type Body<K extends keyof AdminEndpoints> = EndpointBody<AdminEndpoints[K]>;
type Result<K extends keyof AdminEndpoints> = Promise<
  ClientResult<EndpointResult<AdminEndpoints[K]>>
>;
type PostCall<K extends keyof AdminEndpoints> = (body: Body<K>) => Result<K>;

/**
 * The calls {@link adminClient} adds, under `client.admin`. Each answers 401 `UNAUTHORIZED`
 * without a session and 403 with the route's 'You are not allowed to …' code without the
 * permission (or from an impersonation session); see docs/admin.md for every error.
 */
export interface AdminMethods {
  admin: {
    /** `POST /admin/create-user`: `{ email, password, name, role?, data? }` → `{ user }`. */
    createUser: PostCall<'createUser'>;
    /** `GET /admin/list-users`: search, filter, sort, page → `{ users, total, limit?, offset? }`. */
    listUsers(input?: { query?: EndpointQuery<AdminEndpoints['listUsers']> }): Result<'listUsers'>;
    /** `POST /admin/set-role`: `{ userId, role }` (one role or several) → `{ user }`. */
    setRole: PostCall<'setRole'>;
    /** `POST /admin/ban-user`: `{ userId, banReason?, banExpiresIn? }` (seconds) → `{ user }`. */
    banUser: PostCall<'banUser'>;
    /** `POST /admin/unban-user`: `{ userId }` → `{ user }`. */
    unbanUser: PostCall<'unbanUser'>;
    /** `POST /admin/impersonate-user`: `{ userId }`; the session store then holds that user. */
    impersonateUser: PostCall<'impersonateUser'>;
    /** `POST /admin/stop-impersonating`: back to the admin's own session (store reloaded). */
    stopImpersonating(): Result<'stopImpersonating'>;
    /** `POST /admin/remove-user`: `{ userId }` → `{ success: true }`. */
    removeUser: PostCall<'removeUser'>;
    /** `POST /admin/set-user-password`: `{ userId, newPassword }` → `{ status: true }`. */
    setUserPassword: PostCall<'setUserPassword'>;
    /** `POST /admin/list-user-sessions`: `{ userId }` → `{ sessions }`. */
    listUserSessions: PostCall<'listUserSessions'>;
    /** `POST /admin/revoke-user-session`: `{ sessionToken }` → `{ success: true }`. */
    revokeUserSession: PostCall<'revokeUserSession'>;
    /** `POST /admin/revoke-user-sessions`: `{ userId }` → `{ success: true }`. */
    revokeUserSessions: PostCall<'revokeUserSessions'>;
    /** `POST /admin/has-permission`: `{ permissions }` → `{ success, error: null }`. */
    hasPermission: PostCall<'userHasPermission'>;
    /** `GET /admin/get-user`: `{ query: { id } }` → the user (404 `USER_NOT_FOUND`). */
    getUser(input: { query: EndpointQuery<AdminEndpoints['getUser']> }): Result<'getUser'>;
    /**
     * `POST /admin/update-user`: `{ userId, data }` → the updated user. `data.role`,
     * `data.banned`/`banReason`/`banExpires` and `data.email`/`emailVerified` need the
     * `set-role`, `ban` and `set-email` permissions besides `update`.
     */
    updateUser: PostCall<'adminUpdateUser'>;
    /**
     * `GET /admin/list-audit-events`: every user's audit events, newest first →
     * `{ events, nextCursor }`. Query: `type`, `userId`, `organizationId`, `from`, `to`,
     * `limit` (1–100), `cursor`. Needs `auditLog: ['list']`; 404 `AUDIT_LOG_IS_NOT_ENABLED`
     * when the server's audit log is off.
     */
    listAuditEvents(input?: {
      query?: NonNullable<EndpointQuery<AdminEndpoints['adminListAuditEvents']>>;
    }): Result<'adminListAuditEvents'>;
  };
}

/** What {@link adminClient} returns. */
export interface AdminClientPlugin {
  id: 'admin';
  /** Type only: the server plugin, whose user and session fields type the client's. */
  $InferServerPlugin?: ReturnType<typeof admin>;
  methods(ctx: ClientPluginContext): AdminMethods;
  $ERROR_CODES: typeof ADMIN_ERROR_CODES;
}

/**
 * The client side of the `admin()` plugin.
 *
 * @example
 * const client = createAuthClient({ plugins: [adminClient()] });
 * const { data } = await client.admin.listUsers({ query: { searchValue: 'ada', limit: 20 } });
 * const { error } = await client.admin.banUser({ userId, banReason: 'spam', banExpiresIn: 86_400 });
 * if (error?.code === 'YOU_ARE_NOT_ALLOWED_TO_BAN_USERS') showForbidden();
 */
export function adminClient(): AdminClientPlugin {
  return {
    id: 'admin',
    methods: (ctx) => {
      const post =
        <K extends keyof AdminEndpoints>(path: string, refresh = false) =>
        (body: Body<K>) =>
          ctx.post<EndpointResult<AdminEndpoints[K]>>(`/admin/${path}`, body, refresh);
      const get =
        <K extends keyof AdminEndpoints>(path: string) =>
        (input?: { query?: object }) =>
          ctx.get<EndpointResult<AdminEndpoints[K]>>(`/admin/${path}`, input?.query);
      return {
        admin: {
          createUser: post<'createUser'>('create-user'),
          listUsers: get<'listUsers'>('list-users'),
          setRole: post<'setRole'>('set-role'),
          banUser: post<'banUser'>('ban-user'),
          unbanUser: post<'unbanUser'>('unban-user'),
          impersonateUser: post<'impersonateUser'>('impersonate-user', true),
          stopImpersonating: () => ctx.post('/admin/stop-impersonating', {}, true),
          removeUser: post<'removeUser'>('remove-user'),
          setUserPassword: post<'setUserPassword'>('set-user-password'),
          listUserSessions: post<'listUserSessions'>('list-user-sessions'),
          revokeUserSession: post<'revokeUserSession'>('revoke-user-session'),
          revokeUserSessions: post<'revokeUserSessions'>('revoke-user-sessions'),
          hasPermission: post<'userHasPermission'>('has-permission'),
          getUser: get<'getUser'>('get-user'),
          updateUser: post<'adminUpdateUser'>('update-user'),
          listAuditEvents: get<'adminListAuditEvents'>('list-audit-events'),
        },
      };
    },
    $ERROR_CODES: ADMIN_ERROR_CODES,
  };
}
