import { describe, expect, it } from 'vitest';
import { HttpResponse, http, mockProviders } from '../../test/kit/provider-test-kit.js';
import { type VKProfile, vk } from './vk.js';

const provider = vk({ clientId: '51234567', clientSecret: 'vk-secret' });
const mock = mockProviders();
const USER_URL = 'https://id.vk.com/oauth2/user_info';

const vkUser: VKProfile = {
  user_id: '1234567890',
  first_name: 'Ivan',
  last_name: 'Ivanov',
  avatar: 'https://sun1-1.userapi.com/avatar.jpg',
  email: 'ivan@example.ru',
  sex: 2,
  verified: false,
  birthday: '01.01.2000',
};

describe('vk provider', () => {
  it('reads the user with a form POST of client_id and access_token, and exposes VK extras', async () => {
    mock.use(http.post(USER_URL, () => HttpResponse.json({ user: vkUser })));
    const info = await provider.getUserInfo({ accessToken: 'vk-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '1234567890',
      name: 'Ivan Ivanov',
      email: 'ivan@example.ru',
      emailVerified: false,
      image: 'https://sun1-1.userapi.com/avatar.jpg',
    });
    expect(info?.data).toMatchObject({
      first_name: 'Ivan',
      last_name: 'Ivanov',
      birthday: '01.01.2000',
      sex: 2,
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(request!.form)).toEqual({
      client_id: '51234567',
      access_token: 'vk-access',
    });
  });

  it('answers a user with a null email when VK shares none (the flow: email_not_found)', async () => {
    const { email: _, avatar: __, ...noEmail } = vkUser;
    mock.use(http.post(USER_URL, () => HttpResponse.json({ user: noEmail })));
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ id: '1234567890', email: null, image: null });
  });

  it('reports an invalid token answer as OAuthRequestError(oauth)', async () => {
    mock.use(
      http.post(USER_URL, () =>
        HttpResponse.json({ error: 'invalid_token', error_description: 'access_token is missing' }),
      ),
    );
    const error = await provider
      .getUserInfo({ accessToken: 'bad', scopes: [], raw: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'oauth', details: { code: 'invalid_token' } });
  });
});
