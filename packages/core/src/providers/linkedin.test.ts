import { describe, expect, it } from 'vitest';
import { itVerifiesIdTokens } from '../../test/kit/id-token-test-kit.js';
import { HttpResponse, http, mockProviders } from '../../test/kit/provider-test-kit.js';
import { linkedin } from './linkedin.js';

const provider = linkedin({ clientId: 'li-client', clientSecret: 'li-secret' });
const mock = mockProviders();
const USERINFO_URL = 'https://api.linkedin.com/v2/userinfo';

describe('linkedin provider', () => {
  describe('ID-token verification', () => {
    const keys = itVerifiesIdTokens({
      provider: () => provider,
      mock,
      jwksURL: 'https://www.linkedin.com/oauth/openid/jwks',
      issuer: 'https://www.linkedin.com/oauth',
      audience: 'li-client',
    });
    it('also accepts the issuer LinkedIn used before April 2024', async () => {
      const token = await keys.sign({
        iss: 'https://www.linkedin.com',
        aud: 'li-client',
        sub: 'm',
      });
      await expect(provider.verifyIdToken!(token)).resolves.toBe(true);
    });
  });

  it('maps a member without picture, name or verified email', async () => {
    mock.use(
      http.get(USERINFO_URL, () =>
        HttpResponse.json({ sub: 'x1', given_name: 'Ada', email: 'ada@example.com' }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: 'x1',
      name: 'Ada',
      email: 'ada@example.com',
      emailVerified: false,
      image: null,
    });
  });
});
