import { z } from 'zod';
import { createSession, defineEndpoint, emitEvent, requireSession } from '../../../plugin/index.js';
import type { TwoFactorStatusResult } from '../answers.js';
import { assertPassword } from '../password.js';
import { revokeTrustedDevices } from '../trusted-device.js';
import { deleteTwoFactorRows } from '../two-factor-row.js';

/**
 * `POST /two-factor/disable` `{ password }` → `{ status: true }` (Better Auth 1.2.7). Turns
 * two-factor off and deletes the user's secret and backup codes (one transaction), forgets every
 * trusted device of the user, replaces the session with a new one (new cookie), and emits
 * `two-factor.disable`.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 INVALID_PASSWORD 'Invalid password';
 *   400 VALIDATION_ERROR for a malformed body.
 */
export const disableEndpoint = defineEndpoint(
  '/two-factor/disable',
  {
    method: 'POST',
    body: z.object({ password: z.string() }),
    metadata: { summary: 'Disable two factor authentication', tags: ['Two-factor'] },
  },
  async (ctx): Promise<TwoFactorStatusResult> => {
    const { user, session } = await requireSession(ctx);
    const { context } = ctx;
    await assertPassword(context, user.id, ctx.body.password);
    const updated = await context.adapter.transaction(async (tx) => {
      await deleteTwoFactorRows(tx, user.id);
      return tx.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { twoFactorEnabled: false, updatedAt: new Date() },
      });
    });
    await revokeTrustedDevices(context, user.id);
    const fresh = (updated ? await context.store.findUserById(user.id) : null) ?? user;
    const rememberMe = ctx.getSignedCookie(context.cookies.dontRemember) === null;
    await createSession(ctx, fresh, { rememberMe });
    await context.store.deleteSession(session.token);
    emitEvent(ctx, { type: 'two-factor.disable', userId: user.id });
    return { status: true };
  },
);
