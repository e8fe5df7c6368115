import { createAuthClient } from '@portcullis/core/client';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PortcullisProvider } from './PortcullisProvider.js';

const client = createAuthClient({ baseURL: 'http://localhost:3000' });
const themeOfHtml = () => document.documentElement.getAttribute('data-portcullis-theme');

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-portcullis-theme');
});

describe('PortcullisProvider theme', () => {
  it('forces the theme on <html> and takes it off on unmount', () => {
    const { rerender, unmount } = render(<PortcullisProvider client={client} theme="dark" />);
    expect(themeOfHtml()).toBe('dark');
    rerender(<PortcullisProvider client={client} theme="light" />);
    expect(themeOfHtml()).toBe('light');
    rerender(<PortcullisProvider client={client} theme="system" />);
    expect(themeOfHtml()).toBeNull();
    rerender(<PortcullisProvider client={client} theme="dark" />);
    unmount();
    expect(themeOfHtml()).toBeNull();
  });

  it("leaves <html> alone by default and puts back the app's own attribute", () => {
    document.documentElement.setAttribute('data-portcullis-theme', 'light');
    const { rerender, unmount } = render(<PortcullisProvider client={client} />);
    expect(themeOfHtml()).toBe('light');
    rerender(<PortcullisProvider client={client} theme="dark" />);
    expect(themeOfHtml()).toBe('dark');
    unmount();
    expect(themeOfHtml()).toBe('light');
  });

  it('renders on the server without touching a document', () => {
    expect(renderToString(<PortcullisProvider client={client} theme="dark" />)).toBe('');
  });
});
