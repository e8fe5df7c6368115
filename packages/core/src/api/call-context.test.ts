import { describe, expect, it } from 'vitest';
import { cookieHeader, createTestAuth, setCookies } from '../../test/helpers.js';
import { defineEndpoint } from '../kernel/endpoint.js';

// The context is a class for speed; handlers must not be able to tell.
describe('the endpoint context', () => {
  it('keeps its helpers working when destructured, and reads request cookies', async () => {
    const echo = defineEndpoint('/echo', { method: 'GET' }, (ctx) => {
      const { getCookie, setCookie, setHeader } = ctx;
      setCookie('seen', getCookie('visit') ?? 'none', { maxAge: 60 });
      setHeader('x-echo', 'yes');
      return { visit: getCookie('visit') ?? null, hasRequest: ctx.request instanceof Request };
    });
    const { get } = await createTestAuth({ plugins: [{ id: 'echo', endpoints: { echo } }] });
    const response = await get('/echo', { cookie: 'visit=abc' });
    expect(await response.json()).toEqual({ visit: 'abc', hasRequest: true });
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(setCookies(response).seen?.value).toBe('abc');
    expect(cookieHeader(response)).toContain('seen=abc');
  });

  it('shows after-hooks the headers the handler set, and an empty set when it set none', async () => {
    const seen: string[][] = [];
    const quiet = defineEndpoint('/quiet', { method: 'GET' }, () => ({ ok: true }));
    const loud = defineEndpoint('/loud', { method: 'GET' }, (ctx) => {
      ctx.setHeader('x-loud', '1');
      return { ok: true };
    });
    const { get } = await createTestAuth({
      plugins: [
        {
          id: 'spy',
          endpoints: { quiet, loud },
          hooks: {
            after: (ctx) => {
              seen.push([...ctx.responseHeaders.keys()]);
            },
          },
        },
      ],
    });
    await get('/quiet');
    await get('/loud');
    expect(seen).toEqual([[], ['x-loud']]);
  });
});
