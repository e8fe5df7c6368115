/**
 * @module privilege-checks
 *
 * Mass assignment and privilege escalation: whatever extra keys a body carries (`role`,
 * `banned`, `emailVerified`…), a request that is not an admin's changes no user's role or ban,
 * and a user who signs up gets the default role, no ban and an unverified email. And other
 * people's sessions: no answer to a caller who is not an admin shows a session token that is
 * not the caller's own.
 */
import type { DatabaseAdapter } from '../../src/db/adapter.js';
import { AnswerViolation } from './answer-checks.js';
import type { FixtureProbe } from './fixture-probe.js';
import type { Fixtures } from './fixtures.js';
import type { FuzzExchange, FuzzRequest } from './fuzz-instance.js';

type Privileges = Record<string, { role: unknown; banned: unknown } | null>;

/** Identities whose requests act with an admin's rights. */
const ADMIN_IDENTITIES = new Set(['admin', 'bearer']);

/** The role and ban of the fixture users, to compare after a non-admin request. */
export function snapshotPrivileges(probe: FixtureProbe, f: Fixtures): Privileges {
  const { users } = probe.read(f.values);
  return Object.fromEntries(
    [users.user, users.admin, users.other].flatMap((u) =>
      u ? [[u.id, { role: u.role, banned: u.banned ?? null }]] : [],
    ),
  );
}

/**
 * Checks a request against the privileges before it.
 *
 * @throws AnswerViolation when a non-admin request changed a role or ban, or sign-up made a user
 *   with more than the defaults.
 */
export async function checkPrivileges(
  adapter: DatabaseAdapter,
  probe: FixtureProbe,
  f: Fixtures,
  before: Privileges,
  request: FuzzRequest,
  exchange: FuzzExchange,
) {
  const where = `${request.method} ${request.path} as ${request.identity} (${request.body?.label ?? 'no body'})`;
  if (!ADMIN_IDENTITIES.has(request.identity)) {
    const after = snapshotPrivileges(probe, f);
    for (const [id, was] of Object.entries(before)) {
      const now = after[id];
      // Deleted (delete-user of one's own account) is not an escalation.
      if (was && now && (was.role !== now.role || was.banned !== now.banned)) {
        throw new AnswerViolation(
          `${where} changed user ${id} from ${JSON.stringify(was)} to ${JSON.stringify(now)}`,
        );
      }
    }
  }
  if (request.path === '/sign-up/email' && exchange.status === 200) {
    const id = (JSON.parse(exchange.text) as { user?: { id?: string } }).user?.id;
    const row = id
      ? await adapter.findOne<Record<string, unknown> & { id: string }>({
          model: 'user',
          where: [{ field: 'id', value: id }],
        })
      : null;
    if (!row) throw new AnswerViolation(`${where} answered 200 without a stored user`);
    if (row.role !== 'user' || row.banned === true || row.emailVerified !== false) {
      throw new AnswerViolation(
        `${where} made a user with role ${String(row.role)}, banned ${String(row.banned)}, emailVerified ${String(row.emailVerified)}`,
      );
    }
  }
}

/**
 * Checks that the answer shows no session token of a fixture user other than the caller (an
 * admin may list anyone's sessions, tokens included, as Better Auth 1.2.7 answers), unless the
 * request itself carried it.
 *
 * @throws AnswerViolation naming whose token leaked.
 */
export function checkSessionSecrecy(f: Fixtures, request: FuzzRequest, exchange: FuzzExchange) {
  if (ADMIN_IDENTITIES.has(request.identity)) return;
  const tokens = {
    user: f.values.userSessionToken,
    admin: f.values.adminSessionToken,
    impersonating: f.values.impersonationToken,
  };
  for (const [owner, token] of Object.entries(tokens)) {
    if (owner === request.identity) continue;
    if (exchange.text.includes(token) && !exchange.sentText.includes(token)) {
      throw new AnswerViolation(
        `${request.method} ${request.path} as ${request.identity} showed the ${owner}'s session token: ${exchange.text.slice(0, 400)}`,
      );
    }
  }
}
