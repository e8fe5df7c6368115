import { describe, expect, it } from 'vitest';
import { HttpResponse, http, mockProviders } from '../../../test/kit/provider-test-kit.js';
import { createTestServer, TEST_ORIGIN } from '../../../test/kit/test-server.js';
import { createAuthClient, genericOAuthClient } from '../../client/index.js';
import { genericOAuth } from './index.js';

const IDP = 'https://idp.example';
const mock = mockProviders();

describe('genericOAuthClient()', () => {
  it('signIn.oauth2 starts the flow; the callback signs in; oauth2.link refuses a linked provider', async () => {
    const server = await createTestServer({
      plugins: [
        genericOAuth({
          config: [
            {
              providerId: 'acme',
              clientId: 'c',
              clientSecret: 's',
              authorizationUrl: `${IDP}/authorize`,
              tokenUrl: `${IDP}/token`,
              userInfoUrl: `${IDP}/userinfo`,
            },
          ],
        }),
      ],
    });
    mock.use(
      http.post(`${IDP}/token`, () =>
        HttpResponse.json({ access_token: 'at', token_type: 'bearer' }),
      ),
      http.get(`${IDP}/userinfo`, () =>
        HttpResponse.json({
          sub: 'u1',
          email: 'ada@example.com',
          email_verified: true,
          name: 'Ada',
        }),
      ),
    );
    const client = createAuthClient({
      baseURL: TEST_ORIGIN,
      fetch: server.fetch,
      plugins: [genericOAuthClient()],
    });
    const started = await client.signIn.oauth2({ providerId: 'acme', callbackURL: '/app' });
    expect(started.error).toBeNull();
    expect(started.data?.redirect).toBe(true);
    const state = new URL(started.data!.url).searchParams.get('state')!;
    const back = await server.fetch(
      `${TEST_ORIGIN}/api/auth/oauth2/callback/acme?code=x&state=${state}`,
    );
    expect(back.headers.get('location')).toBe('/app');
    const linked = await client.oauth2.link({ providerId: 'acme', callbackURL: '/s' });
    expect(linked.error).toMatchObject({ status: 400, code: 'SOCIAL_ACCOUNT_ALREADY_LINKED' });
    const unknown = await client.signIn.oauth2({ providerId: 'nope' });
    expect(unknown.error).toMatchObject({
      status: 400,
      message: 'No config found for provider nope',
    });
  });
});
