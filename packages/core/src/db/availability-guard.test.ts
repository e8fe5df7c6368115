import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors/service-unavailable.js';
import { UniqueConstraintError } from './adapter.js';
import { guardAvailability } from './availability-guard.js';
import { createMemoryAdapter } from './memory/memory-adapter.js';
import { getCoreSchema } from './schema.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('guardAvailability', () => {
  it('turns a driver error meaning "unavailable" into a 503, inside transactions too', async () => {
    const inner = createMemoryAdapter(getCoreSchema());
    const failing = { ...inner, findOne: async () => Promise.reject(refused()) };
    const adapter = guardAvailability(failing);
    const error = await adapter.findOne({ model: 'user', where: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).status).toBe(503);
    expect((error as ServiceUnavailableError).headers).toEqual({ 'Retry-After': '5' });
    expect((error as ServiceUnavailableError).cause).toMatchObject({ code: 'ECONNREFUSED' });

    const inTransaction = guardAvailability({
      ...inner,
      transaction: (fn) =>
        inner.transaction((tx) => fn({ ...tx, count: async () => Promise.reject(refused()) })),
    });
    await expect(
      inTransaction.transaction((tx) => tx.count({ model: 'user' })),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('passes other errors unchanged, and keeps every method the adapter has', async () => {
    const inner = createMemoryAdapter(getCoreSchema());
    const adapter = guardAvailability({
      ...inner,
      create: async () => Promise.reject(new UniqueConstraintError('user', 'email')),
      // A method the interface may grow later: carried over, not dropped.
      lockRows: async () => 7,
    });
    await expect(adapter.create({ model: 'user', data: {} })).rejects.toBeInstanceOf(
      UniqueConstraintError,
    );
    expect(await adapter.lockRows?.({ model: 'user', where: [] })).toBe(7);
    expect(adapter.findOneWithReference === undefined).toBe(
      inner.findOneWithReference === undefined,
    );
  });
});
