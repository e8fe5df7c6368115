import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './create-auth-client.js';
import { resolveBaseURL } from './resolve-base-url.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveBaseURL', () => {
  it('appends the default base path to an origin', () => {
    expect(resolveBaseURL('http://localhost:3000')).toBe('http://localhost:3000/api/auth');
    expect(resolveBaseURL('https://app.example/')).toBe('https://app.example/api/auth');
  });

  it('normalizes basePath and takes a path from baseURL when basePath is absent', () => {
    expect(resolveBaseURL('https://app.example', 'auth/')).toBe('https://app.example/auth');
    expect(resolveBaseURL('https://app.example/custom/auth/')).toBe(
      'https://app.example/custom/auth',
    );
    expect(resolveBaseURL('https://app.example/ignored', '/auth')).toBe('https://app.example/auth');
    expect(resolveBaseURL('https://app.example', '/')).toBe('https://app.example');
  });

  it('defaults to the page origin in a browser', () => {
    vi.stubGlobal('window', { location: { origin: 'https://shop.example' } });
    expect(resolveBaseURL()).toBe('https://shop.example/api/auth');
  });

  it('throws an actionable error without baseURL outside a browser', () => {
    expect(() => createAuthClient()).toThrow(/baseURL is missing.*createAuthClient\(\{ baseURL:/);
    vi.stubGlobal('window', { location: { origin: 'null' } });
    expect(() => resolveBaseURL()).toThrow(/baseURL is missing/);
  });

  it('rejects invalid and non-http URLs', () => {
    expect(() => resolveBaseURL('localhost:3000')).toThrow(/must use http or https/);
    expect(() => resolveBaseURL('not a url')).toThrow(/not a valid URL/);
  });
});
