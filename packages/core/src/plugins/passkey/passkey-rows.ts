import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { RawResult, RequestScope } from '../../plugin/index.js';
import type { Passkey } from './schema.js';

/** Every passkey of a user, oldest first. */
export function listUserPasskeys(ctx: RequestScope, userId: string): Promise<Passkey[]> {
  return ctx.context.adapter.findMany<Passkey>({
    model: 'passkey',
    where: [{ field: 'userId', value: userId }],
    sortBy: { field: 'createdAt', direction: 'asc' },
    limit: Number.MAX_SAFE_INTEGER,
  });
}

/** The passkey with this id, or null. */
export function findPasskeyById(ctx: RequestScope, id: string): Promise<Passkey | null> {
  return ctx.context.adapter.findOne<Passkey>({
    model: 'passkey',
    where: [{ field: 'id', value: id }],
  });
}

/** The stored comma-separated transports as WebAuthn's list (`undefined` when none are stored). */
export function splitTransports(
  transports: string | null | undefined,
): WebAuthnCredential['transports'] {
  return transports ? (transports.split(',') as WebAuthnCredential['transports']) : undefined;
}

/**
 * Better Auth's `ctx.json(null, { status })`: a JSON `null` body with that status, which Better
 * Auth 1.2.7 answers on some refusals of verify-registration.
 */
export function jsonNull(status: number): RawResult {
  return { __raw: true, body: 'null', contentType: 'application/json', status };
}
