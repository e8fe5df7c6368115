import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, user } from './helpers.js';

/** `depth` objects inside one another, `{"a":{"a":…1…}}`. */
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** `depth` arrays inside one another, `[[…]]`. */
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

async function signedIn(overrides: Parameters<typeof createTestAuth>[0] = {}) {
  const auth = await createTestAuth(overrides);
  const cookie = cookieHeader(await auth.post('/sign-up/email', user));
  return { ...auth, cookie };
}

async function expectInvalidBody(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    code: 'VALIDATION_ERROR',
    message: 'Invalid body parameters',
  });
}

describe(`JSON bodies nest at most advanced.maxBodyDepth (32) levels`, () => {
  it('answers /update-user for 32 levels and refuses 33 with 400 before the schema', async () => {
    const { post, cookie } = await signedIn();
    const ok = await post('/update-user', `{"name":"Ada","x":${objects(31)}}`, { cookie });
    expect(ok.status).toBe(200);
    const deep = await post('/update-user', `{"name":"Ada","x":${objects(32)}}`, { cookie });
    await expectInvalidBody(deep);
  });

  it('counts arrays as levels too', async () => {
    const { post, cookie } = await signedIn();
    expect((await post('/update-user', `{"x":${arrays(31)}}`, { cookie })).status).toBe(200);
    await expectInvalidBody(await post('/update-user', `{"x":${arrays(32)}}`, { cookie }));
    await expectInvalidBody(await post('/update-user', `{"x":[{"a":${arrays(31)}}]}`, { cookie }));
  });

  it('refuses a 10,000-deep body with 400, never a 500, on every kind of route', async () => {
    const { post, cookie } = await signedIn();
    for (const path of ['/update-user', '/sign-up/email', '/sign-out']) {
      await expectInvalidBody(await post(path, objects(10_000), { cookie }));
      await expectInvalidBody(await post(path, arrays(10_000), { cookie }));
    }
  });

  it('does not count braces inside strings', async () => {
    const { post, cookie } = await signedIn();
    const response = await post('/update-user', JSON.stringify({ name: '{'.repeat(100) }), {
      cookie,
    });
    expect(response.status).toBe(200);
  });

  it('takes another bound from advanced.maxBodyDepth and refuses a bad one at start-up', async () => {
    const { post, cookie } = await signedIn({ advanced: { maxBodyDepth: 2 } });
    expect((await post('/update-user', '{"x":{"a":1}}', { cookie })).status).toBe(200);
    await expectInvalidBody(await post('/update-user', '{"x":{"a":[1]}}', { cookie }));
    for (const maxBodyDepth of [0, 1.5, Number.NaN]) {
      await expect(createTestAuth({ advanced: { maxBodyDepth } })).rejects.toThrow(
        /advanced\.maxBodyDepth must be a whole number of at least 1/,
      );
    }
  });
});
