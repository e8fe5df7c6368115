import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './redirect-url.js';
import { createOriginMatcher } from './trusted-origins.js';

const origins = createOriginMatcher(['http://localhost:3000', 'https://*.trusted.example']);

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard?tab=profile#top',
    'http://localhost:3000/welcome',
    'https://eu.trusted.example/app',
    'https://a.b.trusted.example',
  ])('accepts %s', (target) => {
    expect(isSafeRedirect(target, origins)).toBe(true);
  });

  it.each([
    'https://localhost:3000.evil.example',
    'http://localhost:3000.evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/%252F/evil.example',
    'https://trusted.example@evil.example',
    'http://localhost:3000@evil.example',
    'https://trusted.example',
    'https://evil.example/.trusted.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    ' //evil.example',
    'http://localhost:3001/',
    'https://localhost:3000/',
    'ftp://localhost:3000/',
    'evil.example',
    '',
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target, origins)).toBe(false);
  });
});

describe('createOriginMatcher', () => {
  it('matches exact origins regardless of a trailing slash or path in the pattern', () => {
    const matcher = createOriginMatcher([
      'https://app.example/',
      'https://other.example/some/path',
    ]);
    expect(matcher.isTrusted('https://app.example')).toBe(true);
    expect(matcher.isTrusted('https://other.example')).toBe(true);
    expect(matcher.isTrusted('http://app.example')).toBe(false);
    expect(matcher.isTrusted('null')).toBe(false);
  });
});
