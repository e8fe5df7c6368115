import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { spotify } from './spotify.js';

const TOKEN_URL = 'https://accounts.spotify.com/api/token';
const USER_URL = 'https://api.spotify.com/v1/me';
const BASIC = `Basic ${Buffer.from('sp-client:sp-secret').toString('base64')}`;

const provider = spotify({ clientId: 'sp-client', clientSecret: 'sp-secret' });
const mock = mockProviders();

describe('spotify provider', () => {
  it('maps prompt to show_dialog=true', async () => {
    const url = await spotify({ clientId: 'sp-client', prompt: 'consent' }).createAuthorizationURL(
      AUTHORIZATION_INPUT,
    );
    expect(url.searchParams.get('show_dialog')).toBe('true');
  });

  it('refreshes the access token with HTTP Basic credentials', async () => {
    mock.use(http.post(TOKEN_URL, () => HttpResponse.json({ access_token: 'sp-access-2' })));
    const tokens = await provider.refreshAccessToken!('sp-refresh');
    expect(tokens).toMatchObject({ accessToken: 'sp-access-2', refreshToken: undefined });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'sp-refresh',
    });
  });

  it('maps a user without display name, email or images', async () => {
    mock.use(
      http.get(USER_URL, () => HttpResponse.json({ id: 'anon', display_name: null, images: [] })),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'anon',
      name: 'anon',
      email: null,
      emailVerified: false,
      image: null,
    });
  });
});
