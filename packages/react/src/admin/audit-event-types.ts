/**
 * Every audit event type the server records (docs/audit-log.md), in the order the kit's type
 * filter offers them: accounts, organizations, administration.
 */
export const AUDIT_EVENT_TYPES = [
  'sign-up',
  'sign-in.success',
  'sign-in.failure',
  'sign-out',
  'lockout',
  'password.change',
  'password.reset',
  'password.set',
  'email.change',
  'email.verify',
  'account.link',
  'account.unlink',
  'session.revoke',
  'user.delete',
  'organization.create',
  'organization.update',
  'organization.delete',
  'organization.member-add',
  'organization.member-remove',
  'organization.role-change',
  'organization.invitation-create',
  'organization.invitation-accept',
  'organization.invitation-reject',
  'organization.invitation-cancel',
  'organization.team-create',
  'organization.team-update',
  'organization.team-delete',
  'organization.team-member-add',
  'organization.team-member-remove',
  'admin.user-create',
  'admin.user-update',
  'admin.role-set',
  'admin.user-ban',
  'admin.user-unban',
  'admin.user-remove',
  'admin.password-set',
  'admin.session-revoke',
  'admin.impersonation-start',
  'admin.impersonation-stop',
  'two-factor.enable',
  'two-factor.disable',
  'two-factor.challenge-success',
  'two-factor.challenge-failure',
  'two-factor.backup-codes-regenerate',
  'two-factor.backup-code-use',
  'passkey.add',
  'passkey.rename',
  'passkey.delete',
  'magic-link.failure',
  'email-otp.failure',
] as const;

/** An audit event type, e.g. `'sign-in.failure'`. */
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/**
 * The types about a user's own account — sign-ups and sign-ins, failures and lockouts, password,
 * email and linked-account changes, revoked sessions, and what admins did to the account —
 * without the organization events: what `SecurityActivity` shows by default.
 */
export const SECURITY_EVENT_TYPES: readonly AuditEventType[] = AUDIT_EVENT_TYPES.filter(
  (type) => !type.startsWith('organization.'),
);

/** What the kit shows for each event type (English); override with the `eventLabels` prop. */
export const AUDIT_EVENT_LABELS: Record<AuditEventType, string> = {
  'sign-up': 'Signed up',
  'sign-in.success': 'Signed in',
  'sign-in.failure': 'Failed sign-in',
  'sign-out': 'Signed out',
  lockout: 'Locked out after failed sign-ins',
  'password.change': 'Password changed',
  'password.reset': 'Password reset',
  'password.set': 'Password set',
  'email.change': 'Email changed',
  'email.verify': 'Email verified',
  'account.link': 'Account linked',
  'account.unlink': 'Account unlinked',
  'session.revoke': 'Session revoked',
  'user.delete': 'Account deleted',
  'organization.create': 'Organization created',
  'organization.update': 'Organization updated',
  'organization.delete': 'Organization deleted',
  'organization.member-add': 'Member added',
  'organization.member-remove': 'Member removed',
  'organization.role-change': 'Member role changed',
  'organization.invitation-create': 'Invitation sent',
  'organization.invitation-accept': 'Invitation accepted',
  'organization.invitation-reject': 'Invitation declined',
  'organization.invitation-cancel': 'Invitation cancelled',
  'organization.team-create': 'Team created',
  'organization.team-update': 'Team updated',
  'organization.team-delete': 'Team deleted',
  'organization.team-member-add': 'Team member added',
  'organization.team-member-remove': 'Team member removed',
  'admin.user-create': 'User created by an admin',
  'admin.user-update': 'User updated by an admin',
  'admin.role-set': 'Role set by an admin',
  'admin.user-ban': 'User banned',
  'admin.user-unban': 'User unbanned',
  'admin.user-remove': 'Removed by an admin',
  'admin.password-set': 'Password set by an admin',
  'admin.session-revoke': 'Sessions revoked by an admin',
  'admin.impersonation-start': 'Impersonation started',
  'admin.impersonation-stop': 'Impersonation stopped',
  'two-factor.enable': 'Two-factor authentication turned on',
  'two-factor.disable': 'Two-factor authentication turned off',
  'two-factor.challenge-success': 'Second factor passed',
  'two-factor.challenge-failure': 'Wrong second-factor code',
  'two-factor.backup-codes-regenerate': 'Backup codes regenerated',
  'two-factor.backup-code-use': 'Backup code used',
  'passkey.add': 'Passkey added',
  'passkey.rename': 'Passkey renamed',
  'passkey.delete': 'Passkey deleted',
  'magic-link.failure': 'Magic link refused',
  'email-otp.failure': 'Email code refused',
};

/** The label of `type` in `labels` (then the defaults), or the type itself for one unknown. */
export function auditEventLabel(type: string, labels?: Partial<Record<string, string>>): string {
  return labels?.[type] ?? AUDIT_EVENT_LABELS[type as AuditEventType] ?? type;
}
