import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieHeader, createTestAuth, user } from '../../../test/helpers.js';
import { toErrorCode } from '../../plugin/index.js';
import { ONE_TIME_TOKEN_ERROR_CODES } from './error-codes.js';
import { type OneTimeTokenOptions, oneTimeToken } from './index.js';

const refused = (code: keyof typeof ONE_TIME_TOKEN_ERROR_CODES) => ({
  code,
  message: ONE_TIME_TOKEN_ERROR_CODES[code],
});

async function setup(options?: OneTimeTokenOptions, extra = {}) {
  const t = await createTestAuth({ ...extra, plugins: [oneTimeToken(options)] });
  const signUp = await t.post('/sign-up/email', user);
  const { token: sessionToken } = await signUp.clone().json();
  const cookie = cookieHeader(signUp);
  const generate = async () => {
    const response = await t.get('/one-time-token/generate', { cookie });
    return (await response.json()).token as string;
  };
  const verify = (token: unknown) => t.post('/one-time-token/verify', { token });
  return { ...t, cookie, sessionToken, generate, verify };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('oneTimeToken() options', () => {
  it('keeps every code equal to its message upper-cased', () => {
    for (const [code, message] of Object.entries(ONE_TIME_TOKEN_ERROR_CODES)) {
      expect(toErrorCode(message)).toBe(code);
    }
  });

  it('refuses an expiresIn that is not a positive number', () => {
    expect(() => oneTimeToken({ expiresIn: 0 })).toThrow(/expiresIn/);
    expect(() => oneTimeToken({ expiresIn: Number.NaN })).toThrow(/expiresIn/);
  });
});

describe('GET /one-time-token/generate', () => {
  it('issues a 32-character token stored in the verification table for 3 minutes', async () => {
    const { auth, cookie, get, sessionToken } = await setup();
    const before = Date.now();
    const response = await get('/one-time-token/generate', { cookie });
    expect(response.status).toBe(200);
    const { token } = await response.json();
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const row = await auth.$context.store.findVerification(`one-time-token:${token}`);
    expect(row?.value).toBe(sessionToken);
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(179_000);
    expect(lifetime).toBeLessThanOrEqual(181_000);
  });

  it('takes expiresIn in minutes', async () => {
    const { auth, generate } = await setup({ expiresIn: 10 });
    const before = Date.now();
    const row = await auth.$context.store.findVerification(`one-time-token:${await generate()}`);
    expect(row!.expiresAt.getTime() - before).toBeGreaterThan(599_000);
  });

  it('needs a session', async () => {
    const { get } = await setup();
    const response = await get('/one-time-token/generate');
    expect(response.status).toBe(401);
  });

  it('with disableClientRequest, refuses HTTP but serves server calls', async () => {
    const { auth, cookie, get } = await setup({ disableClientRequest: true });
    const response = await get('/one-time-token/generate', { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused('CLIENT_REQUESTS_ARE_DISABLED'));
    const api = auth.api as unknown as {
      generateOneTimeToken: (input: { headers: Headers }) => Promise<{ token: string }>;
    };
    const { token } = await api.generateOneTimeToken({ headers: new Headers({ cookie }) });
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('uses generateToken, given the session', async () => {
    const generateToken = vi.fn(() => 'custom-token-0123456789');
    const { generate, verify, sessionToken } = await setup({ generateToken });
    expect(await generate()).toBe('custom-token-0123456789');
    expect(generateToken).toHaveBeenCalledWith(
      expect.objectContaining({ session: expect.objectContaining({ token: sessionToken }) }),
    );
    expect((await verify('custom-token-0123456789')).status).toBe(200);
  });
});

describe('POST /one-time-token/verify', () => {
  it('answers the session and user the token stands for, without setting a cookie', async () => {
    const { generate, verify, sessionToken } = await setup();
    const response = await verify(await generate());
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = await response.json();
    expect(body.session.token).toBe(sessionToken);
    expect(body.user.email).toBe(user.email);
    expect(typeof body.session.expiresAt).toBe('string');
  });

  it('works once', async () => {
    const { generate, verify } = await setup();
    const token = await generate();
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(refused('INVALID_TOKEN'));
  });

  it('of parallel verifies of one token, exactly one wins', async () => {
    const { generate, verify } = await setup();
    for (let round = 0; round < 3; round++) {
      const token = await generate();
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(token)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
    }
  });

  it('refuses an unknown token, and a malformed body', async () => {
    const { verify } = await setup();
    const unknown = await verify('nope');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(refused('INVALID_TOKEN'));
    const malformed = await verify(42);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('VALIDATION_ERROR');
  });

  it('refuses an expired token, and deletes it', async () => {
    const { auth, generate, verify } = await setup();
    const token = await generate();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 + 1_000 });
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused('TOKEN_EXPIRED'));
    expect(await auth.$context.store.findVerification(`one-time-token:${token}`)).toBeNull();
  });

  it('refuses a token whose session ended', async () => {
    const { cookie, generate, post, verify } = await setup();
    const token = await generate();
    await post('/sign-out', {}, { cookie });
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused('SESSION_NOT_FOUND'));
  });

  it('stores the token hashed with advanced.hashVerificationTokens', async () => {
    const { auth, generate, verify } = await setup(undefined, {
      advanced: { hashVerificationTokens: true },
    });
    const token = await generate();
    const rows = await auth.$context.adapter.findMany<{ id: string; identifier: string }>({
      model: 'verification',
    });
    expect(rows.map((row) => row.identifier)).not.toContain(`one-time-token:${token}`);
    expect(rows[0]!.identifier).toMatch(/^one-time-token:[0-9a-f]{64}$/);
    expect((await verify(token)).status).toBe(200);
  });
});
