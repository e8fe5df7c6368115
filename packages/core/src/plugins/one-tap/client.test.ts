import { describe, expect, it } from 'vitest';
import { createAuthClient, ONE_TAP_ERROR_CODES, oneTapClient } from '../../client/index.js';

describe('oneTapClient()', () => {
  it('adds client.oneTap, which does nothing outside a browser, and the error codes', async () => {
    const client = createAuthClient({
      baseURL: 'http://localhost:3000',
      fetch: async () => new Response('{}'),
      plugins: [oneTapClient({ clientId: 'id.apps.googleusercontent.com' })],
    });
    await expect(client.oneTap()).resolves.toBeUndefined();
    expect(client.$ERROR_CODES.INVALID_ID_TOKEN).toBe(ONE_TAP_ERROR_CODES.INVALID_ID_TOKEN);
  });
});
