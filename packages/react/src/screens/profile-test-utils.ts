// Test support only: not exported from the package.
import { screen, within } from '@testing-library/react';

/** The texts of the section links in the navigation named `nav`, in order. */
export function sectionLinks(nav: string): string[] {
  return within(screen.getByRole('navigation', { name: nav }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}
