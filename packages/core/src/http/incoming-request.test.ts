import { describe, expect, it } from 'vitest';
import { splitURL } from './incoming-request.js';

describe('splitURL', () => {
  it('splits an absolute URL into its path and query, dropping the fragment', () => {
    expect(splitURL('http://localhost:3000/api/auth/get-session')).toEqual({
      pathname: '/api/auth/get-session',
      search: '',
    });
    expect(splitURL('https://a.example/api/auth/x?disableRefresh=true&b=1#top')).toEqual({
      pathname: '/api/auth/x',
      search: 'disableRefresh=true&b=1',
    });
    expect(splitURL('http://a.example/p#frag?not-a-query')).toEqual({ pathname: '/p', search: '' });
  });

  it('answers null for text without an authority and path', () => {
    expect(splitURL('http://a.example')).toBeNull();
    expect(splitURL('/api/auth/get-session')).toBeNull();
  });
});
