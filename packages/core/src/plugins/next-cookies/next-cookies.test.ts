import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, createTestAuth, SECRET, user } from '../../../test/helpers.js';
import { signCookieValue } from '../../plugin/index.js';
import type { CookieStoreAttributes } from './copy-set-cookies.js';
import { nextCookies } from './index.js';

// Next.js's request scope cannot be entered outside a Next server, so `next/headers` is replaced
// by a store that records writes (examples/next/test drives the real one). `cookies()` behaves
// as Next's does in each situation the tests set up.
const next = vi.hoisted(() => ({
  writes: [] as { name: string; value: string; attributes?: CookieStoreAttributes }[],
  mode: 'action' as 'action' | 'server-component' | 'no-scope' | 'prerender',
}));
const dynamicUsage = Object.assign(new Error('Dynamic server usage'), {
  digest: 'DYNAMIC_SERVER_USAGE',
});

vi.mock('next/headers', () => ({
  async cookies() {
    if (next.mode === 'no-scope') throw new Error('`cookies` was called outside a request scope.');
    if (next.mode === 'prerender') throw dynamicUsage;
    return {
      set(name: string, value: string, attributes?: CookieStoreAttributes) {
        if (next.mode === 'server-component') {
          throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
        }
        next.writes.push({ name, value, attributes });
      },
    };
  },
}));
vi.mock('next/navigation', () => ({
  unstable_rethrow(error: unknown) {
    if ((error as { digest?: string }).digest === 'DYNAMIC_SERVER_USAGE') throw error;
  },
}));

beforeEach(() => {
  next.writes.length = 0;
  next.mode = 'action';
});

async function setup() {
  const t = await createTestAuth({ plugins: [nextCookies()] });
  await t.post('/sign-up/email', user);
  return t;
}

describe('nextCookies', () => {
  it('copies the session cookie of a server-action sign-in into cookies()', async () => {
    const { auth } = await setup();
    const result = await auth.api.signInEmail({
      body: { email: user.email, password: user.password },
    });
    expect(next.writes).toEqual([
      {
        name: 'portcullis.session_token',
        value: signCookieValue(result.token, SECRET),
        attributes: { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 604_800 },
      },
    ]);
  });

  it('copies the deletion of a server-action sign-out', async () => {
    const { auth, post } = await setup();
    const signIn = await post('/sign-in/email', { email: user.email, password: user.password });
    await auth.api.signOut({ headers: { cookie: cookieHeader(signIn) } });
    expect(next.writes).toContainEqual({
      name: 'portcullis.session_token',
      value: '',
      attributes: expect.objectContaining({ maxAge: 0, path: '/' }),
    });
  });

  it('leaves HTTP calls and calls that set no cookie alone', async () => {
    const { auth, post, get } = await setup();
    const signIn = await post('/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    await get('/get-session', { cookie: cookieHeader(signIn) });
    expect(await auth.api.getSession({ headers: { cookie: cookieHeader(signIn) } })).not.toBeNull();
    expect(next.writes).toEqual([]);
  });

  it.each(['server-component', 'no-scope'] as const)(
    'lets the call succeed when cookies cannot be written (%s)',
    async (mode) => {
      const { auth } = await setup();
      next.mode = mode;
      const result = await auth.api.signInEmail({
        body: { email: user.email, password: user.password },
      });
      expect(result.user.email).toBe(user.email);
      expect(next.writes).toEqual([]);
    },
  );

  it("rethrows Next.js's control-flow signals (dynamic usage while prerendering)", async () => {
    const { auth } = await setup();
    next.mode = 'prerender';
    await expect(
      auth.api.signInEmail({ body: { email: user.email, password: user.password } }),
    ).rejects.toBe(dynamicUsage);
  });
});
