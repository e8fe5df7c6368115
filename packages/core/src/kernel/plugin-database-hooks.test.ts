import { describe, expect, it } from 'vitest';
import { createTestAuth, user } from '../../test/helpers.js';
import { APIError, type DatabaseAdapter, definePlugin } from '../plugin/index.js';

describe('plugin databaseHooks', () => {
  it('run after the app hooks, receive the adapter, and refuse a sign-in with an APIError', async () => {
    const calls: string[] = [];
    let seenAdapter: DatabaseAdapter | undefined;
    const gate = definePlugin({
      id: 'gate',
      databaseHooks: {
        session: {
          create: {
            async before(session, adapter) {
              calls.push('plugin');
              seenAdapter = adapter;
              const found = await adapter.findOne<{ id: string; name: string }>({
                model: 'user',
                where: [{ field: 'id', value: session.userId as string }],
              });
              if (found?.name === 'Blocked') {
                throw new APIError('FORBIDDEN', { message: 'Blocked', code: 'BLOCKED' });
              }
              return { data: { ...session, ipAddress: 'from-plugin' } };
            },
          },
        },
      },
    });
    const t = await createTestAuth({
      plugins: [gate],
      databaseHooks: { session: { create: { before: () => void calls.push('app') } } },
    });
    const signUp = await t.post('/sign-up/email', user);
    expect(signUp.status).toBe(200);
    expect(calls).toEqual(['app', 'plugin']);
    expect(seenAdapter?.findOne).toBeTypeOf('function');
    const [session] = await t.auth.$context.adapter.findMany<{ id: string; ipAddress: string }>({
      model: 'session',
      where: [],
    });
    expect(session?.ipAddress).toBe('from-plugin');

    const blocked = await t.post('/sign-up/email', {
      ...user,
      email: 'b@example.com',
      name: 'Blocked',
    });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ code: 'BLOCKED', message: 'Blocked' });
  });

  it('a plugin hook returning false aborts the write, and later hooks do not run', async () => {
    const calls: string[] = [];
    const t = await createTestAuth({
      plugins: [
        definePlugin({
          id: 'no',
          databaseHooks: {
            user: {
              create: {
                before: () => {
                  calls.push('no');
                  return false;
                },
              },
            },
          },
        }),
        definePlugin({
          id: 'later',
          databaseHooks: { user: { create: { before: () => void calls.push('later') } } },
        }),
      ],
    });
    const response = await t.post('/sign-up/email', user);
    expect(response.status).not.toBe(200);
    expect(calls).toEqual(['no']);
  });
});
