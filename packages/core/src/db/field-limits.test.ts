import { describe, expect, it, vi } from 'vitest';
import { isAPIError } from '../errors/api-error.js';
import type { DatabaseAdapter } from './adapter.js';
import {
  assertWithinLengthLimits,
  lengthViolations,
  truncateToLength,
  withLengthLimits,
} from './field-limits.js';
import { createMemoryAdapter } from './memory/memory-adapter.js';
import type { DatabaseSchema } from './schema.js';

const schema: DatabaseSchema = {
  note: {
    modelName: 'note',
    fields: {
      title: { type: 'string', maxLength: 5 },
      body: { type: 'string', required: false },
      meta: { type: 'json', required: false, maxLength: 10 },
    },
  },
  tag: { modelName: 'tag', fields: { label: { type: 'string' } } },
};

async function refusal(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('lengthViolations', () => {
  it('accepts values at the limit and names each field over it', () => {
    expect(lengthViolations(schema.note!.fields, { title: 'abcde', meta: { a: 1234 } })).toEqual(
      [],
    );
    expect(
      lengthViolations(schema.note!.fields, { title: 'abcdef', meta: { a: 123456 }, body: 'x' }),
    ).toEqual([
      { path: 'title', message: 'Too big: expected string to have <=5 characters' },
      { path: 'meta', message: 'Too big: expected JSON text to have <=10 characters' },
    ]);
  });

  it('ignores null, fields without a limit and fields the model does not have', () => {
    expect(
      lengthViolations(schema.note!.fields, { title: null, meta: null, body: 'x'.repeat(1e4) }),
    ).toEqual([]);
    expect(lengthViolations(schema.note!.fields, { other: 'x'.repeat(1e4) })).toEqual([]);
  });
});

describe('assertWithinLengthLimits', () => {
  it('throws 400 VALIDATION_ERROR with the failing fields as details', async () => {
    const error = await refusal(() =>
      assertWithinLengthLimits(schema, 'note', { title: 'long!!' }),
    );
    expect(isAPIError(error) && error.status).toBe(400);
    expect(isAPIError(error) && error.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      details: [{ path: 'title', message: 'Too big: expected string to have <=5 characters' }],
    });
  });
});

describe('truncateToLength', () => {
  it('shortens to the limit, never splitting a surrogate pair', () => {
    expect(truncateToLength('Mozilla/5.0', 7)).toBe('Mozilla');
    expect(truncateToLength('short', 7)).toBe('short');
    expect(truncateToLength(null, 7)).toBeNull();
    expect(truncateToLength('ab😀', 3)).toBe('ab');
    expect(truncateToLength('ab😀', 4)).toBe('ab😀');
  });
});

describe('withLengthLimits', () => {
  const limited = () => withLengthLimits(createMemoryAdapter(schema), schema);

  it('refuses a create or update over a limit before anything is written', async () => {
    const adapter = limited();
    expect(
      isAPIError(
        await refusal(() => adapter.create({ model: 'note', data: { title: 'toolong' } })),
      ),
    ).toBe(true);
    expect(await adapter.count({ model: 'note' })).toBe(0);
    const note = await adapter.create({ model: 'note', data: { title: 'hello' } });
    const where = [{ field: 'id', value: note.id }];
    expect(
      isAPIError(
        await refusal(() => adapter.update({ model: 'note', where, update: { title: 'toolong' } })),
      ),
    ).toBe(true);
    expect(
      isAPIError(
        await refusal(() =>
          adapter.updateMany({ model: 'note', where, update: { title: 'toolong' } }),
        ),
      ),
    ).toBe(true);
    expect(await adapter.findOne({ model: 'note', where })).toMatchObject({ title: 'hello' });
  });

  it('checks writes inside transactions and rolls them back', async () => {
    const adapter = limited();
    await refusal(() =>
      adapter.transaction(async (tx) => {
        await tx.create({ model: 'note', data: { title: 'first' } });
        await tx.create({ model: 'note', data: { title: 'second' } });
      }),
    );
    expect(await adapter.count({ model: 'note' })).toBe(0);
  });

  it('leaves models without limits alone, and an adapter of a schema without any as it is', async () => {
    const adapter = limited();
    await adapter.create({ model: 'tag', data: { label: 'x'.repeat(10_000) } });
    expect(await adapter.count({ model: 'tag' })).toBe(1);
    const plain = createMemoryAdapter({ tag: schema.tag! });
    expect(withLengthLimits(plain, { tag: schema.tag! })).toBe(plain);
  });

  it('keeps the other methods of an adapter written as a class, with their `this`', async () => {
    class CountingAdapter {
      readonly id = 'counting';
      reads = 0;
      async findOne() {
        this.reads++;
        return null;
      }
      async create(args: { data: Record<string, unknown> }) {
        return { id: '1', ...args.data };
      }
    }
    const inner = new CountingAdapter();
    const create = vi.spyOn(inner, 'create');
    const adapter = withLengthLimits(inner as unknown as DatabaseAdapter, schema);
    await adapter.findOne({ model: 'note', where: [] });
    expect(inner.reads).toBe(1);
    expect(adapter.id).toBe('counting');
    await refusal(() => adapter.create({ model: 'note', data: { title: 'toolong' } }));
    expect(create).not.toHaveBeenCalled();
  });
});
