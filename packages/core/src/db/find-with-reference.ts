import type { DatabaseAdapter, FindWithReferenceArgs, Row } from './adapter.js';

/**
 * `findOneWithReference` as two `findOne`s: the row, then the row its `reference.field` points
 * to. `null` when either is missing, as an inner join answers. What adapters without a join (and
 * the Kysely adapter, for clauses its prepared join does not cover) do.
 */
export async function findWithReferenceInTwoReads<
  T extends { id: string },
  R extends { id: string },
>(
  findOne: DatabaseAdapter['findOne'],
  { model, where, reference }: FindWithReferenceArgs,
): Promise<{ row: T; referenced: R } | null> {
  const row = await findOne<T>({ model, where });
  const id = (row as Row | null)?.[reference.field];
  if (!row || typeof id !== 'string') return null;
  const referenced = await findOne<R>({
    model: reference.model,
    where: [{ field: 'id', value: id }],
  });
  return referenced ? { row, referenced } : null;
}
