import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { reddit } from './reddit.js';

const USER_AGENT = 'web:com.example.app:v1.0 (by /u/example)';
const provider = reddit({
  clientId: 'rd-client',
  clientSecret: 'rd-secret',
  userAgent: USER_AGENT,
});
const mock = mockProviders();
const TOKEN_URL = 'https://www.reddit.com/api/v1/access_token';
const USER_URL = 'https://oauth.reddit.com/api/v1/me';
const BASIC = `Basic ${Buffer.from('rd-client:rd-secret').toString('base64')}`;

describe('reddit provider', () => {
  it('asks for a temporary grant when configured', async () => {
    const temporary = reddit({ clientId: 'c', clientSecret: 's', duration: 'temporary' });
    const url = await temporary.createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.searchParams.get('duration')).toBe('temporary');
  });

  it('exchanges the code with HTTP Basic client authentication and the User-Agent', async () => {
    mock.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({
          access_token: 'rd-access',
          token_type: 'bearer',
          expires_in: 86400,
          refresh_token: 'rd-refresh',
          scope: 'identity',
        }),
      ),
    );
    const tokens = await provider.validateAuthorizationCode({
      code: 'the-code',
      codeVerifier: 'unused',
      redirectURI: AUTHORIZATION_INPUT.redirectURI,
    });
    expect(tokens).toMatchObject({ accessToken: 'rd-access', refreshToken: 'rd-refresh' });
    const [request] = mock.to(TOKEN_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.get('authorization')).toBe(BASIC);
    expect(request?.headers.get('user-agent')).toBe(USER_AGENT);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
    });
  });

  it('reads the account with a Bearer token and the User-Agent, unescaping the avatar', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '1w72',
          name: 'spez',
          icon_img: 'https://styles.redditmedia.com/icon.png?width=256&amp;height=256&amp;s=abc',
          has_verified_email: true,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 'rd-access', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '1w72',
      name: 'spez',
      email: null,
      emailVerified: false,
      image: 'https://styles.redditmedia.com/icon.png?width=256&height=256&s=abc',
    });
    const [request] = mock.to(USER_URL);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer rd-access');
    expect(request?.headers.get('user-agent')).toBe(USER_AGENT);
  });

  it('sends a default User-Agent and maps an account without avatar', async () => {
    const plain = reddit({ clientId: 'c', clientSecret: 's' });
    mock.use(http.get(USER_URL, () => HttpResponse.json({ id: 'a', name: 'anon', icon_img: '' })));
    const info = await plain.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user.image).toBeNull();
    expect(mock.to(USER_URL)[0]?.headers.get('user-agent')).toBe('portcullis');
  });
});
