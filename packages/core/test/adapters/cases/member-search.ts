import { beforeAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate } from '../../../src/index.js';
import { organization } from '../../../src/plugins/organization/index.js';
import * as helpers from '../../helpers.js';
import type { CaseContext } from '../adapter.case.js';

/**
 * list-members' search on this engine: the case-insensitive name/email test over a batch of
 * user ids (`(name OR email) AND id in …`), paged, with the total of the matches.
 */
export function memberSearchCases({ target }: CaseContext) {
  describe('organization member search', () => {
    let http: ReturnType<typeof helpers.requestHelpers>;
    let addMember: (body: {
      organizationId: string;
      userId: string;
      role: string;
    }) => Promise<unknown>;
    const tag = Date.now().toString(36);

    beforeAll(async () => {
      const auth = createPortcullis({
        baseURL: helpers.BASE_URL,
        secret: helpers.SECRET,
        database: (schema) => target.createAdapter(schema),
        logger: { disabled: true },
        emailAndPassword: { enabled: true, password: helpers.createCountingHasher().hasher },
        plugins: [organization()],
      });
      await migrate(auth);
      http = helpers.requestHelpers(auth);
      // add-member is server-only, as in Better Auth.
      const api = auth.api as unknown as {
        addMember: (input: { body: unknown }) => Promise<unknown>;
      };
      addMember = (body) => api.addMember({ body });
    });

    const signUp = async (name: string, local: string) => {
      const response = await http.post('/sign-up/email', {
        name,
        email: `${local}-${tag}@example.com`,
        password: 'analytical-engine',
      });
      expect(response.status).toBe(200);
      return {
        id: (await response.json()).user.id as string,
        cookie: helpers.cookieHeader(response),
      };
    };

    it('finds members by name or email, ignoring case, and pages the matches', async () => {
      const owner = await signUp('Ada Lovelace', 'ada');
      const created = await http.post(
        '/organization/create',
        { name: 'Engines', slug: `engines-${tag}` },
        { cookie: owner.cookie },
      );
      const org = await created.json();
      const others = [
        await signUp('Grace Hopper', 'grace'),
        await signUp('Alan Turing', 'alan'),
        await signUp('Katherine Johnson', 'kj-lovelace'),
      ];
      for (const user of others) {
        await addMember({ organizationId: org.id, userId: user.id, role: 'member' });
      }
      const search = async (params: Record<string, string>) => {
        const response = await http.get(
          `/organization/list-members?${new URLSearchParams({ organizationId: org.id, ...params })}`,
          { cookie: owner.cookie },
        );
        expect(response.status).toBe(200);
        const body = await response.json();
        return {
          names: body.members.map((m: { user: { name: string } }) => m.user.name),
          total: body.total,
        };
      };
      // By name (case ignored) and by email (kj-lovelace@…): both count.
      expect(await search({ searchValue: 'LOVELACE' })).toEqual({
        names: ['Ada Lovelace', 'Katherine Johnson'],
        total: 2,
      });
      expect(await search({ searchValue: 'lovelace', limit: '1', offset: '1' })).toEqual({
        names: ['Katherine Johnson'],
        total: 2,
      });
      expect(await search({ searchValue: 'GRACE-' })).toEqual({
        names: ['Grace Hopper'],
        total: 1,
      });
      expect(await search({ searchValue: 'nobody' })).toEqual({ names: [], total: 0 });
      // LIKE wildcards match literally.
      expect(await search({ searchValue: '%' })).toEqual({ names: [], total: 0 });
      expect(await search({ searchValue: 'a_a' })).toEqual({ names: [], total: 0 });
      // With a filter on a member field.
      expect(
        await search({ searchValue: 'lovelace', filterField: 'role', filterValue: 'owner' }),
      ).toEqual({
        names: ['Ada Lovelace'],
        total: 1,
      });
    });
  });
}
