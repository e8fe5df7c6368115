import { describe, expect, it } from 'vitest';
import { HttpResponse, http, mockProviders } from '../../test/kit/provider-test-kit.js';
import { twitter } from './twitter.js';

const USER_URL = 'https://api.x.com/2/users/me';

const provider = twitter({ clientId: 'x-client', clientSecret: 'x-secret' });
const mock = mockProviders();

describe('twitter (X) provider', () => {
  it('does not ask for confirmed_email without users.email; the user then has no email', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({ data: { id: '42', name: '', username: 'noemail' } }),
      ),
    );
    const info = await provider.getUserInfo({
      accessToken: 'x-access',
      scopes: ['users.read', 'tweet.read'],
      raw: {},
    });
    expect(info?.user).toEqual({
      id: '42',
      name: 'noemail',
      email: null,
      emailVerified: false,
      image: null,
    });
    expect(mock.to(USER_URL)[0]?.url.searchParams.get('user.fields')).toBe('profile_image_url');
  });

  it('falls back to the configured scopes when the token answer listed none', async () => {
    mock.use(
      http.get(USER_URL, () => HttpResponse.json({ data: { id: '1', name: 'a', username: 'a' } })),
    );
    await twitter({
      clientId: 'x',
      scope: ['users.read', 'tweet.read'],
      disableDefaultScope: true,
    }).getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(mock.to(USER_URL)[0]?.url.searchParams.get('user.fields')).toBe('profile_image_url');
  });
});
