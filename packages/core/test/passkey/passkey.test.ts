import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../src/plugins/admin/index.js';
import { twoFactor } from '../../src/plugins/two-factor/index.js';
import { TEST_ORIGIN } from '../kit/test-server.js';
import { createPasskeyServer, json, passkeyCalls } from './passkey-kit.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('passkey registration', () => {
  it('answers creation options as Better Auth 1.2.7 and binds the challenge to a signed cookie', async () => {
    const { calls, server } = await createPasskeyServer();
    const response = await calls.registerOptions('?authenticatorAttachment=platform');
    expect(response.status).toBe(200);
    const options = await json(response);
    expect(options).toMatchObject({
      rp: { name: 'Portcullis', id: 'localhost' },
      user: { name: 'ada@example.com', displayName: '' },
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: 60000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: {
        residentKey: 'preferred',
        userVerification: 'preferred',
        requireResidentKey: false,
        authenticatorAttachment: 'platform',
      },
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.includes('better-auth-passkey'));
    expect(cookie).toMatch(/^portcullis\.better-auth-passkey=[A-Za-z0-9]{32}\./);
    expect(cookie).toContain('Max-Age=300');
    expect(cookie).toContain('HttpOnly');
    expect(server.cookies.has('portcullis.better-auth-passkey')).toBe(true);
  });

  it('verifies an attestation, stores the passkey with Better Auth encodings, and lists it', async () => {
    const { calls, registerPasskey, userId, nextEvent, server } = await createPasskeyServer();
    const { row, credential } = await registerPasskey('Laptop');
    expect(row).toMatchObject({
      name: 'Laptop',
      userId,
      credentialID: credential.id,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      transports: 'internal,hybrid',
    });
    // The authenticator model is stored, not answered (Better Auth 1.2.7 has no such column).
    expect(row).not.toHaveProperty('aaguid');
    const stored = await server.auth.$context.adapter.findOne<{ id: string; aaguid: string }>({
      model: 'passkey',
      where: [{ field: 'id', value: row.id }],
    });
    expect(stored?.aaguid).toBe('00000000-0000-0000-0000-000000000000');
    // Standard base64 with padding of the COSE key (Better Auth's `base64.encode`).
    expect(row.publicKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(row.publicKey, 'base64')[0]).toBe(0xa5); // a CBOR map of 5
    const listed = await json(await calls.list());
    expect(listed).toEqual([row]);
    expect(await nextEvent('passkey.add')).toMatchObject({
      userId,
      details: { passkeyId: row.id },
    });
    // The registered credential is excluded from the next registration.
    const again = await json(await calls.registerOptions());
    expect(again.excludeCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('refuses a registration replayed with its used challenge: 400, null body, one passkey', async () => {
    const { calls, authenticator, server } = await createPasskeyServer();
    const options = await json(await calls.registerOptions());
    const { response } = authenticator.register(options);
    expect((await calls.verifyRegistration(response)).status).toBe(200);
    // As in Better Auth, the cookie stays until it expires; the challenge it names is gone.
    expect(server.cookies.has('portcullis.better-auth-passkey')).toBe(true);
    const replay = await calls.verifyRegistration(response);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toBe('null');
    expect(await json(await calls.list())).toHaveLength(1);
  });

  it('refuses the replay from another browser holding a copy of the cookie', async () => {
    const { calls, authenticator, server } = await createPasskeyServer();
    const options = await json(await calls.registerOptions());
    const { response } = authenticator.register(options);
    const copy = server.newBrowser();
    for (const [name, value] of server.cookies) copy.cookies.set(name, value);
    expect((await calls.verifyRegistration(response)).status).toBe(200);
    const replay = await passkeyCalls(copy).verifyRegistration(response);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toBe('null');
    expect(await json(await calls.list())).toHaveLength(1);
  });

  it('answers 400 CHALLENGE_NOT_FOUND without the challenge cookie', async () => {
    const { calls, authenticator, server } = await createPasskeyServer();
    const options = await json(await calls.registerOptions());
    server.cookies.delete('portcullis.better-auth-passkey');
    const answer = await calls.verifyRegistration(authenticator.register(options).response);
    expect(answer.status).toBe(400);
    expect(await json(answer)).toEqual({
      code: 'CHALLENGE_NOT_FOUND',
      message: 'Challenge not found',
    });
  });

  it('refuses a challenge older than 5 minutes (400, null body)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls, authenticator } = await createPasskeyServer();
    const options = await json(await calls.registerOptions());
    vi.setSystemTime(Date.now() + 301_000);
    const answer = await calls.verifyRegistration(authenticator.register(options).response);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe('null');
    expect(await json(await calls.list())).toEqual([]);
  });

  it.each([
    ['a wrong origin', { origin: 'https://evil.example' }],
    ['a wrong rpID', { rpID: 'evil.example' }],
    ['another challenge', { challenge: 'c29tZXRoaW5nLWVsc2U' }],
  ])('refuses an attestation with %s: 400 FAILED_TO_VERIFY_REGISTRATION', async (_, forged) => {
    const { calls, authenticator } = await createPasskeyServer();
    const options = await json(await calls.registerOptions());
    const answer = await calls.verifyRegistration(authenticator.register(options, forged).response);
    expect(answer.status).toBe(400);
    expect(await json(answer)).toEqual({
      code: 'FAILED_TO_VERIFY_REGISTRATION',
      message: 'Failed to verify registration',
    });
    expect(await json(await calls.list())).toEqual([]);
  });

  it('refuses a challenge issued to another user: 401 YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY', async () => {
    const { calls, authenticator } = await createPasskeyServer();
    const options = await json(await calls.registerOptions());
    await calls.signOut();
    await calls.signUp('grace@example.com'); // same browser, the challenge cookie kept
    const answer = await calls.verifyRegistration(authenticator.register(options).response);
    expect(answer.status).toBe(401);
    expect(await json(answer)).toMatchObject({
      code: 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY',
    });
    expect(await json(await calls.list())).toEqual([]);
  });

  it('needs a session, and a fresh one', async () => {
    const { server, calls } = await createPasskeyServer({});
    const stranger = passkeyCalls(server.newBrowser());
    expect((await stranger.registerOptions()).status).toBe(401);
    expect((await stranger.verifyRegistration({})).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_401_000);
    const stale = await calls.registerOptions();
    expect(stale.status).toBe(403);
    expect(await json(stale)).toMatchObject({ message: 'Session is not fresh' });
  });

  it('refuses a name longer than maxNameLength', async () => {
    const { calls, authenticator } = await createPasskeyServer({ maxNameLength: 5 });
    const options = await json(await calls.registerOptions());
    const answer = await calls.verifyRegistration(
      authenticator.register(options).response,
      'sixsix',
    );
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('passkey sign-in', () => {
  it('signs in with a discoverable credential: no allowCredentials without a session, session cookie set', async () => {
    const { server, registerPasskey, userId, nextEvent, authenticator } =
      await createPasskeyServer();
    const { credential } = await registerPasskey();
    const browser = server.newBrowser();
    const other = passkeyCalls(browser);
    const options = await json(await other.authenticateOptions());
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      timeout: 60000,
    });
    expect(options.allowCredentials).toBeUndefined();
    const assertion = authenticator.authenticate(options, credential);
    const answer = await other.verifyAuthentication(assertion);
    expect(answer.status).toBe(200);
    const body = await json(answer);
    expect(body.session).toMatchObject({ userId });
    expect(Object.keys(body)).toEqual(['session']);
    const session = await json(await browser.fetch(`${TEST_ORIGIN}/api/auth/get-session`));
    expect(session.user.id).toBe(userId);
    const event = await nextEvent('sign-in.success');
    expect(event).toMatchObject({
      userId,
      sessionId: body.session.id,
      details: { method: 'passkey' },
    });
    const stored = await json(await other.list());
    expect(stored[0].counter).toBe(1);
  });

  it('lists the signed-in user’s passkeys in allowCredentials', async () => {
    const { calls, registerPasskey } = await createPasskeyServer();
    const { credential } = await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    expect(options.allowCredentials).toEqual([
      { id: credential.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('uses a challenge once: a replayed assertion answers 400 CHALLENGE_NOT_FOUND', async () => {
    const { calls, authenticator, registerPasskey, server } = await createPasskeyServer();
    await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    const saved = server.cookies.get('portcullis.better-auth-passkey')!;
    const assertion = authenticator.authenticate(options);
    expect((await calls.verifyAuthentication(assertion)).status).toBe(200);
    server.cookies.set('portcullis.better-auth-passkey', saved);
    const replay = await calls.verifyAuthentication(assertion);
    expect(replay.status).toBe(400);
    expect(await json(replay)).toEqual({
      code: 'CHALLENGE_NOT_FOUND',
      message: 'Challenge not found',
    });
  });

  it('lets exactly one of two concurrent verifications with one challenge through', async () => {
    const { calls, authenticator, registerPasskey } = await createPasskeyServer();
    await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    const assertion = authenticator.authenticate(options);
    const answers = await Promise.all([
      calls.verifyAuthentication(assertion),
      calls.verifyAuthentication(assertion),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired challenge: 400 CHALLENGE_NOT_FOUND', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls, authenticator, registerPasskey } = await createPasskeyServer();
    await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    vi.setSystemTime(Date.now() + 301_000);
    const answer = await calls.verifyAuthentication(authenticator.authenticate(options));
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'CHALLENGE_NOT_FOUND' });
  });

  it('answers 400 CHALLENGE_NOT_FOUND without the challenge cookie', async () => {
    const { calls, authenticator, registerPasskey, server } = await createPasskeyServer();
    await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    server.cookies.delete('portcullis.better-auth-passkey');
    const answer = await calls.verifyAuthentication(authenticator.authenticate(options));
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'CHALLENGE_NOT_FOUND' });
  });

  it('answers 401 PASSKEY_NOT_FOUND for an unknown credential, recording the failure', async () => {
    const { calls, authenticator, registerPasskey, nextEvent } = await createPasskeyServer();
    const { credential } = await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    const answer = await calls.verifyAuthentication({
      ...authenticator.authenticate(options, credential),
      id: 'AAAA',
    });
    expect(answer.status).toBe(401);
    expect(await json(answer)).toEqual({ code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' });
    expect(await nextEvent('sign-in.failure')).toMatchObject({
      details: { method: 'passkey', reason: 'passkey_not_found' },
    });
  });

  it.each([
    ['a wrong origin', { origin: 'https://evil.example' }],
    ['a wrong rpID', { rpID: 'evil.example' }],
    ['another challenge', { challenge: 'c29tZXRoaW5nLWVsc2U' }],
  ])('refuses an assertion with %s: 400 AUTHENTICATION_FAILED, no session', async (_, forged) => {
    const { authenticator, registerPasskey, server, userId, nextEvent } =
      await createPasskeyServer();
    await registerPasskey();
    const browser = server.newBrowser();
    const other = passkeyCalls(browser);
    const options = await json(await other.authenticateOptions());
    const answer = await other.verifyAuthentication(
      authenticator.authenticate(options, undefined, forged),
    );
    expect(answer.status).toBe(400);
    expect(await json(answer)).toEqual({
      code: 'AUTHENTICATION_FAILED',
      message: 'Authentication failed',
    });
    expect(await json(await browser.fetch(`${TEST_ORIGIN}/api/auth/get-session`))).toBeNull();
    expect(await nextEvent('sign-in.failure')).toMatchObject({
      userId,
      details: { method: 'passkey', reason: 'invalid_assertion' },
    });
  });

  it('refuses a signature counter that goes backwards (a cloned authenticator)', async () => {
    const { calls, authenticator, registerPasskey } = await createPasskeyServer();
    const { credential } = await registerPasskey();
    const first = await json(await calls.authenticateOptions());
    expect(
      (
        await calls.verifyAuthentication(
          authenticator.authenticate(first, credential, { counter: 5 }),
        )
      ).status,
    ).toBe(200);
    const second = await json(await calls.authenticateOptions());
    const answer = await calls.verifyAuthentication(
      authenticator.authenticate(second, credential, { counter: 3 }),
    );
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    expect((await json(await calls.list()))[0].counter).toBe(5);
  });

  it('refuses a forged signature', async () => {
    const { calls, authenticator, registerPasskey } = await createPasskeyServer();
    await registerPasskey();
    const options = await json(await calls.authenticateOptions());
    const assertion = authenticator.authenticate(options);
    const forged = {
      ...assertion,
      response: {
        ...assertion.response,
        signature: authenticator.authenticate({ challenge: 'eA' }).response.signature,
      },
    };
    const answer = await calls.verifyAuthentication(forged);
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
  });
});

describe('passkey management', () => {
  async function twoUsers() {
    const kit = await createPasskeyServer();
    const { row } = await kit.registerPasskey('Ada’s key');
    const grace = passkeyCalls(kit.server.newBrowser());
    await grace.signUp('grace@example.com');
    return { ...kit, row, grace };
  }

  it('renames the owner’s passkey: { passkey }, passkey.rename recorded', async () => {
    const { calls, row, nextEvent, userId } = await twoUsers();
    const answer = await calls.update(row.id, 'Work laptop');
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ passkey: { ...row, name: 'Work laptop' } });
    expect(await nextEvent('passkey.rename')).toMatchObject({
      userId,
      details: { passkeyId: row.id },
    });
  });

  it('refuses to rename another user’s passkey (401) or an unknown one (404), leaving it untouched', async () => {
    const { calls, row, grace } = await twoUsers();
    const theirs = await grace.update(row.id, 'mine now');
    expect(theirs.status).toBe(401);
    expect(await json(theirs)).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY',
      message: 'You are not allowed to register this passkey',
    });
    const unknown = await grace.update('nope', 'x');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({
      code: 'PASSKEY_NOT_FOUND',
      message: 'Passkey not found',
    });
    expect((await json(await calls.list()))[0].name).toBe('Ada’s key');
  });

  it('deletes only the owner’s passkey: another user’s id answers null and deletes nothing', async () => {
    const { calls, row, grace, nextEvent, userId, events } = await twoUsers();
    const theirs = await grace.remove(row.id);
    expect(theirs.status).toBe(200);
    expect(await theirs.text()).toBe('null');
    expect(await json(await calls.list())).toHaveLength(1);
    expect(events.some((event) => event.type === 'passkey.delete')).toBe(false);
    const mine = await calls.remove(row.id);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toBe('null');
    expect(await json(await calls.list())).toEqual([]);
    expect(await nextEvent('passkey.delete')).toMatchObject({
      userId,
      details: { passkeyId: row.id },
    });
  });

  it('answers 401 without a session', async () => {
    const { server, row } = await twoUsers();
    const stranger = passkeyCalls(server.newBrowser());
    expect((await stranger.list()).status).toBe(401);
    expect((await stranger.update(row.id, 'x')).status).toBe(401);
    expect((await stranger.remove(row.id)).status).toBe(401);
  });
});

describe('passkey sign-in with the two-factor plugin', () => {
  it('signs a user with two-factor on straight in: a passkey is both factors', async () => {
    const { server, registerPasskey, userId, authenticator } = await createPasskeyServer({}, [
      twoFactor(),
    ]);
    await registerPasskey();
    await server.auth.$context.adapter.update({
      model: 'user',
      where: [{ field: 'id', value: userId }],
      update: { twoFactorEnabled: true },
    });
    // The password sign-in of that user is challenged…
    const browser = server.newBrowser();
    const other = passkeyCalls(browser);
    const password = await other.post('/sign-in/email', {
      email: 'ada@example.com',
      password: 'password-1234',
    });
    expect(await json(password)).toEqual({ twoFactorRedirect: true });
    // …the passkey sign-in is not.
    const options = await json(await other.authenticateOptions());
    const answer = await other.verifyAuthentication(authenticator.authenticate(options));
    expect(answer.status).toBe(200);
    expect((await json(answer)).session).toMatchObject({ userId });
    const session = await json(await browser.fetch(`${TEST_ORIGIN}/api/auth/get-session`));
    expect(session.user.id).toBe(userId);
  });
});

describe('passkey sign-in with the admin plugin', () => {
  it('refuses a banned user’s passkey: 400 AUTHENTICATION_FAILED, no session', async () => {
    const { server, registerPasskey, userId, authenticator } = await createPasskeyServer({}, [
      admin(),
    ]);
    await registerPasskey();
    await server.auth.$context.adapter.update({
      model: 'user',
      where: [{ field: 'id', value: userId }],
      update: { banned: true },
    });
    const browser = server.newBrowser();
    const other = passkeyCalls(browser);
    const options = await json(await other.authenticateOptions());
    const answer = await other.verifyAuthentication(authenticator.authenticate(options));
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    expect(await json(await browser.fetch(`${TEST_ORIGIN}/api/auth/get-session`))).toBeNull();
  });
});
