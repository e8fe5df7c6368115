import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { toNodeHandler } from '../../src/integrations/node.js';
import { createTestAuth, user } from '../helpers.js';

// Issue 19, HTTP hygiene: keep-alive connections after an early answer, the socket address as the
// client IP without proxies, and the standard Retry-After on 429.
let server: Server | undefined;
let agents: http.Agent[] = [];
afterEach(async () => {
  for (const agent of agents) agent.destroy();
  agents = [];
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(options: Parameters<typeof createTestAuth>[0] = {}) {
  const t = await createTestAuth(options);
  server = createServer(toNodeHandler(t.auth));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { ...t, port: (server!.address() as AddressInfo).port };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request over `agent` (keep-alive), from `localAddress` when given. */
function send(
  port: number,
  agent: http.Agent | undefined,
  init: {
    method?: string;
    path: string;
    body?: string;
    headers?: Record<string, string>;
    localAddress?: string;
  },
) {
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        localAddress: init.localAddress,
        method: init.method ?? 'GET',
        path: `/api/auth${init.path}`,
        headers: { 'content-type': 'application/json', ...init.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const keepAlive = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
};

describe('toNodeHandler on a keep-alive connection', () => {
  it.each([
    ['413 from Content-Length', { 'content-type': 'application/json' }, 200_000],
    ['415 media type', { 'content-type': 'text/csv' }, 900],
    ['404 unknown route', { 'content-type': 'application/json' }, 900],
  ])('answers the next request at once after a %s', async (_name, headers, size) => {
    const { port } = await serve({ advanced: { maxBodySizeBytes: 1024 } });
    const agent = keepAlive();
    const path = _name.startsWith('404') ? '/no-such-route' : '/sign-in/email';
    const first = await send(port, agent, {
      method: 'POST',
      path,
      headers,
      body: JSON.stringify({ email: user.email, password: 'x'.repeat(size) }),
    });
    expect(first.status).toBeGreaterThanOrEqual(400);
    const next = await send(port, agent, { path: '/ok' });
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toEqual({ ok: true });
    // The unread rest of the body used to stall the connection for seconds.
    expect(next.ms).toBeLessThan(1_000);
  });
});

describe('the client IP without trusted proxies', () => {
  const limited = {
    rateLimit: {
      enabled: true,
      customRules: { '/sign-in/email': { window: 60, max: 2 } },
    },
  };
  const attempt = (port: number, localAddress: string, forwarded?: string) =>
    send(port, undefined, {
      method: 'POST',
      path: '/sign-in/email',
      localAddress,
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
    });

  it('is the socket address: each client has its own rate-limit bucket', async () => {
    const { port } = await serve(limited);
    const a = [await attempt(port, '127.0.0.2'), await attempt(port, '127.0.0.2')];
    expect(a.map((r) => r.status)).toEqual([401, 401]);
    expect((await attempt(port, '127.0.0.2')).status).toBe(429);
    // Another address is another client, not the same shared bucket.
    expect((await attempt(port, '127.0.0.3')).status).toBe(401);
  });

  it('ignores X-Forwarded-For, which any client can send', async () => {
    const { port } = await serve(limited);
    await attempt(port, '127.0.0.4', '198.51.100.1');
    await attempt(port, '127.0.0.4', '198.51.100.2');
    expect((await attempt(port, '127.0.0.4', '198.51.100.3')).status).toBe(429);
  });

  it('is stored on the session', async () => {
    const { port, auth } = await serve();
    const signUp = await send(port, undefined, {
      method: 'POST',
      path: '/sign-up/email',
      localAddress: '127.0.0.5',
      body: JSON.stringify(user),
    });
    expect(signUp.status).toBe(200);
    const sessions = await auth.$context.adapter.findMany<{ id: string; ipAddress: string }>({
      model: 'session',
    });
    expect(sessions.map((s) => s.ipAddress)).toEqual(['127.0.0.5']);
  });

  it('answers 429 with Retry-After beside X-Retry-After', async () => {
    const { port } = await serve(limited);
    await attempt(port, '127.0.0.6');
    await attempt(port, '127.0.0.6');
    const refused = await attempt(port, '127.0.0.6');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.headers['x-retry-after']).toBe(String(seconds));
  });
});
