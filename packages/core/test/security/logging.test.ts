import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordHasher } from '../../src/crypto/password.js';
import { defineEndpoint } from '../../src/kernel/endpoint.js';
import type { PortcullisPlugin } from '../../src/kernel/plugin.js';
import { createLogger, isSilentLogger, type LogLevel } from '../../src/utils/logger.js';
import {
  REDACTED,
  redact,
  redactString,
  rememberSecrets,
  withSecretScope,
} from '../../src/utils/redact.js';
import { cookieHeader, createTestAuth, SECRET, setCookies, user } from '../helpers.js';

/** A sink that renders every line the way a console would (Errors with stack, cause, fields). */
function captureLogs() {
  const lines: string[] = [];
  const log = (level: LogLevel, message: string, ...args: unknown[]) => {
    lines.push(`${level} ${message} ${args.map((arg) => inspect(arg, { depth: 12 })).join(' ')}`);
  };
  return { lines, logger: { level: 'debug' as const, log } };
}

/** Throws from inside an endpoint, quoting what a careless dependency would. */
const leaky: PortcullisPlugin = {
  id: 'leaky',
  endpoints: {
    leak: defineEndpoint('/leaky', { method: 'POST' }, (ctx) => {
      const error = new Error(
        `failed for ${JSON.stringify(ctx.body)} cookie=${ctx.headers.get('cookie')}`,
        {
          cause: {
            response: { access_token: 'ya29.provider-access-token', idToken: 'id-tok-123456' },
          },
        },
      );
      Object.assign(error, { detail: `Key (token)=(${ctx.headers.get('cookie')}) already exists` });
      throw error;
    }),
  },
};

describe('no secret, password, token or cookie reaches the log sink at level debug', () => {
  it('across sign-up, a wrong password, a reset with a failing sender and unexpected exceptions', async () => {
    const { lines, logger } = captureLogs();
    const resetTokens: string[] = [];
    const t = await createTestAuth({
      logger,
      plugins: [leaky],
      emailAndPassword: {
        enabled: true,
        sendResetPassword: async ({ url, token }) => {
          resetTokens.push(token);
          throw new Error(`SMTP refused the mail with link ${url} (token ${token})`);
        },
      },
      onEvent: () => {
        throw new Error('audit sink down');
      },
    });

    const signUp = await t.post('/sign-up/email', user);
    expect(signUp.status).toBe(200);
    const cookie = cookieHeader(signUp);
    const sessionToken = ((await signUp.json()) as { token: string }).token;
    const wrong = 'not-the-right-password';
    expect((await t.post('/sign-in/email', { email: user.email, password: wrong })).status).toBe(
      401,
    );

    expect((await t.post('/forget-password', { email: user.email, redirectTo: '/r' })).status).toBe(
      200,
    );
    await vi.waitFor(() => expect(resetTokens).toHaveLength(1));
    await vi.waitFor(() => expect(lines.some((l) => l.includes('background task'))).toBe(true));

    const leak = await t.post(
      '/leaky',
      { password: 'body-password-value', nested: { refreshToken: 'refresh-token-value' } },
      { cookie, authorization: `Bearer ${sessionToken}` },
    );
    expect(leak.status).toBe(500);

    // A password hasher that quotes the password in its error.
    const throwing: PasswordHasher = {
      hash: async (password) => {
        throw new Error(`cannot hash "${password}"`);
      },
      verify: async () => false,
    };
    const second = await createTestAuth({
      logger,
      emailAndPassword: { enabled: true, password: throwing },
    });
    const failed = await second.post('/sign-up/email', {
      ...user,
      email: 'grace@example.com',
      password: 'hasher-leaked-password',
    });
    expect(failed.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const secrets = [
      SECRET,
      user.password,
      wrong,
      sessionToken,
      ...Object.values(setCookies(signUp)).map((c) => c.value),
      decodeURIComponent(Object.values(setCookies(signUp))[0]!.value),
      ...resetTokens,
      'body-password-value',
      'refresh-token-value',
      'ya29.provider-access-token',
      'id-tok-123456',
      'hasher-leaked-password',
    ];
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const all = lines.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).toContain(REDACTED);
    // Still useful: what failed is there.
    expect(all).toContain('SMTP refused the mail');
    expect(all).toContain('Unhandled error in endpoint');
    expect(all).toContain('audit sink down');
  });

  it('logs the development-secret warning without the secret', async () => {
    const { lines, logger } = captureLogs();
    const { createPortcullis, memoryAdapter } = await import('../../src/index.js');
    createPortcullis({ baseURL: 'http://localhost:3000', database: memoryAdapter(), logger });
    expect(lines.join('\n')).toContain('default secret');
    expect(lines.join('\n')).not.toContain('portcullis-development-secret');
  });
});

