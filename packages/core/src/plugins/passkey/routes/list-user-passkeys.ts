import { defineEndpoint, requireSession } from '../../../plugin/index.js';
import { listUserPasskeys } from '../passkey-rows.js';
import type { Passkey } from '../schema.js';

/**
 * `GET /passkey/list-user-passkeys`: the signed-in user's passkeys, oldest first, as stored
 * (`{ id, name, publicKey, userId, credentialID, counter, deviceType, backedUp, transports,
 * createdAt }`; `aaguid` is not answered), as Better Auth 1.2.7 answers.
 *
 * @throws APIError 401 UNAUTHORIZED without a session.
 */
export const listUserPasskeysRoute = () =>
  defineEndpoint(
    '/passkey/list-user-passkeys',
    {
      method: 'GET',
      metadata: { summary: 'List the passkeys of the signed-in user', tags: ['Passkey'] },
    },
    async (ctx): Promise<Passkey[]> => {
      const { user } = await requireSession(ctx);
      const passkeys = await listUserPasskeys(ctx, user.id);
      return passkeys.map((passkey) => ctx.context.responseRow('passkey', passkey));
    },
  );
