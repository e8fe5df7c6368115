import {
  type DatabaseIntrospector,
  type DialectAdapter,
  DummyDriver,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { MigrationPlan } from '../db/adapter.js';
import type { DialectCapabilities } from '../db/kysely/dialect.js';
import { mysqlDialect } from '../db/kysely/dialects/mysql.js';
import { postgresDialect } from '../db/kysely/dialects/postgres.js';
import { sqliteDialect } from '../db/kysely/dialects/sqlite.js';
import { describeKyselyMigration } from '../db/kysely/migrate.js';
import type { DatabaseSchema } from '../db/schema.js';

export type DialectName = DialectCapabilities['name'];

export const DIALECT_NAMES: readonly DialectName[] = ['sqlite', 'postgres', 'mysql'];

const ENGINES: Record<
  DialectName,
  {
    label: string;
    capabilities: DialectCapabilities;
    adapter: () => DialectAdapter;
    introspector: (db: Kysely<any>) => DatabaseIntrospector;
    compiler: () => QueryCompiler;
  }
> = {
  sqlite: {
    label: 'SQLite',
    capabilities: sqliteDialect,
    adapter: () => new SqliteAdapter(),
    introspector: (db) => new SqliteIntrospector(db),
    compiler: () => new SqliteQueryCompiler(),
  },
  postgres: {
    label: 'PostgreSQL',
    capabilities: postgresDialect,
    adapter: () => new PostgresAdapter(),
    introspector: (db) => new PostgresIntrospector(db),
    compiler: () => new PostgresQueryCompiler(),
  },
  mysql: {
    label: 'MySQL / MariaDB',
    capabilities: mysqlDialect,
    adapter: () => new MysqlAdapter(),
    introspector: (db) => new MysqlIntrospector(db),
    compiler: () => new MysqlQueryCompiler(),
  },
};

export const dialectLabel = (name: DialectName) => ENGINES[name].label;

export const isDialectName = (value: string): value is DialectName =>
  (DIALECT_NAMES as readonly string[]).includes(value);

/**
 * The plan that creates the whole schema on an empty database of one engine, compiled without a
 * connection: Kysely over a driver that runs nothing and returns no rows, so the introspection
 * finds no tables and every table and index is planned.
 */
export async function planFullSchema(
  dialect: DialectName,
  schema: DatabaseSchema,
): Promise<MigrationPlan> {
  const engine = ENGINES[dialect];
  const db = new Kysely<any>({
    dialect: {
      createAdapter: engine.adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: engine.introspector,
      createQueryCompiler: engine.compiler,
    },
  });
  try {
    return await describeKyselyMigration(db, engine.capabilities, schema);
  } finally {
    await db.destroy();
  }
}

/**
 * Lays a statement out for reading: the column list of a `create table` one per line, other
 * statements as they are; always ends with `;`.
 */
export function formatStatement(statement: string): string {
  const open = statement.indexOf('(');
  if (!/^create table /i.test(statement) || open < 0 || !statement.endsWith(')')) {
    return `${statement};`;
  }
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = open + 1;
  for (let i = start; i < statement.length - 1; i++) {
    const c = statement[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === '`' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(statement.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(statement.slice(start, -1).trim());
  return `${statement.slice(0, open).trimEnd()} (\n${parts.map((part) => `  ${part}`).join(',\n')}\n);`;
}

/** A SQL script: a comment header, then the statements, separated by blank lines. */
export function toSqlScript(header: string[], statements: string[]): string {
  const lines = header.map((line) => `-- ${line}`);
  return `${[lines.join('\n'), ...statements.map(formatStatement)].join('\n\n')}\n`;
}
