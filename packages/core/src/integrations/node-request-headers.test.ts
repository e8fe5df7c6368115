import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { remoteAddressOf, setRemoteAddress } from '../http/remote-address.js';
import { fromNodeHeaders } from './node.js';
import { NodeRequestHeaders } from './node-request-headers.js';

// What Node hands over for a browser-like request (names lower-cased, repeats already joined).
const node = (): IncomingHttpHeaders => ({
  host: 'localhost:3000',
  'user-agent': 'Mozilla/5.0',
  accept: '*/*',
  cookie: 'portcullis.session_token=abc.def; theme=dark',
  'x-forwarded-for': '203.0.113.7, 10.0.0.1',
  'set-cookie': ['a=1', 'b=2'],
});

describe('NodeRequestHeaders', () => {
  it('answers lookups exactly as the copied Headers would, in any case', () => {
    const lazy = new NodeRequestHeaders(node());
    const copied = fromNodeHeaders(node());
    for (const name of ['cookie', 'Cookie', 'HOST', 'x-forwarded-for', 'set-cookie', 'origin']) {
      expect(lazy.get(name)).toBe(copied.get(name));
      expect(lazy.has(name)).toBe(copied.has(name));
    }
    expect(lazy.get('origin')).toBeNull();
    expect(lazy).toBeInstanceOf(Headers);
  });

  it('refuses an invalid header name with the same TypeError as Headers', () => {
    const lazy = new NodeRequestHeaders(node());
    expect(() => lazy.get('bad name')).toThrow(TypeError);
    expect(() => new Headers().get('bad name')).toThrow(TypeError);
    // The Kelvin sign lower-cases to "k": it must not find "keep-alive"-like names.
    expect(() => new NodeRequestHeaders({ k: '1' }).get('\u212A')).toThrow(TypeError);
  });

  it('iterates, copies and changes like Headers once anything but a lookup is used', () => {
    const lazy = new NodeRequestHeaders(node());
    const copied = fromNodeHeaders(node());
    expect([...lazy]).toEqual([...copied]);
    expect(Object.fromEntries(new NodeRequestHeaders(node()).entries())).toEqual(
      Object.fromEntries(copied.entries()),
    );
    expect(new NodeRequestHeaders(node()).getSetCookie()).toEqual(['a=1', 'b=2']);
    const changed = new NodeRequestHeaders(node());
    changed.set('cookie', 'x=1');
    changed.append('accept', 'text/html');
    changed.delete('host');
    expect(changed.get('cookie')).toBe('x=1');
    expect(changed.get('accept')).toBe('*/*, text/html');
    expect(changed.has('host')).toBe(false);
    expect(changed.get('user-agent')).toBe('Mozilla/5.0');
  });

  it('carries every header into a Request, a Headers copy and forEach', () => {
    const request = new Request('http://localhost:3000/x', {
      headers: new NodeRequestHeaders(node()),
    });
    expect(request.headers.get('cookie')).toBe('portcullis.session_token=abc.def; theme=dark');
    expect(request.headers.get('user-agent')).toBe('Mozilla/5.0');
    expect(new Headers(new NodeRequestHeaders(node())).get('accept')).toBe('*/*');
    const seen: string[] = [];
    new NodeRequestHeaders(node()).forEach((_, name) => {
      seen.push(name);
    });
    expect(seen).toEqual([...fromNodeHeaders(node()).keys()]);
  });

  it('carries the peer address for remoteAddressOf, which no header can set', () => {
    const lazy = new NodeRequestHeaders(
      { ...node(), 'portcullis.remoteaddress': '6.6.6.6', 'remote-address': '6.6.6.6' },
      '127.0.0.1',
    );
    expect(remoteAddressOf(lazy)).toBe('127.0.0.1');
    lazy.set('x-later', '1'); // filled into a real Headers: the address stays
    expect(remoteAddressOf(lazy)).toBe('127.0.0.1');
    expect(remoteAddressOf(new NodeRequestHeaders(node()))).toBeUndefined();
    expect(remoteAddressOf(new NodeRequestHeaders(node(), ''))).toBeUndefined();
    expect(remoteAddressOf(new Headers({ 'remote-address': '6.6.6.6' }))).toBeUndefined();
    const copy = new Headers();
    setRemoteAddress(copy, '::1');
    expect(remoteAddressOf(copy)).toBe('::1');
    expect([...copy.keys()]).toEqual([]);
  });
});
