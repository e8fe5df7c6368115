import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAuth, user } from '../helpers.js';

const RANGE = 'https://api.pwnedpasswords.com/range/:prefix';
const BREACHED = 'violet-anchor-quarry-42';
const CLEAN = 'another-quiet-harbour-7';
const sha1 = (value: string) => createHash('sha1').update(value).digest('hex').toUpperCase();

/** Every request msw saw: URL, headers and body, to prove what left the process. */
const seen: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
const server = setupServer();
server.events.on('request:start', async ({ request }) => {
  seen.push({
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.clone().text(),
  });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

/** A range answer: the breached password's suffix, padding lines (count 0), a decoy. */
function rangeHandler() {
  return http.get(RANGE, ({ params }) => {
    const lines = [
      '0018A45C4D1DEF81644B54AB7F969B88D65:3',
      'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0',
    ];
    const hash = sha1(BREACHED);
    if (params.prefix === hash.slice(0, 5)) lines.push(`${hash.slice(5)}:42`);
    // A padding line may carry a real suffix with a count of 0: it must not match.
    const clean = sha1(CLEAN);
    if (params.prefix === clean.slice(0, 5)) lines.push(`${clean.slice(5)}:0`);
    return new HttpResponse(lines.join('\r\n'), { headers: { 'content-type': 'text/plain' } });
  });
}

const setup = (haveIBeenPwned: { enabled: boolean; failOpen?: boolean; timeoutMs?: number }) =>
  createTestAuth({ emailAndPassword: { enabled: true, haveIBeenPwned } });

describe('haveIBeenPwned (k-anonymity range API)', () => {
  it('refuses a breached password with 400 and sends only the 5-character SHA-1 prefix', async () => {
    server.use(rangeHandler());
    const { post } = await setup({ enabled: true });
    const response = await post('/sign-up/email', { ...user, password: BREACHED });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH',
      message: 'Password has appeared in a data breach',
    });

    const hash = sha1(BREACHED);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`https://api.pwnedpasswords.com/range/${hash.slice(0, 5)}`);
    expect(seen[0]!.headers['add-padding']).toBe('true');
    const everything = JSON.stringify(seen);
    expect(everything).not.toContain(hash.slice(5));
    expect(everything).not.toContain(hash.toLowerCase().slice(5));
    expect(everything).not.toContain(BREACHED);
  });

  it('accepts a password whose suffix is absent or listed with a count of 0 (padding)', async () => {
    server.use(rangeHandler());
    const { post } = await setup({ enabled: true });
    const response = await post('/sign-up/email', { ...user, password: CLEAN });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain(CLEAN);
  });

  it('checks reset-password and change-password too', async () => {
    server.use(rangeHandler());
    const { post } = await setup({ enabled: true });
    const signUp = await post('/sign-up/email', { ...user, password: CLEAN });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const change = await post(
      '/change-password',
      { currentPassword: CLEAN, newPassword: BREACHED },
      { cookie },
    );
    expect(change.status).toBe(400);
    const reset = await post('/reset-password', { token: 'unknown', newPassword: BREACHED });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { code: string }).code).toBe(
      'PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH',
    );
  });

  it('does not call the service when disabled (the default)', async () => {
    const { post } = await createTestAuth();
    expect((await post('/sign-up/email', { ...user, password: BREACHED })).status).toBe(200);
    expect(seen).toHaveLength(0);
  });

  it('lets the password through on a network failure by default (failOpen)', async () => {
    server.use(http.get(RANGE, () => HttpResponse.error()));
    const { post } = await setup({ enabled: true });
    expect((await post('/sign-up/email', { ...user, password: BREACHED })).status).toBe(200);
  });

  it('lets the password through on an error answer or a timeout by default', async () => {
    server.use(http.get(RANGE, () => new HttpResponse(null, { status: 500 })));
    const first = await setup({ enabled: true });
    expect((await first.post('/sign-up/email', { ...user, password: BREACHED })).status).toBe(200);

    server.use(
      http.get(RANGE, async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return new HttpResponse('');
      }),
    );
    const second = await setup({ enabled: true, timeoutMs: 50 });
    const started = Date.now();
    expect((await second.post('/sign-up/email', { ...user, password: BREACHED })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('refuses with 503 on a network failure when failOpen is false', async () => {
    server.use(http.get(RANGE, () => HttpResponse.error()));
    const { post, auth } = await setup({ enabled: true, failOpen: false });
    const response = await post('/sign-up/email', { ...user, password: CLEAN });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'PASSWORD_BREACH_CHECK_IS_UNAVAILABLE',
      message: 'Password breach check is unavailable. Please try again later.',
    });
    expect(await auth.$context.store.findUserByEmail(user.email)).toBeNull();
  });
});
