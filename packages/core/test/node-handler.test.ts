import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fromNodeHeaders, toNodeHandler } from '../src/integrations/node.js';
import { defineEndpoint } from '../src/kernel/endpoint.js';
import type { PortcullisPlugin } from '../src/kernel/plugin.js';
import { getClientIp } from '../src/rate-limit/client-ip.js';
import { createTestAuth, user } from './helpers.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function listen(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A server over `toNodeHandler`, and the answer to a sign-up made through it. */
async function signedUpOverHttp() {
  const { auth } = await createTestAuth();
  const origin = await listen(toNodeHandler(auth));
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  return { origin, signUp };
}

describe('toNodeHandler', () => {
  it('serves sign-up, get-session and sign-out over node:http with cookies', async () => {
    const { origin, signUp } = await signedUpOverHttp();
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
    const session = await (
      await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } })
    ).json();
    expect(session.user.email).toBe(user.email);
    const unknown = await fetch(`${origin}/api/auth/nope`);
    expect(unknown.status).toBe(404);
  });

  it('sends each answer with its Content-Length, not chunked, and the security headers', async () => {
    const { origin, signUp } = await signedUpOverHttp();
    const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
    // With a Set-Cookie (its own headers) and without (the shared fixed list).
    for (const response of [
      signUp,
      await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } }),
      await fetch(`${origin}/api/auth/get-session`),
    ]) {
      const body = await response.text();
      expect(response.headers.get('transfer-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('works after a body parser consumed the stream (Express-style req.body)', async () => {
    const { auth } = await createTestAuth();
    const handler = toNodeHandler(auth);
    const origin = await listen((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        Object.assign(req, { body: JSON.parse(raw) });
        void handler(req, res);
      });
    });
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(user.email);
  });

  it('answers a body refused by its Content-Length with 413, discarding the rest to keep the connection', async () => {
    const { auth } = await createTestAuth();
    const origin = await listen(toNodeHandler(auth));
    const started = performance.now();
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    // 2 MiB is under the drain bound (8 MiB): read to its end, so the connection can be reused.
    expect(response.headers.get('connection')).toBe('keep-alive');
    expect((await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
    // A half-read upload once held the socket and server.close() waited ~5 s.
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(performance.now() - started).toBeLessThan(4_000);
    // A body that was read whole keeps the connection alive.
    const { origin: again } = await signedUpOverHttp();
    const kept = await fetch(`${again}/api/auth/get-session`);
    expect(kept.headers.get('connection')).toBe('keep-alive');
  });
});

describe('toNodeHandler: bodiless requests', () => {
  it('builds ctx.request on demand (method, URL, headers) and knows the peer address', async () => {
    const probe: PortcullisPlugin = {
      id: 'probe',
      endpoints: {
        probe: defineEndpoint('/probe', { method: 'GET' }, (ctx) => ({
          method: ctx.request?.method,
          url: ctx.request?.url,
          header: ctx.request?.headers.get('x-probe'),
          ip: getClientIp(ctx.headers, ctx.context.options.ipAddress),
        })),
      },
    };
    const { auth } = await createTestAuth({ plugins: [probe] });
    const origin = await listen(toNodeHandler(auth));
    const got = await fetch(`${origin}/api/auth/probe?x=1`, { headers: { 'x-probe': 'é-ok' } });
    expect(await got.json()).toEqual({
      method: 'GET',
      url: `${origin}/api/auth/probe?x=1`,
      header: 'é-ok',
      ip: '127.0.0.1',
    });
  });
});

describe('fromNodeHeaders', () => {
  it('converts repeated and single headers', () => {
    const headers = fromNodeHeaders({ cookie: 'a=1', 'x-many': ['1', '2'], absent: undefined });
    expect(headers.get('cookie')).toBe('a=1');
    expect(headers.get('x-many')).toBe('1, 2');
    expect(headers.has('absent')).toBe(false);
  });
});
