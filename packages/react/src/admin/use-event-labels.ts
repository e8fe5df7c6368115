'use client';

import { useLabels } from '@portcullis/react';
import {
  devices as DEFAULT_DEVICE_LABELS,
  roles as DEFAULT_ROLE_LABELS,
} from '../localization/en.js';
import { roleName } from '../organization/roles.js';
import { describeUserAgent } from '../sessions/describe-user-agent.js';
import { AUDIT_EVENT_LABELS, type AuditEventType } from './audit-event-types.js';

// The admin entry reaches the provider's dictionary through '@portcullis/react' (one context for
// every entry), never through the main entry's own modules.

/**
 * The event types' labels: a component's `eventLabels` prop, over the provider dictionary's
 * `auditEvents`, over the English {@link AUDIT_EVENT_LABELS}.
 */
export function useEventLabels(
  eventLabels: Partial<Record<string, string>> | undefined,
): Partial<Record<string, string>> {
  return useLabels(
    'auditEvents',
    AUDIT_EVENT_LABELS,
    eventLabels as Partial<Record<AuditEventType, string>> | undefined,
  );
}

/** `describeUserAgent` worded by the dictionary's `devices.browserOnSystem`. */
export function useDeviceName(): (userAgent: string | null | undefined) => string | null {
  const text = useLabels('devices', DEFAULT_DEVICE_LABELS, undefined);
  return (userAgent) => describeUserAgent(userAgent, text.browserOnSystem);
}

/** `roleName` with the dictionary's `roles` names. */
export function useRoleName(): (role: string) => string {
  const names = useLabels('roles', DEFAULT_ROLE_LABELS, undefined);
  return (role) => roleName(role, names);
}
