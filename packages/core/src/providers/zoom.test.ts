import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { zoom } from './zoom.js';

const provider = zoom({ clientId: 'zm-client', clientSecret: 'zm-secret' });
const mock = mockProviders();
const USER_URL = 'https://api.zoom.us/v2/users/me';

describe('zoom provider', () => {
  it('sends configured scopes', async () => {
    const scoped = zoom({ clientId: 'c', clientSecret: 's', scope: ['user:read:user'] });
    const url = await scoped.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.searchParams.get('scope')).toBe('user:read:user');
  });

  it('maps an unverified email, a missing picture and a missing display name', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: 'z2',
          first_name: 'Jill',
          last_name: 'Chill',
          email: 'j@example.com',
          verified: 0,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'z2',
      name: 'Jill Chill',
      email: 'j@example.com',
      emailVerified: false,
      image: null,
    });
  });
});
