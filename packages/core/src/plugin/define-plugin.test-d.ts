import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createAuthClient } from '../client/index.js';
import { createPortcullis } from '../portcullis.js';
import { defineClientPlugin, type EndpointResult } from './client.js';
import { defineEndpoint, definePlugin, defineSchema, type PortcullisPlugin } from './index.js';

const schema = defineSchema({
  user: { modelName: 'user', fields: { lastLoginMethod: { type: 'string', required: false } } },
  loginEntry: {
    modelName: 'login_entry',
    fields: { userId: { type: 'string', references: { model: 'user', field: 'id' } } },
    indexes: [{ fields: ['userId'] }],
  },
});
const lastLogin = defineEndpoint(
  '/last-login',
  { method: 'GET', query: z.object({ verbose: z.boolean().optional() }) },
  () => ({ method: 'email' as string | null }),
);
const plugin = definePlugin({
  id: 'last-login',
  schema,
  endpoints: { lastLogin },
  hooks: { after: (ctx) => void ctx.path },
  rateLimit: [{ path: '/last-login', window: 60, max: 10 }],
  $ERROR_CODES: { NOTHING_YET: 'Nothing yet' },
});

describe('definePlugin', () => {
  it('keeps the literal id, endpoints and schema, and is a PortcullisPlugin', () => {
    expectTypeOf(plugin).toExtend<PortcullisPlugin>();
    expectTypeOf(plugin.id).toEqualTypeOf<'last-login'>();
    expectTypeOf(plugin.schema.user.fields.lastLoginMethod.type).toEqualTypeOf<'string'>();
  });

  it('types auth.api from the endpoints', () => {
    const auth = createPortcullis({ database: ':memory:', plugins: [plugin] });
    expectTypeOf(auth.api.lastLogin({ query: {} })).resolves.toEqualTypeOf<{
      method: string | null;
    }>();
  });
});

describe('defineClientPlugin', () => {
  it('types the client calls and the user fields from the server plugin', () => {
    const client = createAuthClient({
      baseURL: 'http://localhost:3000',
      plugins: [
        defineClientPlugin({
          id: 'last-login',
          $InferServerPlugin: {} as typeof plugin,
          methods: (ctx) => ({
            lastLogin: () => ctx.get<EndpointResult<typeof lastLogin>>('/last-login'),
          }),
        }),
      ],
    });
    expectTypeOf(client.lastLogin).returns.resolves.toExtend<
      { data: { method: string | null }; error: null } | { data: null; error: object }
    >();
    type SessionUser = NonNullable<Awaited<ReturnType<typeof client.getSession>>['data']>['user'];
    expectTypeOf<SessionUser['lastLoginMethod']>().toEqualTypeOf<string | null>();
  });
});
