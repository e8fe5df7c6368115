import {
  type AuthContext,
  constantTimeEqual,
  createAccessControl,
  incrementFields,
  type PermissionRequest,
  runAfterResponse,
  type User,
} from '../../plugin/index.js';
import { type ApiKeyMessageName, apiKeyMessage } from './error-codes.js';
import { type ApiKey, type ApiKeyRow, hashApiKey, parseJSON, toApiKey } from './key.js';
import type { ApiKeySettings } from './options.js';

/** Why a key may not be used now, with the code Better Auth 1.2.7's verify answers. */
export interface KeyRefusal {
  code: 'KEY_NOT_FOUND' | 'KEY_DISABLED' | 'KEY_EXPIRED' | 'USAGE_EXCEEDED' | 'RATE_LIMITED';
  message: string;
  /** For `RATE_LIMITED`: milliseconds until the window lets a request through. */
  tryAgainIn?: number;
}

/** The outcome of {@link verifyKey}. */
export type KeyVerification =
  | { valid: true; key: ApiKey; user: User | undefined }
  | { valid: false; error: KeyRefusal };

const refusal = (
  code: KeyRefusal['code'],
  message: ApiKeyMessageName,
  tryAgainIn?: number,
): KeyVerification => ({
  valid: false,
  error: {
    code,
    message: apiKeyMessage(message),
    ...(tryAgainIn === undefined ? {} : { tryAgainIn }),
  },
});

/**
 * Checks a presented key and spends one use of it: found by its hash (then compared in constant
 * time), enabled, unexpired, holding `permissions` when asked, within its rate limit, and with a
 * use left.
 *
 * Costs one read (with the owner joined when `withUser`), and one awaited write only when the
 * key counts uses (`remaining` not null): a conditional decrement, `remaining = remaining - 1
 * WHERE remaining > 0`, so concurrent verifications across instances never spend more uses than
 * there are. A refill that is due is one compare-and-set on `lastRefillAt` instead. The rate
 * limit's `requestCount` (an atomic increment, or a restart of the window) and `lastRequest`
 * are written after the response; the limit is decided on the values read, so instances racing
 * within one window may let a few more requests through than `rateLimitMax` (never uses).
 * An expired key, or one whose uses are spent for good, is deleted after the response.
 */
export async function verifyKey(
  context: AuthContext,
  settings: ApiKeySettings,
  key: string,
  options: { permissions?: PermissionRequest; withUser?: boolean } = {},
): Promise<KeyVerification> {
  const hashed = hashApiKey(key);
  const where = [{ field: 'key', value: hashed }];
  let row: ApiKeyRow | null;
  let user: User | undefined;
  if (options.withUser) {
    const found = context.adapter.findOneWithReference
      ? await context.adapter.findOneWithReference<ApiKeyRow, User & { id: string }>({
          model: 'apikey',
          where,
          reference: { field: 'userId', model: 'user' },
        })
      : null;
    row = found?.row ?? null;
    user = found?.referenced;
    if (!context.adapter.findOneWithReference) {
      row = await context.adapter.findOne<ApiKeyRow>({ model: 'apikey', where });
      user = row
        ? ((await context.adapter.findOne<User & { id: string }>({
            model: 'user',
            where: [{ field: 'id', value: row.userId }],
          })) ?? undefined)
        : undefined;
      if (!user) row = null;
    }
  } else {
    row = await context.adapter.findOne<ApiKeyRow>({ model: 'apikey', where });
  }
  // A case-insensitive collation (MySQL's default) could match another hash: compare exactly.
  if (!row || !constantTimeEqual(row.key, hashed)) return refusal('KEY_NOT_FOUND', 'KEY_NOT_FOUND');
  // Better Auth 1.2.7 answers a disabled key with the usage message.
  if (row.enabled === false) return refusal('KEY_DISABLED', 'USAGE_EXCEEDED');

  const now = Date.now();
  const byId = [{ field: 'id', value: row.id }];
  const deleteLater = () =>
    runAfterResponse(context, () => context.adapter.delete({ model: 'apikey', where: byId }));
  if (row.expiresAt && row.expiresAt.getTime() < now) {
    deleteLater();
    return refusal('KEY_EXPIRED', 'KEY_EXPIRED');
  }

  if (options.permissions) {
    const granted = parseJSON<Record<string, string[]>>(row.permissions);
    const allowed =
      granted !== null &&
      createAccessControl(granted).newRole(granted).authorize(options.permissions).success;
    if (!allowed) return refusal('KEY_NOT_FOUND', 'KEY_NOT_FOUND');
  }

  if (row.remaining === 0 && row.refillAmount === null) {
    deleteLater();
    return refusal('USAGE_EXCEEDED', 'USAGE_EXCEEDED');
  }

  const rate = rateLimitStep(row, settings, now);
  if (rate.kind === 'limited')
    return refusal('RATE_LIMITED', 'RATE_LIMIT_EXCEEDED', rate.tryAgainIn);

  const answer: ApiKeyRow = { ...row };
  if (row.remaining !== null) {
    const spent = await spendOneUse(context, row, now);
    if (spent === null) return refusal('USAGE_EXCEEDED', 'USAGE_EXCEEDED');
    Object.assign(answer, spent);
  }

  if (rate.kind !== 'none') {
    const lastRequest = new Date(now);
    answer.lastRequest = lastRequest;
    if (rate.kind === 'restart') answer.requestCount = 1;
    if (rate.kind === 'count') answer.requestCount = (row.requestCount ?? 0) + 1;
    runAfterResponse(context, () =>
      rate.kind === 'count'
        ? incrementFields(context.adapter, {
            model: 'apikey',
            where: byId,
            increment: { requestCount: 1 },
            update: { lastRequest },
          })
        : context.adapter.updateMany({
            model: 'apikey',
            where: byId,
            update: rate.kind === 'restart' ? { requestCount: 1, lastRequest } : { lastRequest },
          }),
    );
  }
  return { valid: true, key: toApiKey(answer), user };
}

