import type { ServerAPI } from '../../src/api/server-api.js';
import { adminAccessControl, adminDefaultRoles } from '../../src/plugins/admin/access.js';
import type { AdminEndpoints } from '../../src/plugins/admin/endpoints.js';
import { type AdminOptions, admin } from '../../src/plugins/admin/index.js';
import { cookieHeader, createTestAuth } from '../helpers.js';

/** A signed-in test user. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/** A custom role with one permission: `support` may list users and nothing else. */
export const supportRole = adminAccessControl.newRole({ user: ['list'] });

/** A `{ code, message }` error body from its message. */
export const adminError = (message: string) => ({
  code: message
    .toUpperCase()
    .replace(/\s+/g, '_')
    .replace(/[^A-Z0-9_]/g, ''),
  message,
});

/**
 * A migrated instance with the admin plugin (roles `admin`, `user` and `support`) on a real
 * SQLite file, and helpers that speak HTTP the way a browser would.
 */
export async function setupAdmin(
  options: AdminOptions = {},
  extra: Parameters<typeof createTestAuth>[0] = {},
) {
  const plugin = admin({
    roles: { ...adminDefaultRoles, support: supportRole },
    ...options,
  });
  const t = await createTestAuth({ ...extra, plugins: [plugin] });
  const api = t.auth.api as unknown as ServerAPI<AdminEndpoints>;
  const { adapter } = t.auth.$context;

  /** Signs a user up with `role` and returns their session cookie. */
  async function signUp(name: string, role?: string): Promise<TestUser> {
    const email = `${name.toLowerCase()}@example.com`;
    const response = await t.post('/sign-up/email', { name, email, password: 'correct-horse' });
    if (response.status !== 200) throw new Error(`sign-up: ${await response.text()}`);
    const { user } = await response.json();
    if (role) {
      await adapter.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { role },
      });
    }
    return { id: user.id, email, cookie: cookieHeader(response) };
  }

  /** Signs in again by email and password; returns the status and the new cookie. */
  async function signIn(email: string) {
    const response = await t.post('/sign-in/email', { email, password: 'correct-horse' });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text), cookie: cookieHeader(response) };
  }

  /** `POST /admin/{path}` with a JSON body; `GET` when `body` is search params or absent. */
  async function call(who: TestUser | string | null, path: string, body?: unknown) {
    const cookie = typeof who === 'string' ? who : who?.cookie;
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const response =
      body === undefined || body instanceof URLSearchParams
        ? await t.get(`/admin/${path}${body ? `?${body}` : ''}`, headers)
        : await t.post(`/admin/${path}`, body, headers);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, response };
  }

  /** The user row as stored. */
  const findUser = (id: string) =>
    adapter.findOne<Record<string, unknown> & { id: string }>({
      model: 'user',
      where: [{ field: 'id', value: id }],
    });

  /** The session rows of a user. */
  const sessionsOf = (userId: string) =>
    adapter.findMany<Record<string, unknown> & { id: string }>({
      model: 'session',
      where: [{ field: 'userId', value: userId }],
    });

  return { ...t, api, adapter, signUp, signIn, call, findUser, sessionsOf };
}
