import type { User } from '../db/entities.js';
import type { DatabaseSchema } from '../db/schema.js';
import { APIError } from '../errors/api-error.js';
import type { EndpointContext } from '../kernel/endpoint.js';
import { emitEvent } from '../security/audit-events.js';
import { deleteSessionCookies } from '../session/session-cookie.js';

const ownedModelsBySchema = new WeakMap<DatabaseSchema, string[]>();

/**
 * The models whose rows belong to a user: every model but `user` with a `userId` field that
 * references `user` (core `session` and `account`, and plugin models alike). Computed once per
 * schema. Listed in reverse declaration order, so plugin tables, which may point at core ones,
 * are emptied first.
 */
export function userOwnedModels(schema: DatabaseSchema): readonly string[] {
  let models = ownedModelsBySchema.get(schema);
  if (!models) {
    models = Object.entries(schema)
      .filter(
        ([name, model]) => name !== 'user' && model.fields.userId?.references?.model === 'user',
      )
      .map(([name]) => name)
      .reverse();
    ownedModelsBySchema.set(schema, models);
  }
  return models;
}

/**
 * Deletes a user and everything they own, then clears the session cookies.
 *
 * 1. `user.deleteUser.beforeDelete(user, request)`: throwing (an APIError, to choose the
 *    answer) refuses the deletion; nothing is touched.
 * 2. One transaction: the deletion token is consumed (when given), every verification record
 *    whose value is the user id is deleted (deletion and reset tokens), then the rows of
 *    {@link userOwnedModels} and the user. Any failure, a database hook's included, rolls all of
 *    it back. Once it commits, the user's sessions are evicted from secondary storage and
 *    `user.delete` is emitted (`details: { confirmedBy: 'email' }` when a deletion token was
 *    used, else `'session'`). The user's audit events stay: the log has no foreign keys.
 * 3. `afterDelete(user, request)`. The deletion is committed by then, so a failing `afterDelete`
 *    is logged and the caller still learns the truth: the user is deleted.
 *
 * @throws APIError 404 INVALID_TOKEN when the token was used meanwhile; whatever
 *   `beforeDelete` or a database hook throws.
 */
export async function deleteUserAccount(
  ctx: EndpointContext<any, any>,
  user: User,
  tokenIdentifier?: string,
): Promise<void> {
  const { options, schema, logger } = ctx.context;
  const { beforeDelete, afterDelete } = options.user.deleteUser;
  await beforeDelete?.(user, ctx.request);

  // The user's sessions leave secondary storage once the transaction commits.
  await ctx.context.store.transaction(async (store, tx) => {
    if (tokenIdentifier && !(await store.consumeVerification(tokenIdentifier))) {
      throw new APIError('NOT_FOUND', 'INVALID_TOKEN');
    }
    await tx.deleteMany({ model: 'verification', where: [{ field: 'value', value: user.id }] });
    await store.deleteUser(user.id, userOwnedModels(schema));
  });
  deleteSessionCookies(ctx);
  emitEvent(ctx, {
    type: 'user.delete',
    userId: user.id,
    details: { confirmedBy: tokenIdentifier ? 'email' : 'session' },
  });

  try {
    await afterDelete?.(user, ctx.request);
  } catch (error) {
    logger.error('user.deleteUser.afterDelete failed; the user was deleted', error);
  }
}
