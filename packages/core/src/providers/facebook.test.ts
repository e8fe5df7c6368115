import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { facebook } from './facebook.js';

const USER_URL = 'https://graph.facebook.com/v25.0/me';

const provider = facebook({ clientId: 'fb-app', clientSecret: 'fb-secret' });
const mock = mockProviders();

describe('facebook provider', () => {
  it('maps prompt to auth_type and honours graphVersion', async () => {
    const consent = await facebook({
      clientId: 'fb-app',
      prompt: 'consent',
      graphVersion: 'v24.0',
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(consent.pathname).toBe('/v24.0/dialog/oauth');
    expect(consent.searchParams.get('auth_type')).toBe('rerequest');
    const login = await facebook({ clientId: 'fb-app', prompt: 'login' }).createAuthorizationURL(
      AUTHORIZATION_INPUT,
    );
    expect(login.searchParams.get('auth_type')).toBe('reauthenticate');
  });

  it('maps a user without email and with the default silhouette to nulls', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '7',
          name: 'No Mail',
          picture: { data: { url: 'https://fb/silhouette.jpg', is_silhouette: true } },
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ email: null, emailVerified: false, image: null });
  });
});
