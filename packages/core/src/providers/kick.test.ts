import { describe, expect, it } from 'vitest';
import { HttpResponse, http, mockProviders } from '../../test/kit/provider-test-kit.js';
import { kick } from './kick.js';

const USERS_URL = 'https://api.kick.com/public/v1/users';

const provider = kick({ clientId: 'kick-client', clientSecret: 'kick-secret' });
const mock = mockProviders();

describe('kick provider', () => {
  it('maps a user without email or picture, and an empty answer to null', async () => {
    mock.use(
      http.get(USERS_URL, () =>
        HttpResponse.json({
          data: [{ user_id: 7, name: 'quiet', email: '', profile_picture: '' }],
          message: 'OK',
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '7',
      name: 'quiet',
      email: null,
      emailVerified: false,
      image: null,
    });
    mock.use(http.get(USERS_URL, () => HttpResponse.json({ data: [], message: 'OK' })));
    expect(await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} })).toBeNull();
  });
});
