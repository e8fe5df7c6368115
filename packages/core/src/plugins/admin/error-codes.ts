/**
 * The admin plugin's error catalogue, code → message, word for word as Better Auth's admin
 * plugin answers them: 1.2.7's for its routes, the latest 1.x's for get-user and update-user,
 * which 1.2.7 did not have, and Portcullis's own for list-audit-events. `code` is the message upper-cased, spaces to underscores (SPEC §8),
 * except where Better Auth names it otherwise, kept for its clients: `BANNED_USER` (whose message
 * on sign-in is `bannedUserMessage`), `YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE`,
 * `YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL` and `PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER`.
 *
 * @see SPEC §6, §8
 */
export const ADMIN_ERROR_CODES = {
  FAILED_TO_CREATE_USER: 'Failed to create user',
  USER_ALREADY_EXISTS: 'User already exists',
  YOU_CANNOT_BAN_YOURSELF: 'You cannot ban yourself',
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: 'You are not allowed to change users role',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: 'You are not allowed to create users',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: 'You are not allowed to list users',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: 'You are not allowed to list users sessions',
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: 'You are not allowed to ban users',
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: 'You are not allowed to impersonate users',
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: 'You are not allowed to revoke users sessions',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: 'You are not allowed to delete users',
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: 'You are not allowed to set users password',
  BANNED_USER: 'You have been banned from this application',
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: 'You are not allowed to get user',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: 'You are not allowed to update users',
  NO_DATA_TO_UPDATE: 'No data to update',
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
    'Password cannot be updated through update-user. Use the set-user-password endpoint instead',
  USER_ID_CANNOT_BE_UPDATED: 'User id cannot be updated',
  INVALID_ROLE_TYPE: 'Invalid role type',
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE:
    'You are not allowed to set a non-existent role value',
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL: 'You are not allowed to update users email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already exists. Use another email.',
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: 'You are not allowed to list audit events',
} as const;

/** A code of {@link ADMIN_ERROR_CODES}. */
export type AdminErrorCode = keyof typeof ADMIN_ERROR_CODES;
