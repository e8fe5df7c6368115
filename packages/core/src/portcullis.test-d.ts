import { describe, expectTypeOf, it } from 'vitest';
import type { CoreEndpoints } from './api/routes/index.js';
import {
  bearer,
  createPortcullis,
  jwt,
  organization,
  type PortcullisPlugin,
  username,
} from './index.js';
import { nextCookies } from './plugins/next-cookies/index.js';
import type { Organization } from './plugins/organization/entities.js';

const base = { baseURL: 'http://localhost:3000', database: ':memory:' } as const;

/** Every plugin that adds endpoints, and no plugin without any. */
const withoutBearer = createPortcullis({
  ...base,
  plugins: [username(), jwt(), organization()],
});
const withBearer = createPortcullis({
  ...base,
  plugins: [username(), bearer(), jwt(), organization()],
});

describe('auth.api with plugins that add no endpoint', () => {
  it('keeps every other plugin’s endpoints when bearer() is listed', () => {
    expectTypeOf(withBearer.api).toHaveProperty('signInUsername');
    expectTypeOf(withBearer.api).toHaveProperty('getToken');
    expectTypeOf(withBearer.api).toHaveProperty('getJwks');
    expectTypeOf(withBearer.api).toHaveProperty('createOrganization');
    expectTypeOf(withBearer.api).toHaveProperty('getSession');
    // bearer() adds no endpoint and removes none.
    expectTypeOf<keyof typeof withBearer.api>().toEqualTypeOf<keyof typeof withoutBearer.api>();
  });

  it('keeps the calls typed from the endpoint declarations', () => {
    expectTypeOf(
      withBearer.api.createOrganization({ body: { name: 'Acme', slug: 'acme' } }),
    ).resolves.toExtend<Omit<Organization, 'metadata'>>();
    expectTypeOf(withBearer.api.getToken()).resolves.toEqualTypeOf<{ token: string }>();
    // @ts-expect-error: sign-in/username needs a password
    withBearer.api.signInUsername({ body: { username: 'ada' } });
  });

  it('does not depend on where the plugin is listed, nor on which one it is', () => {
    const bearerFirst = createPortcullis({ ...base, plugins: [bearer(), username()] });
    const bearerLast = createPortcullis({ ...base, plugins: [username(), jwt(), bearer()] });
    const nextJs = createPortcullis({ ...base, plugins: [nextCookies(), username()] });
    const audit = { id: 'audit', hooks: {} } satisfies PortcullisPlugin;
    const custom = createPortcullis({ ...base, plugins: [jwt(), audit] });
    expectTypeOf(bearerFirst.api).toHaveProperty('signInUsername');
    expectTypeOf(bearerLast.api).toHaveProperty('signInUsername');
    expectTypeOf(bearerLast.api).toHaveProperty('getToken');
    expectTypeOf(nextJs.api).toHaveProperty('signInUsername');
    expectTypeOf(custom.api).toHaveProperty('getJwks');
  });

  it('adds nothing, not even an index signature, when no plugin has endpoints', () => {
    const bearerOnly = createPortcullis({ ...base, plugins: [bearer()] });
    expectTypeOf<keyof typeof bearerOnly.api>().toEqualTypeOf<keyof CoreEndpoints>();
    // @ts-expect-error: no such endpoint
    bearerOnly.api.signInUsername;
  });
});
