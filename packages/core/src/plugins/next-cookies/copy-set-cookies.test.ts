import { describe, expect, it } from 'vitest';
import { createTestAuth, user } from '../../../test/helpers.js';
import { serializeCookie } from '../../cookies/cookie-jar.js';
import { type CookieStoreAttributes, copySetCookies } from './copy-set-cookies.js';

/** A cookie store that records its writes, like Next.js's `ResponseCookies`. */
function recordingStore() {
  const writes: { name: string; value: string; attributes?: CookieStoreAttributes }[] = [];
  return {
    writes,
    set: (name: string, value: string, attributes?: CookieStoreAttributes) => {
      writes.push({ name, value, attributes });
    },
  };
}

describe('copySetCookies', () => {
  it('copies the session cookie of a server sign-up with its value decoded and its attributes', async () => {
    const { auth } = await createTestAuth();
    const { headers, response } = await auth.api.signUpEmail({ body: user, returnHeaders: true });
    const store = recordingStore();
    copySetCookies(headers.getSetCookie(), store);

    const session = store.writes.find((write) => write.name === 'portcullis.session_token')!;
    // `token.signature`, decoded: the store encodes it again when it writes the header.
    expect(session.value.startsWith(`${response.token}.`)).toBe(true);
    expect(session.attributes).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 604_800,
    });
  });

  it('keeps every attribute and the order of repeated cookies', () => {
    const expires = new Date('2030-01-02T03:04:05.000Z');
    const store = recordingStore();
    copySetCookies(
      [
        serializeCookie('__Secure-a', 'x y+/=', {
          domain: 'example.com',
          path: '/app',
          expires,
          maxAge: 60,
          secure: true,
          httpOnly: true,
          sameSite: 'strict',
          partitioned: true,
          priority: 'high',
        }),
        serializeCookie('b', '1', { sameSite: 'none', secure: true }),
        serializeCookie('b', '', { maxAge: 0, path: '/' }),
        '=nameless',
      ],
      store,
    );
    expect(store.writes).toEqual([
      {
        name: '__Secure-a',
        value: 'x y+/=',
        attributes: {
          domain: 'example.com',
          path: '/app',
          expires,
          maxAge: 60,
          secure: true,
          httpOnly: true,
          sameSite: 'strict',
          partitioned: true,
          priority: 'high',
        },
      },
      { name: 'b', value: '1', attributes: { sameSite: 'none', secure: true } },
      // A deletion stays a deletion.
      { name: 'b', value: '', attributes: { maxAge: 0, path: '/' } },
    ]);
  });
});
