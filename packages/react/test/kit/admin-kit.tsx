// Test support only: not exported from the package. A real server with the admin plugin and
// the audit log, and the people the admin components are tested with.
import { admin, adminDefaultStatements, createAccessControl } from '@portcullis/core';
import type { TestServer, TestServerOptions } from '../../../core/test/kit/test-server.js';
import { createTestClient, existingUser, type TestAuthClient } from './test-utils.js';

/** Server options: `admin()` (roles `admin` and `user`) and `auditLog: { enabled: true }`. */
export function adminServerOptions(extra: TestServerOptions = {}): TestServerOptions {
  return { plugins: [admin()], auditLog: { enabled: true }, ...extra };
}

/**
 * `admin()` with a third role, `support`, that may list users and nothing else: the server
 * refuses it every other admin call (403).
 */
export function supportAdmin() {
  const ac = createAccessControl(adminDefaultStatements);
  return admin({
    roles: {
      admin: ac.newRole(adminDefaultStatements),
      user: ac.newRole({ user: [], session: [] }),
      support: ac.newRole({ user: ['list'], session: [] }),
    },
  });
}

/** Someone in the admin tests. */
export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Users besides the admin (Alice, `existingUser`), in sign-up order. */
export const PEOPLE: Person[] = [
  { name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol compiler 59' },
  { name: 'Alan Turing', email: 'alan@example.com', password: 'universal machine 36' },
  { name: 'Katherine Johnson', email: 'katherine@example.com', password: 'orbital mechanics 62' },
  { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical engine 43' },
];

/** Gives the user with `email` the role `role`, in the database (as an operator would). */
export async function setRole(server: TestServer, email: string, role: string): Promise<void> {
  await server.auth.$context.adapter.update({
    model: 'user',
    where: [{ field: 'email', value: email }],
    update: { role },
  });
}

/** The stored user with `email` (with the admin fields), or null. */
export async function findUser(server: TestServer, email: string) {
  return server.auth.$context.adapter.findOne<{
    id: string;
    email: string;
    role: string | null;
    banned: boolean | null;
    banReason: string | null;
    banExpires: Date | null;
  }>({ model: 'user', where: [{ field: 'email', value: email }] });
}

/**
 * Signs each of `people` up, each from a browser of their own (so each has one session), oldest
 * first; returns their ids.
 *
 * @throws Error with the server's message when a sign-up is refused.
 */
export async function signUpPeople(
  server: TestServer,
  people: Person[] = PEOPLE,
): Promise<string[]> {
  const ids: string[] = [];
  for (const person of people) {
    const { data, error } = await createTestClient(server.newBrowser().fetch).signUp.email(person);
    if (error) throw new Error(`sign-up of ${person.email}: ${error.message}`);
    ids.push(data.user.id);
  }
  return ids;
}

/**
 * Signs Alice (`existingUser`) up through `client` and makes her an admin, then reloads the
 * client's session so it carries the role.
 */
export async function signInAsAdmin(server: TestServer, client: TestAuthClient): Promise<void> {
  await client.signUp.email(existingUser);
  await setRole(server, existingUser.email, 'admin');
  await client.$store.refetch();
}

/** Waits until every audit event recorded so far is stored. */
export async function flushAudit(server: TestServer): Promise<void> {
  await server.auth.$context.auditLog?.flush();
}
