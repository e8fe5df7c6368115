import { z } from 'zod';
import { APIError } from '../../../errors/api-error.js';
import { defineEndpoint } from '../../../kernel/endpoint.js';
import {
  assertPasswordLength,
  assertPasswordNotKnown,
  hashNewPassword,
} from '../../../password/credential-rules.js';
import { emitEvent } from '../../../security/audit-events.js';
import { requireSession } from '../../../session/require-session.js';

/**
 * `auth.api.setPassword({ body: { newPassword }, headers })`: gives a password to a signed-in
 * user who has none (e.g. signed up with a social provider), creating their credential account.
 *
 * Server only: over HTTP `/set-password` answers 404, because setting a first password without
 * any proof but a session is the app's decision to make (e.g. after its own re-authentication).
 *
 * Response: `{ status: true }`.
 *
 * @throws APIError 401 UNAUTHORIZED without a session; 400 PASSWORD_TOO_SHORT /
 *   PASSWORD_TOO_LONG; 400 USER_ALREADY_HAS_A_PASSWORD 'user already has a password' (Better
 *   Auth 1.2.7's words) when the user has one (use /change-password).
 * @see SPEC §2 (Profile: "/set-password (server side only)")
 * @example
 * await auth.api.setPassword({ body: { newPassword: 'a-long-passphrase' }, headers });
 */
export const setPassword = defineEndpoint(
  '/set-password',
  {
    method: 'POST',
    serverOnly: true,
    body: z.object({ newPassword: z.string() }),
    metadata: { summary: 'Set a first password (server only)', tags: ['Profile'] },
  },
  async (ctx): Promise<{ status: true }> => {
    const { context, body } = ctx;
    const { user } = await requireSession(ctx, { sensitive: true });
    assertPasswordLength(context, body.newPassword);
    const account = await context.store.findCredentialAccount(user.id);
    if (account?.password) throw new APIError('BAD_REQUEST', 'USER_ALREADY_HAS_A_PASSWORD');
    await assertPasswordNotKnown(context, body.newPassword);
    const hash = await hashNewPassword(context, body.newPassword);
    await context.store.setPassword(user.id, hash);
    emitEvent(ctx, { type: 'password.set', userId: user.id });
    return { status: true };
  },
);
