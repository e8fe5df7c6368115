/** The few requests the harness itself makes: seeding users and signing one in. */
import { request } from 'node:http';
import type { Server } from './server-process.js';

/** The password of every seeded and generated user. */
export const PASSWORD = 'bench-pass-1234';

function post(
  port: number,
  path: string,
  body: unknown,
): Promise<{ status: number; cookies: string[] }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

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
