import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, splitEmail } from './EmailAddress.js';

describe('EmailAddress', () => {
  it('splits after the @ and before each dot, and nowhere else', () => {
    expect(splitEmail('ada.lovelace@engine-works.example.com')).toEqual([
      'ada',
      '.lovelace@',
      'engine-works',
      '.example',
      '.com',
    ]);
    expect(splitEmail('ada@example')).toEqual(['ada@', 'example']);
    expect(splitEmail('plain')).toEqual(['plain']);
  });

  it('renders the address unchanged, its pieces whole with a <wbr> between them', () => {
    const { container } = render(<EmailAddress email="grace.hopper@navy.mil" />);
    expect(container.textContent).toBe('grace.hopper@navy.mil');
    const parts = [...container.querySelectorAll('.portcullis-email-part')].map(
      (p) => p.textContent,
    );
    expect(parts).toEqual(['grace', '.hopper@', 'navy', '.mil']);
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
