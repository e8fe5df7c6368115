import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, user } from './helpers.js';

/** A user signed in twice; `alive()` tells whether both sessions still are. */
async function signedIn() {
  const auth = await createTestAuth();
  const cookie = cookieHeader(await auth.post('/sign-up/email', user));
  const other = cookieHeader(
    await auth.post('/sign-in/email', { email: user.email, password: user.password }),
  );
  const live = async (c: string) => await (await auth.get('/get-session', { cookie: c })).json();
  const alive = async () => (await live(cookie)) !== null && (await live(other)) !== null;
  return { ...auth, cookie, alive };
}

async function expectInvalidBody(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    message: 'Invalid body parameters',
  });
}

describe('a route without a body schema still takes only an object or nothing', () => {
  const routes = ['/sign-out', '/revoke-sessions', '/revoke-other-sessions'];
  const scalars = ['[]', '[{}]', '1', '"x"', 'null', 'true'];

  it.each(routes)('%s refuses a JSON array or scalar with 400 and does nothing', async (path) => {
    const { post, cookie, alive } = await signedIn();
    for (const body of scalars) {
      const response = await post(path, body, { cookie });
      await expectInvalidBody(response);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await alive()).toBe(true);
  });

  it.each([
    ['{}', '{}', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['no body and no content type', undefined, undefined],
  ])('still signs out with %s', async (_label, body, type) => {
    const { auth, url, cookie, alive } = await signedIn();
    const headers: Record<string, string> = { cookie, origin: auth.options.origin };
    if (type) headers['content-type'] = type;
    const response = await auth.handler(
      new Request(url('/sign-out'), { method: 'POST', headers, body }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await alive()).toBe(false);
  });

  it('refuses the same bodies on a server call', async () => {
    const { auth, cookie, alive } = await signedIn();
    await expect(
      auth.api.signOut({ headers: new Headers({ cookie }), body: [] as never }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await alive()).toBe(true);
  });
});
