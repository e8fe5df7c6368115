import type { AuthEventType } from '@portcullis/core';
import { expectTypeOf, it } from 'vitest';
import type { AuditEventType } from './audit-event-types.js';

it('offers exactly the event types the server records', () => {
  expectTypeOf<AuditEventType>().toEqualTypeOf<AuthEventType>();
});
