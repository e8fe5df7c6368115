import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import type { IdGeneration } from '../../src/db/id-generation.js';
import type { DatabaseSchema } from '../../src/db/schema.js';
import { auditLogCases } from './cases/audit-log.js';
import { crudCases } from './cases/crud.js';
import { httpFlowCases } from './cases/http-flow.js';
import { memberSearchCases } from './cases/member-search.js';
import { migrateCases } from './cases/migrate.js';
import { referenceCases } from './cases/reference.js';
import { testSchema } from './cases/schema.js';
import { transactionCases } from './cases/transactions.js';
import { uniqueCases } from './cases/unique.js';
import { valueCases } from './cases/values.js';
import { whereCases } from './cases/where.js';

/** Options a target passes on to the adapter it builds. */
export interface AdapterOptions {
  defaultQueryLimit?: number;
  generateId?: IdGeneration;
}

/** One engine the shared suite runs against. */
export interface AdapterTarget {
  /** Shown in the test names: `sqlite`, `postgres`, `mysql`, `memory`. */
  name: string;
  /** When set, the whole suite is reported as skipped, with this one-line reason. */
  skip?: string;
  /** Runs once before the tests, e.g. to create this file's database. */
  setup?: () => Promise<void>;
  /** An adapter over `schema`; every adapter of one file reaches the same database. */
  createAdapter(schema: DatabaseSchema, options?: AdapterOptions): DatabaseAdapter;
  /** Runs once after the tests: drop the database, close connections. */
  cleanup?: () => Promise<void>;
}

/** What the case files get: the target, and the migrated adapter over the test schema. */
export interface CaseContext {
  target: AdapterTarget;
  adapter: () => DatabaseAdapter;
}

/**
 * The one adapter suite (STYLE §4): every engine must pass it unchanged, which is what makes
 * Portcullis behave the same on SQLite, PostgreSQL, MySQL/MariaDB and in memory.
 *
 * @example
 * runAdapterTests(POSTGRES_URL ? postgresTarget(POSTGRES_URL) : { ...skipped });
 */
export function runAdapterTests(target: AdapterTarget): void {
  if (target.skip)
    console.warn(`[portcullis tests] ${target.name} adapter skipped: ${target.skip}`);
  const title = target.skip
    ? `${target.name} adapter (skipped: ${target.skip})`
    : `${target.name} adapter`;

  describe.skipIf(Boolean(target.skip))(title, () => {
    let adapter: DatabaseAdapter;
    const context: CaseContext = { target, adapter: () => adapter };

    beforeAll(async () => {
      await target.setup?.();
      adapter = target.createAdapter(testSchema);
      await adapter.migrate?.();
    });
    afterAll(async () => {
      await target.cleanup?.();
    });
    beforeEach(async () => {
      // Items reference authors: children first.
      await adapter.deleteMany({ model: 'item', where: [] });
      await adapter.deleteMany({ model: 'author', where: [] });
    });

    crudCases(context);
    referenceCases(context);
    whereCases(context);
    valueCases(context);
    uniqueCases(context);
    transactionCases(context);
    migrateCases(context);
    httpFlowCases(context);
    auditLogCases(context);
    memberSearchCases(context);
  });
}
