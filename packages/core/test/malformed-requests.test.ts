import { describe, expect, it } from 'vitest';
import { createTestAuth, user } from './helpers.js';

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('malformed requests get a 4xx, never a 500 or a crash', () => {
  it.each([
    ['truncated JSON', '{"email": "a@b.c", "pass'],
    ['invalid JSON', "{email: 'a'}"],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['wrong field types', JSON.stringify({ name: 1, email: true, password: ['x'] })],
    ['a 10,000-deep object', deep(10_000)],
    ['a 10,000-deep value in a field', `{"name":${deep(10_000)},"email":"a@b.co","password":"p"}`],
    ['a 10,000-deep array', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ])('%s → 400 VALIDATION_ERROR', async (_label, body) => {
    const { post } = await createTestAuth();
    const response = await post('/sign-up/email', body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(JSON.stringify(json)).not.toMatch(/sqlite|SELECT|at .*\.ts/i);
  });

  it('refuses a body over the 1 MiB default with 413, by Content-Length or by streaming', async () => {
    const { auth, post } = await createTestAuth();
    const big = JSON.stringify({ ...user, name: 'x'.repeat(1_100_000) });
    const declared = await post('/sign-up/email', big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Payload too large',
    });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(100_000).fill(32));
        controller.close();
      },
    });
    const streamed = await auth.handler(
      new Request('http://localhost:3000/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('honours a configured body limit', async () => {
    const { post } = await createTestAuth({ advanced: { maxBodySizeBytes: 100 } });
    const response = await post('/sign-up/email', { ...user, name: 'x'.repeat(200) });
    expect(response.status).toBe(413);
  });

  it('accepts form-encoded bodies and refuses other media types with 415', async () => {
    const { post } = await createTestAuth();
    const form = new URLSearchParams(user).toString();
    const ok = await post('/sign-up/email', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(ok.status).toBe(200);
    const xml = await post('/sign-up/email', '<user/>', { 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
  });

  it('answers 404 with no body for unknown routes, wrong methods and paths outside the base', async () => {
    const { get, auth } = await createTestAuth();
    for (const response of [
      await get('/nope'),
      await get('/sign-in/email'),
      await auth.handler(new Request('http://localhost:3000/elsewhere')),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('');
    }
  });

  it('turns an unexpected exception into a logged 500 without details', async () => {
    const logged: unknown[] = [];
    const { post } = await createTestAuth({
      logger: { level: 'error', log: (_level, message, ...args) => logged.push(message, ...args) },
      emailAndPassword: {
        enabled: true,
        password: {
          hash: async () => {
            throw new Error('disk on fire at /secret/path.ts:12');
          },
          verify: async () => false,
        },
      },
    });
    const response = await post('/sign-up/email', user);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal Server Error',
    });
    expect(
      logged.some((entry) => entry instanceof Error && /disk on fire/.test(entry.message)),
    ).toBe(true);
  });
});

describe('health and error page', () => {
  it('GET /ok answers { ok: true }', async () => {
    const { get } = await createTestAuth();
    const response = await get('/ok');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('GET /error shows the escaped code in an HTML page that cannot be framed', async () => {
    const { get } = await createTestAuth();
    const response = await get(
      `/error?error=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const html = await response.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    const plain = await (await get('/error?error=please_restart_the_process')).text();
    expect(plain).toContain('please_restart_the_process');
  });
});
