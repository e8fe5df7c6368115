/** The few requests the harness itself makes: seeding users and signing one in. */
import { request } from 'node:http';
import type { Server } from './server-process.js';

/** The password of every seeded and generated user. */
export const PASSWORD = 'bench-pass-1234';

interface Answer {
  status: number;
  /** `name=value` of each Set-Cookie. */
  cookies: string[];
  text: string;
}

function call(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        timeout: 30_000,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
            text,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const post = (port: number, path: string, body: unknown, cookie?: string) =>
  call(port, 'POST', path, { body, cookie });

/** Signs `count` users (`user<i>@bench.example`) up through the server's own route, 4 at a time. */
export async function seed(server: Server, count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        const { status } = await post(server.port, '/api/auth/sign-up/email', {
          name: `User ${i}`,
          email: `user${i}@bench.example`,
          password: PASSWORD,
        });
        if (status !== 200) throw new Error(`${server.kind}: sign-up ${i} answered ${status}`);
      }
    }),
  );
}

/** Signs user0 in and returns the Cookie header (session token, and the cache cookie if on). */
export async function signIn(server: Server): Promise<string> {
  const { status, cookies } = await post(server.port, '/api/auth/sign-in/email', {
    email: 'user0@bench.example',
    password: PASSWORD,
  });
  if (status !== 200) throw new Error(`${server.kind}: sign-in answered ${status}`);
  return cookies.filter((c) => c.includes('=') && !c.endsWith('=')).join('; ');
}

/** Creates an organization as the signed-in user (its owner) and returns its id. */
export async function createOrganization(
  server: Server,
  cookie: string,
  slug: string,
): Promise<string> {
  const { status, text } = await post(
    server.port,
    '/api/auth/organization/create',
    { name: slug, slug },
    cookie,
  );
  if (status !== 200) throw new Error(`${server.kind}: organization/create answered ${status}`);
  return (JSON.parse(text) as { id: string }).id;
}

/** Fetches `url` once with the cookie and fails unless it answers 200 (a scenario's sanity check). */
export async function expectOk(server: Server, path: string, cookie: string): Promise<string> {
  const { status, text } = await call(server.port, 'GET', path, { cookie });
  if (status !== 200) throw new Error(`${server.kind}: GET ${path} answered ${status}: ${text}`);
  return text;
}

/** `process.memoryUsage()` fields, bytes. */
export interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Size of each V8 heap space (`new_space`, `old_space`, `code_space`…), bytes. */
  spaces?: Record<string, number>;
}

/**
 * The server's memory now and at its highest RSS since the last reset, sampled every 200 ms by
 * the server itself (`GET /__bench/memory`, see servers/common.ts); `reset` starts a new window,
 * `gc` runs a full collection first (servers run with `--expose-gc`), so `now` is live memory.
 */
export async function serverMemory(
  server: Server,
  options: { reset?: boolean; gc?: boolean } = {},
): Promise<{ now: MemoryUsage; peak: MemoryUsage }> {
  const query = [options.reset ? 'reset=1' : '', options.gc ? 'gc=1' : ''].filter(Boolean);
  const path = `/__bench/memory${query.length ? `?${query.join('&')}` : ''}`;
  const { text } = await call(server.port, 'GET', path);
  return JSON.parse(text) as { now: MemoryUsage; peak: MemoryUsage };
}
