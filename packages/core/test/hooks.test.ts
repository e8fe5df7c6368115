import { describe, expect, it } from 'vitest';
import { APIError } from '../src/index.js';
import { createTestAuth, user } from './helpers.js';

describe('endpoint hooks', () => {
  it('run before the handler, can refuse a call, and see the path and validated body', async () => {
    const seen: string[] = [];
    const { post, auth } = await createTestAuth({
      hooks: {
        before: (ctx) => {
          seen.push(ctx.path);
          if (ctx.path === '/sign-up/email' && !ctx.body.email.endsWith('@example.com')) {
            throw new APIError('FORBIDDEN', { message: 'Sign-up is limited to example.com' });
          }
        },
      },
    });
    const refused = await post('/sign-up/email', { ...user, email: 'x@other.org' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'SIGNUP_IS_LIMITED_TO_EXAMPLECOM',
      message: 'Sign-up is limited to example.com',
    });
    expect(await auth.$context.adapter.count({ model: 'user' })).toBe(0);
    expect((await post('/sign-up/email', user)).status).toBe(200);
    expect(seen).toEqual(['/sign-up/email', '/sign-up/email']);
  });

  it('can replace the input before and the result after, for server calls too', async () => {
    const { auth } = await createTestAuth({
      hooks: {
        before: (ctx) =>
          ctx.path === '/sign-up/email' ? { body: { ...ctx.body, name: 'Renamed' } } : undefined,
        after: (ctx, result) =>
          ctx.path === '/ok' ? { ...(result as object), hooked: true } : undefined,
      },
    });
    const { user: created } = await auth.api.signUpEmail({ body: user });
    expect(created.name).toBe('Renamed');
    expect(await auth.api.ok()).toEqual({ ok: true, hooked: true });
  });

  it('show after hooks the session a call created (newSession), null when none was', async () => {
    const seen: Array<[string, string | null]> = [];
    const { post, get } = await createTestAuth({
      hooks: {
        after: (ctx) => {
          seen.push([ctx.path, ctx.newSession?.session.token ?? null]);
        },
      },
    });
    const signUp = await (await post('/sign-up/email', user)).json();
    expect((await get('/ok')).status).toBe(200);
    const wrong = await post('/sign-in/email', { email: user.email, password: 'wrong-password' });
    const signIn = await (
      await post('/sign-in/email', { email: user.email, password: user.password })
    ).json();
    expect(wrong.status).toBe(401);
    expect(seen).toEqual([
      ['/sign-up/email', signUp.token],
      ['/ok', null],
      ['/sign-in/email', signIn.token],
    ]);
    expect(signIn.token).not.toBe(signUp.token);
  });
});

describe('database hooks', () => {
  it('can change data before a create and observe the row after', async () => {
    const created: unknown[] = [];
    const { post } = await createTestAuth({
      databaseHooks: {
        user: {
          create: {
            before: (data) => ({ data: { ...data, name: String(data.name).toUpperCase() } }),
            after: (row) => {
              created.push(row);
            },
          },
        },
      },
    });
    const body = await (await post('/sign-up/email', user)).json();
    expect(body.user.name).toBe('ADA LOVELACE');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ id: body.user.id, name: 'ADA LOVELACE' });
  });

  it('abort a write when before returns false, leaving no half-written data', async () => {
    const { post, auth } = await createTestAuth({
      databaseHooks: { account: { create: { before: () => false } } },
    });
    const response = await post('/sign-up/email', user);
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('FAILED_TO_CREATE_USER');
    // The user row was created in the same transaction as the refused account: rolled back.
    expect(await auth.$context.adapter.count({ model: 'user' })).toBe(0);
  });

  it('answer with an APIError thrown by a before hook', async () => {
    const { post } = await createTestAuth({
      databaseHooks: {
        session: {
          create: {
            before: () => {
              throw new APIError('FORBIDDEN', { message: 'Sessions are paused' });
            },
          },
        },
      },
    });
    const response = await post('/sign-up/email', user);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'SESSIONS_ARE_PAUSED',
      message: 'Sessions are paused',
    });
  });

  it('run around deletes with the row being deleted', async () => {
    const deleted: unknown[] = [];
    const { post, auth } = await createTestAuth({
      databaseHooks: { session: { delete: { after: (row) => void deleted.push(row) } } },
    });
    const signUp = await post('/sign-up/email', user);
    const { token } = await signUp.json();
    await auth.$context.store.deleteSession(token);
    expect(deleted).toEqual([expect.objectContaining({ token })]);
  });
});
