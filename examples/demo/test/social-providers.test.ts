import { describe, expect, it } from 'vitest';
import { DEMO_PROVIDER_IDS, readSocialProviders } from '../server/social-providers.js';

describe('readSocialProviders', () => {
  it('enables nothing by default', () => {
    expect(readSocialProviders({})).toEqual({});
  });

  it('enables each of the 18 providers from PORTCULLIS_<ID>_CLIENT_ID and _CLIENT_SECRET', () => {
    const env: Record<string, string> = {};
    for (const id of DEMO_PROVIDER_IDS) {
      env[`PORTCULLIS_${id.toUpperCase()}_CLIENT_ID`] = `${id}-id`;
      env[`PORTCULLIS_${id.toUpperCase()}_CLIENT_SECRET`] = `${id}-secret`;
    }
    const providers = readSocialProviders(env);
    expect(Object.keys(providers)).toHaveLength(18);
    expect(providers.twitter).toEqual({ clientId: 'twitter-id', clientSecret: 'twitter-secret' });
  });

  it('passes the Microsoft tenant and the GitLab issuer along', () => {
    const providers = readSocialProviders({
      PORTCULLIS_MICROSOFT_CLIENT_ID: 'ms',
      PORTCULLIS_MICROSOFT_CLIENT_SECRET: 's',
      PORTCULLIS_MICROSOFT_TENANT_ID: 'organizations',
      PORTCULLIS_GITLAB_CLIENT_ID: 'gl',
      PORTCULLIS_GITLAB_CLIENT_SECRET: 's',
      PORTCULLIS_GITLAB_ISSUER: 'https://gitlab.example.com',
    });
    expect(providers.microsoft).toMatchObject({ tenantId: 'organizations' });
    expect(providers.gitlab).toMatchObject({ issuer: 'https://gitlab.example.com' });
  });

  it('signs Apple’s secret from a team, key id and one-line private key', () => {
    const providers = readSocialProviders({
      PORTCULLIS_APPLE_CLIENT_ID: 'com.example.web',
      PORTCULLIS_APPLE_TEAM_ID: 'TEAM123',
      PORTCULLIS_APPLE_KEY_ID: 'KEY123',
      PORTCULLIS_APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(providers.apple).toEqual({
      clientId: 'com.example.web',
      teamId: 'TEAM123',
      keyId: 'KEY123',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
    expect(
      readSocialProviders({
        PORTCULLIS_APPLE_CLIENT_ID: 'com.example.web',
        PORTCULLIS_APPLE_CLIENT_SECRET: 'jwt',
      }).apple,
    ).toEqual({ clientId: 'com.example.web', clientSecret: 'jwt' });
  });

  it('names the missing variable of a half-configured provider', () => {
    expect(() => readSocialProviders({ PORTCULLIS_GITHUB_CLIENT_ID: 'gh' })).toThrow(
      'PORTCULLIS_GITHUB_CLIENT_SECRET is not set',
    );
    expect(() => readSocialProviders({ PORTCULLIS_ZOOM_CLIENT_SECRET: 's' })).toThrow(
      'PORTCULLIS_ZOOM_CLIENT_ID is not set',
    );
    expect(() =>
      readSocialProviders({ PORTCULLIS_APPLE_CLIENT_ID: 'a', PORTCULLIS_APPLE_TEAM_ID: 't' }),
    ).toThrow('PORTCULLIS_APPLE_KEY_ID is not set');
    expect(() => readSocialProviders({ PORTCULLIS_APPLE_CLIENT_ID: 'a' })).toThrow(
      /PORTCULLIS_APPLE_CLIENT_SECRET \(or TEAM_ID, KEY_ID and PRIVATE_KEY\) is not set/,
    );
  });
});
