import type { ServerAPI } from '../../src/api/server-api.js';
import type { OrganizationEndpoints } from '../../src/plugins/organization/endpoints.js';
import type { Member, Organization } from '../../src/plugins/organization/entities.js';
import {
  ORGANIZATION_ERROR_CODES,
  type OrganizationErrorCode,
} from '../../src/plugins/organization/error-codes.js';
import { type OrganizationOptions, organization } from '../../src/plugins/organization/index.js';
import { cookieHeader, createTestAuth } from '../helpers.js';

/** A signed-in test user. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/** The `{ code, message }` body of an organization error. */
export const orgError = (code: OrganizationErrorCode) => ({
  code,
  message: ORGANIZATION_ERROR_CODES[code],
});

/**
 * A migrated instance with the organization plugin on a real SQLite file, and helpers that
 * speak HTTP the way a browser would.
 */
export async function setupOrganizations(
  options: OrganizationOptions = {},
  extra: Parameters<typeof createTestAuth>[0] = {},
) {
  const plugin = organization(options);
  const t = await createTestAuth({ ...extra, plugins: [plugin] });
  const { adapter } = t.auth.$context;
  // createTestAuth is not generic over its plugins; every endpoint is typed here instead.
  const api = t.auth.api as unknown as ServerAPI<
    OrganizationEndpoints<{ teams: { enabled: true; activeTeam: { enabled: true } } }>
  >;

  /** Signs a user up (email verified unless told otherwise) and returns their session cookie. */
  async function signUp(name: string, { verified = true } = {}): Promise<TestUser> {
    const email = `${name.toLowerCase()}@example.com`;
    const response = await t.post('/sign-up/email', {
      name,
      email,
      password: 'correct-horse-battery',
    });
    const { user } = await response.json();
    if (verified) {
      await adapter.update({
        model: 'user',
        where: [{ field: 'id', value: user.id }],
        update: { emailVerified: true },
      });
    }
    return { id: user.id, email, cookie: cookieHeader(response) };
  }

  /** `POST /organization/{path}` with a JSON body; `GET` when `body` is absent or search params. */
  async function call(who: TestUser | null, path: string, body?: unknown) {
    const headers: Record<string, string> = who ? { cookie: who.cookie } : {};
    const response =
      body === undefined || body instanceof URLSearchParams
        ? await t.get(`/organization/${path}${body ? `?${body}` : ''}`, headers)
        : await t.post(`/organization/${path}`, body, headers);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Creates an organization owned by `owner`. */
  async function createOrganization(owner: TestUser, slug: string, extraBody = {}) {
    const { status, body } = await call(owner, 'create', {
      name: slug.toUpperCase(),
      slug,
      ...extraBody,
    });
    if (status !== 200) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
    return body as Organization & { members: Member[] };
  }

  /** Adds a user to an organization directly (server-only add-member). */
  function addMember(organizationId: string, user: TestUser, role: string) {
    return api.addMember({ body: { organizationId, userId: user.id, role } });
  }

  /** An organization with an owner, an admin, a plain member, and an outsider. */
  async function cast(slug = 'acme') {
    const [owner, admin, member, outsider] = await Promise.all(
      ['Owner', 'Admin', 'Member', 'Outsider'].map((name) => signUp(`${name}-${slug}`)),
    );
    const org = await createOrganization(owner!, slug);
    const adminMember = await addMember(org.id, admin!, 'admin');
    const plainMember = await addMember(org.id, member!, 'member');
    return {
      org,
      owner: owner!,
      admin: admin!,
      member: member!,
      outsider: outsider!,
      ownerMember: org.members[0]!,
      adminMember,
      plainMember,
    };
  }

  return { ...t, api, plugin, adapter, signUp, call, createOrganization, addMember, cast };
}
