import { CliError } from '../errors.js';
import type { LoadedAuth } from '../load-config.js';
import { canPrompt, confirm } from '../prompt.js';
import {
  countChanges,
  describeChanges,
  describeUntouched,
  findUntouched,
  plural,
} from '../report.js';
import { formatStatement } from '../schema-sql.js';

export interface MigrateFlags {
  /** Apply without asking. */
  yes: boolean;
  /** Also print the SQL statements of the plan. */
  sql: boolean;
}

export const MIGRATE_HELP = `Usage: portcullis migrate [--config <path>] [--yes] [--sql]

Creates the missing tables, columns and indexes of the configured database (core tables plus
those of your plugins and additionalFields). Shows the planned changes and asks before applying
them. Never drops or alters anything: tables and columns that are not in the schema are reported
and left untouched.

Options:
  -c, --config <path>  config file (default: portcullis.config.{ts,mts,js,mjs} in the cwd)
  -y, --yes            apply without asking (required when stdin is not a terminal)
      --sql            also print the SQL statements that will run
      --debug          print stack traces on failure
  -h, --help           show this help`;

/**
 * `portcullis migrate`: plan, show, confirm, apply, report.
 *
 * @returns the exit code.
 */
export async function runMigrate(
  auth: LoadedAuth,
  flags: MigrateFlags,
  out: (line: string) => void,
): Promise<number> {
  const { adapter, schema } = auth.$context;
  if (!adapter.planMigration || !adapter.migrate) {
    throw new CliError(`the "${adapter.id}" database adapter does not support migrations`);
  }
  const plan = await adapter.planMigration();
  const untouched = adapter.listTables
    ? findUntouched(schema, await adapter.listTables())
    : { tables: [], columns: [] };
  const count = countChanges(plan);
  out(`Database: ${adapter.id}`);
  const leftAlone = describeUntouched(untouched);

  if (count === 0) {
    out('No changes: the database already matches the schema.');
    for (const line of leftAlone) out(line);
    return 0;
  }

  out(`Planned changes (${count}):`);
  for (const line of describeChanges(plan)) out(line);
  for (const line of leftAlone) out(line);
  if (flags.sql) {
    out('');
    for (const statement of plan.statements) out(formatStatement(statement));
  }

  if (!flags.yes) {
    if (!canPrompt()) {
      throw new CliError(
        `not applying ${plural(count, 'change')}: stdin is not a terminal, so there is no one to confirm; run again with --yes`,
      );
    }
    if (!(await confirm(`Apply ${plural(count, 'change')}? (y/N)`))) {
      out('Cancelled; nothing was changed.');
      return 1;
    }
  }

  const result = await adapter.migrate();
  out(
    `Applied ${plural(countChanges(result), 'change')}: ` +
      `${plural(result.createdTables.length, 'table')} created, ` +
      `${plural(result.addedColumns.length, 'column')} added, ` +
      `${plural(result.createdIndexes.length, 'index', 'indexes')} created.`,
  );
  return 0;
}