type RateStep =
  | { kind: 'none' }
  | { kind: 'touch' }
  | { kind: 'restart' }
  | { kind: 'count' }
  | { kind: 'limited'; tryAgainIn: number };

/**
 * Better Auth 1.2.7's per-key limit: at most `rateLimitMax` requests while less than
 * `rateLimitTimeWindow` ms have passed since the last one; the count restarts at 1 after.
 */
function rateLimitStep(row: ApiKeyRow, settings: ApiKeySettings, now: number): RateStep {
  if (!settings.rateLimit.enabled || row.rateLimitEnabled === false) return { kind: 'touch' };
  const window = row.rateLimitTimeWindow;
  const max = row.rateLimitMax;
  if (window === null || max === null) return { kind: 'none' };
  if (row.lastRequest === null) return { kind: 'restart' };
  const since = now - row.lastRequest.getTime();
  if (since > window) return { kind: 'restart' };
  if ((row.requestCount ?? 0) >= max) {
    return { kind: 'limited', tryAgainIn: Math.ceil(window - since) };
  }
  return { kind: 'count' };
}

/**
 * Spends one use: a due refill (`refillInterval` ms since the last refill, or since creation)
 * resets `remaining` to `refillAmount - 1` by a compare-and-set on `lastRefillAt`; otherwise,
 * or when another request refilled first, one conditional decrement. Returns the new values,
 * or null when no use was left.
 */
async function spendOneUse(
  context: AuthContext,
  row: ApiKeyRow,
  now: number,
): Promise<Pick<ApiKeyRow, 'remaining' | 'lastRefillAt'> | null> {
  const byId = { field: 'id', value: row.id };
  const { refillInterval, refillAmount } = row;
  if (refillInterval && refillAmount) {
    const since = now - (row.lastRefillAt ?? row.createdAt).getTime();
    if (since > refillInterval) {
      const lastRefillAt = new Date(now);
      const refilled = await context.adapter.updateMany({
        model: 'apikey',
        where: [byId, { field: 'lastRefillAt', value: row.lastRefillAt }],
        update: { remaining: refillAmount - 1, lastRefillAt },
      });
      if (refilled > 0) return { remaining: refillAmount - 1, lastRefillAt };
    }
  }
  const spent = await incrementFields(context.adapter, {
    model: 'apikey',
    where: [byId, { field: 'remaining', operator: 'gt', value: 0 }],
    increment: { remaining: -1 },
  });
  if (spent === 0) return null;
  // What this request left; concurrent ones may have spent more since.
  return { remaining: Math.max(0, (row.remaining ?? 1) - 1), lastRefillAt: row.lastRefillAt };
}
