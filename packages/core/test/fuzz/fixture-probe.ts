/**
 * @module fixture-probe
 *
 * The state of the fixtures in one read: a prepared statement on a read-only connection of its
 * own to the SQLite file. The suite looks before every request (are the fixtures still there?
 * who holds which role?), so this is a hot path: one statement instead of a dozen adapter reads.
 */
import Database from 'better-sqlite3';
import type { DatabaseSchema } from '../../src/db/schema.js';
import type { FixtureName } from './fixture-ref.js';

/** A fixture user's id, role and ban as stored. */
export interface UserState {
  id: string;
  role: unknown;
  banned: unknown;
}

/** What {@link FixtureProbe.read} sees. */
export interface FixtureState {
  /** Whether each session exists and has not expired. */
  sessions: { user: boolean; admin: boolean; impersonation: boolean };
  users: { user: UserState | null; admin: UserState | null; other: UserState | null };
  organization: boolean;
  member: boolean;
  team: boolean;
  invitationStatus: string | null;
  otherOrganization: boolean;
}

/** Reads the fixtures' state straight from the database file. */
export interface FixtureProbe {
  read(values: Record<FixtureName, string>): FixtureState;
  close(): void;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Opens a read-only connection to `path` and prepares the one statement. */
export function createFixtureProbe(path: string, schema: DatabaseSchema): FixtureProbe {
  const table = (model: string) => quote(schema[model]!.modelName);
  const col = (model: string, field: string) =>
    quote(schema[model]!.fields[field]?.fieldName ?? field);
  const session = (param: string) =>
    `(SELECT ${col('session', 'expiresAt')} FROM ${table('session')} WHERE ${col('session', 'token')} = @${param})`;
  const user = (param: string) =>
    `(SELECT json_object('id', id, 'role', ${col('user', 'role')}, 'banned', ${col('user', 'banned')}) ` +
    `FROM ${table('user')} WHERE id = @${param})`;
  const exists = (model: string, param: string) =>
    `EXISTS (SELECT 1 FROM ${table(model)} WHERE id = @${param})`;
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const statement = db.prepare(
    `SELECT ${session('userSessionToken')} AS userSession, ${session('adminSessionToken')} AS adminSession, ` +
      `${session('impersonationToken')} AS impersonation, ${user('userId')} AS user, ` +
      `${user('adminId')} AS admin, ${user('otherUserId')} AS other, ` +
      `${exists('organization', 'organizationId')} AS organization, ${exists('member', 'memberId')} AS member, ` +
      `${exists('team', 'teamId')} AS team, ${exists('organization', 'otherOrganizationId')} AS otherOrganization, ` +
      `(SELECT ${col('invitation', 'status')} FROM ${table('invitation')} WHERE id = @invitationId) AS invitationStatus`,
  );
  const live = (expiresAt: unknown) =>
    typeof expiresAt === 'string' && new Date(expiresAt).getTime() > Date.now();
  const parseUser = (json: unknown): UserState | null =>
    typeof json === 'string' ? (JSON.parse(json) as UserState) : null;
  return {
    read(values) {
      const row = statement.get(values) as Record<string, unknown>;
      return {
        sessions: {
          user: live(row.userSession),
          admin: live(row.adminSession),
          impersonation: live(row.impersonation),
        },
        users: {
          user: parseUser(row.user),
          admin: parseUser(row.admin),
          other: parseUser(row.other),
        },
        organization: row.organization === 1,
        member: row.member === 1,
        team: row.team === 1,
        invitationStatus: (row.invitationStatus as string | null) ?? null,
        otherOrganization: row.otherOrganization === 1,
      };
    },
    close: () => db.close(),
  };
}
