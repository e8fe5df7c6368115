import { describe, expect, it } from 'vitest';
import { getCoreSchema, mergeSchemas } from '../../src/db/schema.js';
import { createPortcullis, migrate } from '../../src/index.js';
import { BASE_URL, tempDatabasePath } from '../helpers.js';

describe('account (providerId, accountId) unique index', () => {
  it('is declared on the account model and survives schema merging', () => {
    const merged = mergeSchemas(getCoreSchema(), {
      account: { modelName: 'account', fields: { extra: { type: 'string', required: false } } },
    });
    expect(merged.account!.indexes).toEqual([
      { fields: ['providerId', 'accountId'], unique: true },
    ]);
  });

  it('is created by migrate, once', async () => {
    const auth = createPortcullis({
      baseURL: BASE_URL,
      secret: 'test-secret-with-at-least-32-characters!',
      database: tempDatabasePath(),
      logger: { disabled: true },
    });
    const first = await migrate(auth);
    expect(first.createdIndexes).toContain('account_providerId_accountId_uidx');
    const second = await migrate(auth);
    expect(second.createdIndexes).toEqual([]);
  });
});
