import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseAdapter } from '../adapter.js';
import { findWithReferenceInTwoReads } from '../find-with-reference.js';
import { resolveDatabase } from '../resolve-database.js';
import { getCoreSchema } from '../schema.js';

// The single-equality lookup skips Kysely's builder and, on SQLite, runs synchronously; these pin
// that it still reads exactly what the builder path would, transactions included.
describe('prepared single-equality lookups (SQLite)', () => {
  let adapter: DatabaseAdapter;
  afterEach(() => adapter?.close?.());

  const user = (id: string) => ({
    id,
    name: id,
    email: `${id}@example.com`,
    emailVerified: false,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  });

  it('returns the row with JS values, and null for no match', async () => {
    adapter = resolveDatabase(':memory:', getCoreSchema());
    await adapter.migrate?.();
    await adapter.create({ model: 'user', data: user('u1') });
    const found = await adapter.findOne<ReturnType<typeof user>>({
      model: 'user',
      where: [{ field: 'email', value: 'u1@example.com' }],
    });
    expect(found).toMatchObject({ id: 'u1', emailVerified: false });
    expect(found?.createdAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(
      await adapter.findOne({ model: 'user', where: [{ field: 'email', value: 'nobody@x.io' }] }),
    ).toBeNull();
  });

  it('never reads another transaction’s uncommitted rows, and sees its own', async () => {
    adapter = resolveDatabase(':memory:', getCoreSchema());
    await adapter.migrate?.();
    const byId = (db: DatabaseAdapter) =>
      db.findOne({ model: 'user', where: [{ field: 'id', value: 'u2' }] });

    let outside: Promise<unknown> | undefined;
    const failed = adapter.transaction(async (trx) => {
      await trx.create({ model: 'user', data: user('u2') });
      expect(await byId(trx)).toMatchObject({ id: 'u2' });
      // A lookup outside the transaction, issued while it is open on the same connection.
      outside = byId(adapter);
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    expect(await outside).toBeNull();
    expect(await byId(adapter)).toBeNull();
  });
});

// The session-with-user join reads its row as values (better-sqlite3's raw mode) outside a
// transaction: it must give exactly what two plain reads give, types and nulls included.
describe('prepared join read as values (SQLite)', () => {
  let adapter: DatabaseAdapter;
  afterEach(() => adapter?.close?.());

  const at = new Date('2026-02-03T04:05:06.789Z');
  const session = {
    id: 's1',
    token: 'token-1',
    userId: 'u1',
    expiresAt: new Date('2026-03-01T00:00:00.000Z'),
    ipAddress: null,
    userAgent: 'agent',
    createdAt: at,
    updatedAt: at,
  };
  const args = {
    model: 'session',
    where: [{ field: 'token', value: 'token-1' }],
    reference: { field: 'userId', model: 'user' },
  };

  it('answers what two reads answer, and null for no match, in and out of a transaction', async () => {
    adapter = resolveDatabase(':memory:', getCoreSchema());
    await adapter.migrate?.();
    await adapter.create({
      model: 'user',
      data: {
        id: 'u1',
        name: 'Ünïcode',
        email: 'u1@example.com',
        emailVerified: true,
        image: null,
        createdAt: at,
        updatedAt: at,
      },
    });
    await adapter.create({ model: 'session', data: session });
    const expected = await findWithReferenceInTwoReads(adapter.findOne, args);
    expect(expected?.row).toMatchObject({ ipAddress: null, userAgent: 'agent' });
    expect(expected?.referenced).toMatchObject({ emailVerified: true, image: null });

    const joined = await adapter.findOneWithReference?.(args);
    expect(joined).toEqual(expected);
    expect(joined?.row.expiresAt).toBeInstanceOf(Date);
    expect(JSON.stringify(joined)).toBe(JSON.stringify(expected));
    // The same statement again (prepared once), then inside a transaction (Kysely's executor).
    expect(await adapter.findOneWithReference?.(args)).toEqual(expected);
    await adapter.transaction(async (trx) => {
      expect(await trx.findOneWithReference?.(args)).toEqual(expected);
    });
    expect(
      await adapter.findOneWithReference?.({ ...args, where: [{ field: 'token', value: 'none' }] }),
    ).toBeNull();
  });
});