describe('redact', () => {
  it('replaces sensitive keys at any depth, in arrays, Headers and Error fields', () => {
    const error = Object.assign(new Error('outer'), { accessToken: 'a1', status: 400 });
    const out = redact({
      password: 'p',
      newPassword: 'n',
      user: { email: 'ada@example.com', session: { token: 't', expiresAt: 'x' } },
      list: [{ client_secret: 's' }],
      headers: new Headers({ cookie: 'c=1', 'x-other': 'ok', authorization: 'Basic abc' }),
      code: 'oauth-code',
      error,
    }) as Record<string, any>;
    expect(out.password).toBe(REDACTED);
    expect(out.newPassword).toBe(REDACTED);
    expect(out.user.email).toBe('ada@example.com');
    expect(out.user.session).toEqual({ token: REDACTED, expiresAt: 'x' });
    expect(out.list[0].client_secret).toBe(REDACTED);
    expect(out.headers).toEqual({ cookie: REDACTED, 'x-other': 'ok', authorization: REDACTED });
    expect(out.code).toBe(REDACTED);
    expect(out.error).toBeInstanceOf(Error);
    expect(out.error.accessToken).toBe(REDACTED);
    expect(out.error.status).toBe(400);
  });

  it('redacts Error messages, stacks and causes, and survives cycles', () => {
    const cause = new Error('token=abcdef123456 in query');
    const error = new Error('Authorization: Bearer eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl', {
      cause,
    });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const out = redact({ error, cyclic }) as { error: Error; cyclic: Record<string, unknown> };
    expect(out.error.message).not.toContain('eyJ');
    expect(out.error.stack).not.toContain('eyJ');
    expect((out.error.cause as Error).message).toBe(`token=${REDACTED} in query`);
    expect(out.cyclic.self).toBe(out.cyclic);
  });

  it('scrubs secret-shaped text and the values remembered for the current request', () => {
    expect(redactString('https://x.test/cb?code=abc123&state=xyz789&ok=1')).toBe(
      `https://x.test/cb?code=${REDACTED}&state=${REDACTED}&ok=1`,
    );
    expect(redactString('{"password":"hunter2hunter2"}')).toBe(`{"password":"${REDACTED}"}`);
    // A connection string quoted in a driver's message keeps its user and host, not its password.
    expect(redactString('no pg at postgres://app:p%40ss@db.internal:5432/app (ECONNREFUSED)')).toBe(
      `no pg at postgres://app:${REDACTED}@db.internal:5432/app (ECONNREFUSED)`,
    );
    withSecretScope(() => {
      rememberSecrets(['s3cr3t-value-of-this-request']);
      expect(redactString('it was s3cr3t-value-of-this-request!')).toBe(`it was ${REDACTED}!`);
    });
    // Outside its scope the value is not known any more (and nothing leaks between requests).
    expect(redactString('s3cr3t-value-of-this-request')).toBe('s3cr3t-value-of-this-request');
  });

  it('the logger redacts before the sink and still filters by level (default error)', () => {
    const lines: unknown[][] = [];
    const logger = createLogger({ log: (...line) => lines.push(line) });
    logger.warn('dropped', { password: 'x' });
    logger.error('kept token=abcdefgh', { password: 'x', ok: 1 });
    expect(lines).toEqual([['error', `kept token=${REDACTED}`, { password: REDACTED, ok: 1 }]]);
  });

  it('a disabled logger writes nothing and its requests run without a secret scope', async () => {
    const log = vi.fn();
    const logger = createLogger({ disabled: true, level: 'debug', log });
    expect(isSilentLogger(logger)).toBe(true);
    expect(isSilentLogger(createLogger({ log }))).toBe(false);
    expect(createLogger({ disabled: true })).not.toBe(logger);
    logger.error('never written', { password: 'x' });
    expect(log).not.toHaveBeenCalled();

    // What an endpoint remembers is kept only inside a scope: with logging on, the request has
    // one (the value is scrubbed while it runs); with logging off it has none to fill.
    const seen: string[] = [];
    const probe: PortcullisPlugin = {
      id: 'probe',
      endpoints: {
        probe: defineEndpoint('/probe', { method: 'GET' }, () => {
          rememberSecrets(['value-remembered-by-the-probe']);
          seen.push(redactString('value-remembered-by-the-probe'));
          return { ok: true };
        }),
      },
    };
    for (const settings of [
      { level: 'debug' as const, log },
      { disabled: true, log },
    ]) {
      const t = await createTestAuth({ logger: settings, plugins: [probe] });
      const response = await t.auth.handler(new Request('http://localhost:3000/api/auth/probe'));
      expect(await response.json()).toEqual({ ok: true });
    }
    expect(seen).toEqual([REDACTED, 'value-remembered-by-the-probe']);
    expect(log).not.toHaveBeenCalled();
  });
});
