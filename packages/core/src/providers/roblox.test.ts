import { describe, expect, it } from 'vitest';
import { itVerifiesIdTokens } from '../../test/kit/id-token-test-kit.js';
import { HttpResponse, http, mockProviders } from '../../test/kit/provider-test-kit.js';
import { roblox } from './roblox.js';

const provider = roblox({ clientId: 'rbx-client', clientSecret: 'RBX-secret' });
const mock = mockProviders();
const USERINFO_URL = 'https://apis.roblox.com/oauth/v1/userinfo';

describe('roblox provider', () => {
  describe('ID-token verification', () => {
    itVerifiesIdTokens({
      provider: () => provider,
      mock,
      jwksURL: 'https://apis.roblox.com/oauth/v1/certs',
      issuer: 'https://apis.roblox.com/oauth/',
      audience: 'rbx-client',
      alg: 'ES256',
    });
  });

  it('reads the userinfo with a Bearer token and maps it (no email by default)', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({
          sub: '1516563360',
          name: 'Builder Man',
          nickname: 'Builder Man',
          preferred_username: 'builderman',
          created_at: 1584682495,
          profile: 'https://www.roblox.com/users/1516563360/profile',
          picture: 'https://tr.rbxcdn.com/headshot/150/150/AvatarHeadshot/Png',
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'rbx-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '1516563360',
      name: 'Builder Man',
      email: null,
      emailVerified: false,
      image: 'https://tr.rbxcdn.com/headshot/150/150/AvatarHeadshot/Png',
    });
    expect(info?.data.preferred_username).toBe('builderman');
    const [request] = mock.to(USERINFO_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer rbx-access');
  });

  it('maps a moderated avatar to null and a granted verified email', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({
          sub: '2',
          preferred_username: 'noob',
          picture: null,
          email: 'noob@example.com',
          email_verified: true,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '2',
      name: 'noob',
      email: 'noob@example.com',
      emailVerified: true,
      image: null,
    });
  });
});
