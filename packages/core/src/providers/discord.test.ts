import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { createS256CodeChallenge } from '../oauth/pkce.js';
import { discord } from './discord.js';

const USER_URL = 'https://discord.com/api/v10/users/@me';

const provider = discord({ clientId: 'dc-client', clientSecret: 'dc-secret' });
const mock = mockProviders();

describe('discord provider', () => {
  it('builds the authorization URL with PKCE S256, state, scopes, redirect_uri and prompt', async () => {
    const url = await discord({
      clientId: 'dc-client',
      clientSecret: 'dc-secret',
      prompt: 'consent',
    }).createAuthorizationURL({ ...AUTHORIZATION_INPUT, scopes: ['guilds'] });
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'dc-client',
      redirect_uri: AUTHORIZATION_INPUT.redirectURI,
      state: AUTHORIZATION_INPUT.state,
      scope: 'identify email guilds',
      code_challenge: createS256CodeChallenge(AUTHORIZATION_INPUT.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
  });

  it('replaces the default scopes with disableDefaultScope', async () => {
    const url = await discord({
      clientId: 'dc-client',
      scope: ['identify'],
      disableDefaultScope: true,
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(url.searchParams.get('scope')).toBe('identify');
  });

  it('maps an animated avatar to a GIF, an unverified email to emailVerified false', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({
          id: '1',
          username: 'anim',
          global_name: null,
          avatar: 'a_1269e74af4df7417b13759eae50c83dc',
          email: 'anim@example.com',
          verified: false,
        }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({
      name: 'anim',
      emailVerified: false,
      image: 'https://cdn.discordapp.com/avatars/1/a_1269e74af4df7417b13759eae50c83dc.gif',
    });
  });

  it('maps a user without email or avatar to nulls', async () => {
    mock.use(
      http.get(USER_URL, () =>
        HttpResponse.json({ id: '2', username: 'phone_only', global_name: null, avatar: null }),
      ),
    );
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toEqual({
      id: '2',
      name: 'phone_only',
      email: null,
      emailVerified: false,
      image: null,
    });
  });
});
