import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { type GitLabProfile, gitlab } from './gitlab.js';

const provider = gitlab({ clientId: 'gl-client', clientSecret: 'gl-secret' });
const mock = mockProviders();
const USER_URL = 'https://gitlab.com/api/v4/user';

const activeUser: GitLabProfile = {
  id: 7,
  username: 'tanuki',
  name: 'Tanuki',
  email: 'tanuki@example.com',
  avatar_url: 'https://gitlab.com/uploads/avatar.png',
  state: 'active',
  locked: false,
  confirmed_at: '2024-01-01T00:00:00Z',
};

const userInfo = (profile: Partial<GitLabProfile>) => {
  mock.use(http.get(USER_URL, () => HttpResponse.json({ ...activeUser, ...profile })));
  return provider.getUserInfo({ accessToken: 'glpat', scopes: [], raw: {} });
};

describe('gitlab provider', () => {
  it('uses a self-managed issuer for every endpoint', async () => {
    const selfManaged = gitlab({
      clientId: 'gl-client',
      clientSecret: 'gl-secret',
      issuer: 'https://gitlab.example.com/',
    });
    const url = await selfManaged.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(`${url.origin}${url.pathname}`).toBe('https://gitlab.example.com/oauth/authorize');
    mock.use(
      http.post('https://gitlab.example.com/oauth/token', () =>
        HttpResponse.json({ access_token: 'a', token_type: 'Bearer' }),
      ),
      http.get('https://gitlab.example.com/api/v4/user', () => HttpResponse.json(activeUser)),
    );
    const tokens = await selfManaged.validateAuthorizationCode({
      code: 'c',
      codeVerifier: 'v',
      redirectURI: 'r',
    });
    expect((await selfManaged.getUserInfo(tokens))?.user.id).toBe('7');
    expect(mock.requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([
      'POST https://gitlab.example.com/oauth/token',
      'GET https://gitlab.example.com/api/v4/user',
    ]);
  });

  it('reads the user with a Bearer token and maps it', async () => {
    const info = await userInfo({});
    expect(info?.user).toEqual({
      id: '7',
      name: 'Tanuki',
      email: 'tanuki@example.com',
      emailVerified: true,
      image: 'https://gitlab.com/uploads/avatar.png',
    });
    expect(info?.data.username).toBe('tanuki');
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer glpat');
  });

  it('falls back to the username, and leaves an unconfirmed email unverified and no avatar null', async () => {
    const info = await userInfo({ name: '', confirmed_at: null, avatar_url: null });
    expect(info?.user).toMatchObject({ name: 'tanuki', emailVerified: false, image: null });
  });

  it.each([
    ['blocked', { state: 'blocked' }],
    ['deactivated', { state: 'deactivated' }],
    ['banned', { state: 'banned' }],
    ['locked', { locked: true }],
  ])('refuses a %s user (SPEC §5)', async (_, profile) => {
    await expect(userInfo(profile)).resolves.toBeNull();
  });
});
