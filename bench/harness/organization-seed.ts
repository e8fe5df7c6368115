/**
 * Seeds the list-members scenarios ((j), (k)) fast: the owner creates the organization through
 * the server's own route, then the other members are inserted with SQL straight into that
 * server's SQLite file (one transaction, a few hundred ms for 10,000), while the server runs
 * (WAL: its next read sees them). Each library keeps its own schema: every new `user` and
 * `member` row is a copy of the owner's own row, as that library wrote it, with a new id, email,
 * name and `createdAt` / `updatedAt` (one millisecond apart, in the format the library used), so
 * no column, type or date encoding is assumed.
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { createOrganization } from './http.js';
import type { Server } from './server-process.js';

type Row = Record<string, unknown>;

/** The owner's date moved `ms` later, kept in its encoding (epoch number, ISO or SQL text). */
function later(value: unknown, ms: number): unknown {
  if (typeof value === 'number') return value + ms;
  if (typeof value !== 'string') return value;
  const sql = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value);
  const at = Date.parse(sql ? `${value.replace(' ', 'T')}Z` : value);
  if (Number.isNaN(at)) return value;
  const moved = new Date(at + ms).toISOString();
  return sql ? moved.replace('T', ' ').replace('Z', '') : moved;
}

/** `row` with its `createdAt` / `updatedAt` (those it has) moved `ms` later. */
function shifted(row: Row, ms: number): Row {
  const out = { ...row };
  for (const field of ['createdAt', 'updatedAt']) {
    if (field in row) out[field] = later(row[field], ms);
  }
  return out;
}

function insert(db: Database.Database, table: string, row: Row) {
  const columns = Object.keys(row);
  return db.prepare(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
}

/**
 * Creates an organization owned by the signed-in user of `cookie` and fills it to `members`
 * members (the owner included); returns its id.
 */
export async function seedOrganization(
  server: Server,
  file: string,
  cookie: string,
  slug: string,
  members: number,
): Promise<string> {
  const organizationId = await createOrganization(server, cookie, slug);
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    const ownerMember = db
      .prepare('select * from "member" where "organizationId" = ?')
      .get(organizationId) as Row | undefined;
    if (!ownerMember) throw new Error(`${server.kind}: no owner row in ${slug}`);
    const owner = db.prepare('select * from "user" where "id" = ?').get(ownerMember.userId) as Row;
    const insertUser = insert(db, 'user', owner);
    const insertMember = insert(db, 'member', ownerMember);
    db.transaction(() => {
      for (let i = 1; i < members; i++) {
        const userId = randomBytes(16).toString('hex');
        insertUser.run({
          ...shifted(owner, i),
          id: userId,
          name: `Member ${i}`,
          email: `${slug}-${i}@bench.example`,
        });
        insertMember.run({
          ...shifted(ownerMember, i),
          id: randomBytes(16).toString('hex'),
          userId,
          role: 'member',
        });
      }
    })();
  } finally {
    db.close();
  }
  return organizationId;
}
