import type { DatabaseAdapter, DatabaseHooks, Row } from '../../plugin/index.js';
import { TRUST_DEVICE_PREFIX } from './trusted-device.js';

/**
 * Database hooks that forget a user's trusted devices when their password is set or changed
 * (change-password, reset-password, set-password, admin set-user-password: every write of a
 * credential account's password).
 */
export function createPasswordChangeHooks(): DatabaseHooks {
  const revoke = async (row: Row, adapter: DatabaseAdapter) => {
    if (row.providerId !== 'credential' || !row.password) return;
    await adapter.deleteMany({
      model: 'verification',
      where: [
        { field: 'identifier', operator: 'starts_with', value: TRUST_DEVICE_PREFIX },
        { field: 'value', value: row.userId },
      ],
    });
  };
  return { account: { create: { after: revoke }, update: { after: revoke } } };
}
