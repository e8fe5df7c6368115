/**
 * @module db-invariants
 *
 * The database's invariants, read straight from the SQLite file (not through the adapter under
 * test): every user has an email address; emails and usernames are stored lowercased; every
 * invitation has a known status; every reference a schema field declares
 * (account, session, member, invitation, team → user or organization) points at a row that
 * exists; and a member's or invitation's `teamId` — which has no foreign key, so that teams can
 * be switched off — names a team that exists.
 */
import Database from 'better-sqlite3';
import type { DatabaseSchema } from '../../src/db/schema.js';

/** One broken invariant, with a few offending rows. */
export interface InvariantViolation {
  invariant: string;
  rows: unknown[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The `SELECT`s that must return no row, each named after the invariant it checks. */
export function invariantQueries(
  schema: DatabaseSchema,
): Array<{ invariant: string; sql: string }> {
  const table = (model: string) => quote(schema[model]?.modelName ?? model);
  const column = (model: string, field: string) =>
    quote(schema[model]?.fields[field]?.fieldName ?? field);
  const email = column('user', 'email');
  const queries = [
    {
      invariant: 'every user has an email address',
      sql:
        `SELECT id, ${email} AS email FROM ${table('user')} ` +
        `WHERE (${email} IS NULL OR trim(${email}) = '' OR instr(${email}, '@') = 0)`,
    },
  ];
  for (const [model, definition] of Object.entries(schema)) {
    for (const [field, attribute] of Object.entries(definition.fields)) {
      const ref = attribute.references;
      if (!ref || !schema[ref.model]) continue;
      const own = column(model, field);
      queries.push({
        invariant: `every ${model}.${field} names an existing ${ref.model}`,
        sql:
          `SELECT t.id, t.${own} AS ref FROM ${table(model)} t WHERE t.${own} IS NOT NULL AND NOT EXISTS ` +
          `(SELECT 1 FROM ${table(ref.model)} r WHERE r.${column(ref.model, ref.field)} = t.${own})`,
      });
    }
  }
  if (schema.invitation) {
    const status = column('invitation', 'status');
    queries.push({
      invariant: 'every invitation is pending, accepted, rejected or canceled',
      sql: `SELECT id, ${status} AS status FROM ${table('invitation')} WHERE ${status} NOT IN ('pending', 'accepted', 'rejected', 'canceled')`,
    });
  }
  if (schema.team) {
    for (const model of ['member', 'invitation']) {
      if (!schema[model]?.fields.teamId) continue;
      const teamId = column(model, 'teamId');
      queries.push({
        invariant: `every ${model}.teamId names an existing team`,
        sql:
          `SELECT t.id, t.${teamId} AS ref FROM ${table(model)} t WHERE t.${teamId} IS NOT NULL ` +
          `AND NOT EXISTS (SELECT 1 FROM ${table('team')} r WHERE r.id = t.${teamId})`,
      });
    }
  }
  return queries;
}

/**
 * The users whose `field` (email, username: SPEC §3 stores both lowercased) is not lowercase,
 * compared in JS: SQLite's `lower()` knows ASCII only.
 */
function notLowercased(db: Database.Database, schema: DatabaseSchema, field: string) {
  const user = schema.user!;
  if (!user.fields[field]) return [];
  const rows = db
    .prepare(
      `SELECT id, ${quote(user.fields[field]?.fieldName ?? field)} AS value FROM ${quote(user.modelName)}`,
    )
    .all() as Array<{ id: string; value: string | null }>;
  return rows.filter((row) => row.value !== null && row.value !== row.value.toLowerCase());
}

/** Reads the database at `path` and returns the invariants it breaks (none, hopefully). */
export function findInvariantViolations(
  path: string,
  schema: DatabaseSchema,
): InvariantViolation[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const violations: InvariantViolation[] = [];
    for (const { invariant, sql } of invariantQueries(schema)) {
      const rows = db.prepare(`${sql} LIMIT 5`).all();
      if (rows.length > 0) violations.push({ invariant, rows });
    }
    for (const field of ['email', 'username']) {
      const upper = notLowercased(db, schema, field);
      if (upper.length > 0) {
        violations.push({
          invariant: `every ${field} is stored lowercased`,
          rows: upper.slice(0, 5),
        });
      }
    }
    return violations;
  } finally {
    db.close();
  }
}

/** How many rows each table holds (for the suite's summary). */
export function tableCounts(path: string, schema: DatabaseSchema): Record<string, number> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      Object.values(schema).map((model) => [
        model.modelName,
        (db.prepare(`SELECT count(*) AS n FROM ${quote(model.modelName)}`).get() as { n: number })
          .n,
      ]),
    );
  } finally {
    db.close();
  }
}
