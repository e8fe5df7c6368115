import { describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN } from '../../../test/kit/test-server.js';
import { createAuthClient } from '../../client/index.js';
import { oneTimeTokenClient } from './client.js';
import { oneTimeToken } from './index.js';

describe('client.oneTimeToken (oneTimeTokenClient)', () => {
  it('generates a token in one browser and verifies it once in another', async () => {
    const server = await createTestServer({ plugins: [oneTimeToken()] });
    const create = (fetch: typeof globalThis.fetch) =>
      createAuthClient({ baseURL: TEST_ORIGIN, fetch, plugins: [oneTimeTokenClient()] });
    const browser = create(server.fetch);
    const other = create(server.newBrowser().fetch);
    await browser.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'analytical' });
    const { data } = await browser.oneTimeToken.generate();
    const verified = await other.oneTimeToken.verify({ token: data!.token });
    expect(verified.data?.user.email).toBe('ada@example.com');
    const again = await other.oneTimeToken.verify({ token: data!.token });
    expect(again.error).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    expect(other.$ERROR_CODES.SESSION_NOT_FOUND).toBe('Session not found');
    // Verifying does not sign the other browser in.
    expect((await other.getSession()).data).toBeNull();
  });
});
