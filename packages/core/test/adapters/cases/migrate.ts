import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../src/db/schema.js';
import type { CaseContext } from '../adapter.case.js';
import { testSchema } from './schema.js';

const nothing = { createdTables: [], addedColumns: [], createdIndexes: [] };

const probeV1: DatabaseSchema = {
  probe: {
    modelName: 'case_probe',
    fields: { label: { type: 'string', unique: true, fieldName: 'probe_label' } },
  },
};

// A later release adds two fields, one of them indexed and required.
const probeV2: DatabaseSchema = {
  probe: {
    modelName: 'case_probe',
    fields: {
      ...probeV1.probe!.fields,
      extra: { type: 'number', index: true },
      flag: { type: 'boolean', required: false },
    },
  },
};

/** migrate creates what is missing, with the schema's table and column names, and only that. */
export function migrateCases({ target }: CaseContext) {
  describe('migrate', () => {
    it('changes nothing when run again', async () => {
      const adapter = target.createAdapter(testSchema);
      expect(await adapter.migrate!()).toEqual(nothing);
      expect(await adapter.planMigration!()).toEqual({ ...nothing, statements: [] });
    });

    it('creates a new table and its indexes, then only the columns and indexes added later', async () => {
      const v1 = target.createAdapter(probeV1);
      const plan = await v1.planMigration!();
      expect(plan).toMatchObject({
        createdTables: ['case_probe'],
        createdIndexes: ['case_probe_probe_label_uidx'],
      });
      // SQL adapters show the statements they would run; the memory adapter has none.
      for (const statement of plan.statements) expect(statement).toMatch(/case_probe/);
      expect(await v1.migrate!()).toEqual({
        createdTables: ['case_probe'],
        addedColumns: [],
        createdIndexes: ['case_probe_probe_label_uidx'],
      });
      const old = await v1.create({ model: 'probe', data: { label: 'before' } });

      const v2 = target.createAdapter(probeV2);
      expect(await v2.migrate!()).toEqual({
        createdTables: [],
        addedColumns: ['case_probe.extra', 'case_probe.flag'],
        createdIndexes: ['case_probe_extra_idx'],
      });
      expect(await v2.migrate!()).toEqual(nothing);
      // Rows from before the new columns read them as null; new rows fill them.
      expect(await v2.findOne({ model: 'probe', where: [{ field: 'id', value: old.id }] })).toEqual(
        {
          id: old.id,
          label: 'before',
          extra: null,
          flag: null,
        },
      );
      await expect(
        v2.create({ model: 'probe', data: { label: 'after', extra: 5, flag: true } }),
      ).resolves.toMatchObject({ extra: 5, flag: true });
      expect(
        await v2.count({ model: 'probe', where: [{ field: 'extra', operator: 'gt', value: 1 }] }),
      ).toBe(1);

      // The older schema still works and finds nothing to do: nothing is ever dropped.
      expect(await v1.migrate!()).toEqual(nothing);
      expect(await v1.count({ model: 'probe' })).toBe(2);
    });
  });
}
