import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../../core/src/plugins/organization/index.js';
import { cleanupAuth, renderWithAuth } from '../../test/kit/test-utils.js';
import { OrganizationProfile } from './OrganizationProfile.js';
import { UserProfile } from './UserProfile.js';

afterEach(cleanupAuth);

/** Every heading's level and text, in document order, e.g. "2 Account". */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.slice(1)} ${heading.textContent}`);

describe('headingLevel of the profile pages', () => {
  it('UserProfile: the page heading at the level given, its sections one below', async () => {
    await renderWithAuth(<UserProfile headingLevel={2} sections={['profile', 'email']} />, {
      signedIn: true,
    });
    await screen.findByRole('heading', { name: 'Account', level: 2 });
    expect(outline()).toEqual(['2 Account', '3 Profile', '3 Email']);
  });

  it('UserProfile: h1 and h2 by default', async () => {
    await renderWithAuth(<UserProfile sections={['profile']} />, { signedIn: true });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(outline()).toEqual(['1 Account', '2 Profile']);
  });

  it('OrganizationProfile: the same, the sections at most h6', async () => {
    await renderWithAuth(
      async ({ client }) => {
        await client.organization.create({ name: 'Acme', slug: 'acme' });
        return <OrganizationProfile headingLevel={6} sections={['general']} />;
      },
      { signedIn: true, server: { plugins: [organization()] } },
    );
    await screen.findByRole('heading', { name: 'Acme', level: 6 });
    expect(outline()[0]).toBe('6 Acme');
    expect(
      outline()
        .slice(1)
        .every((line) => line.startsWith('6 ')),
    ).toBe(true);
  });
});
