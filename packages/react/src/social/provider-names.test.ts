import { describe, expect, it } from 'vitest';
import { PROVIDER_NAMES, providerDisplayName, toNamedProviders } from './provider-names.js';
import { socialErrorMessage } from './social-error-message.js';

describe('provider names', () => {
  it('knows the 18 built-in providers', () => {
    expect(Object.values(PROVIDER_NAMES)).toEqual([
      'Apple',
      'Discord',
      'Dropbox',
      'Facebook',
      'GitHub',
      'GitLab',
      'Google',
      'Kick',
      'LinkedIn',
      'Microsoft',
      'Reddit',
      'Roblox',
      'Spotify',
      'TikTok',
      'Twitch',
      'X',
      'VK',
      'Zoom',
    ]);
  });

  it('prefers a given name, then the table, then the capitalized id', () => {
    expect(providerDisplayName('github', 'GitHub Enterprise')).toBe('GitHub Enterprise');
    expect(providerDisplayName('tiktok')).toBe('TikTok');
    expect(providerDisplayName('keycloak')).toBe('Keycloak');
  });

  it('normalizes the providers prop, keeping order and dropping repeats', () => {
    expect(toNamedProviders(['vk', { id: 'sso', name: 'Company SSO' }, 'vk'])).toEqual([
      { id: 'vk', name: 'VK' },
      { id: 'sso', name: 'Company SSO' },
    ]);
  });
});

describe('socialErrorMessage', () => {
  it('explains the SPEC §8 callback codes, and anything else generally', () => {
    expect(socialErrorMessage('account_not_linked')).toMatch(/already exists/);
    expect(socialErrorMessage('signup_disabled')).toBe(
      'New accounts cannot be created with this provider.',
    );
    expect(socialErrorMessage('some_hook_error')).toBe(
      'The sign-in with the provider did not complete.',
    );
  });
});
