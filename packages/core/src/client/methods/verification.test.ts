import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { type AuthClient, createAuthClient } from '../index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };

describe('sendVerificationEmail and verifyEmail', () => {
  let server: TestServer;
  let client: AuthClient;

  beforeEach(async () => {
    server = await createTestServer({
      captureEmails: true,
      emailVerification: { autoSignInAfterVerification: true },
    });
    client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    await client.signUp.email(ada);
    await client.signOut();
  });

  it('sends the link, then verifies and signs in through it, updating the store', async () => {
    const sent = await client.sendVerificationEmail({ email: ada.email, callbackURL: '/welcome' });
    expect(sent).toEqual({ data: { status: true }, error: null });
    const email = await server.nextEmail('verify-email');
    expect(email.to).toBe(ada.email);
    expect(new URL(email.url).searchParams.get('callbackURL')).toBe('/welcome');

    const { data, error } = await client.verifyEmail({ query: { token: email.token } });
    expect(error).toBeNull();
    expect(data?.status).toBe(true);
    expect(data?.user).toMatchObject({ email: ada.email, emailVerified: true });
    expect(data?.user?.updatedAt).toBeInstanceOf(Date);
    expect(client.$store.getSnapshot().data?.user).toMatchObject({ emailVerified: true });
  });

  it('answers 401 INVALID_TOKEN for an unknown token, leaving the store alone', async () => {
    const before = server.requests.length;
    expect(await client.verifyEmail({ query: { token: 'nope' } })).toEqual({
      data: null,
      error: { status: 401, code: 'INVALID_TOKEN', message: 'invalid_token' },
    });
    expect(server.requests.slice(before).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/verify-email',
    ]);
  });

  it("answers 400 VERIFICATION_EMAIL_ISNT_ENABLED when the server can't send", async () => {
    const bare = await createTestServer();
    const other = createAuthClient({ baseURL: TEST_ORIGIN, fetch: bare.fetch });
    const { error } = await other.sendVerificationEmail({ email: ada.email });
    expect(error).toEqual({
      status: 400,
      code: 'VERIFICATION_EMAIL_ISNT_ENABLED',
      message: "Verification email isn't enabled",
    });
  });
});
