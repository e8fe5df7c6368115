import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../../test/kit/test-server.js';
import { type AuthClient, createAuthClient } from '../index.js';

const ada = { name: 'Ada', email: 'ada@example.com', password: 'analytical engine' };
const NEW_PASSWORD = 'difference engine';

describe('forgetPassword and resetPassword', () => {
  let server: TestServer;
  let client: AuthClient;

  beforeEach(async () => {
    server = await createTestServer({ captureEmails: true });
    client = createAuthClient({ baseURL: TEST_ORIGIN, fetch: server.fetch });
    await client.signUp.email(ada);
    await client.signOut();
  });

  it('emails a link through the server to redirectTo, and the token sets a new password', async () => {
    expect(await client.forgetPassword({ email: ada.email, redirectTo: '/reset' })).toEqual({
      data: { status: true },
      error: null,
    });
    const email = await server.nextEmail('reset-password');
    expect(email.url).toBe(
      `${TEST_ORIGIN}/api/auth/reset-password/${email.token}?callbackURL=%2Freset`,
    );

    expect(await client.resetPassword({ token: email.token, newPassword: NEW_PASSWORD })).toEqual({
      data: { status: true },
      error: null,
    });
    expect(
      (await client.signIn.email({ email: ada.email, password: ada.password })).error,
    ).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    expect(
      (await client.signIn.email({ email: ada.email, password: NEW_PASSWORD })).error,
    ).toBeNull();
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    expect(await client.requestPasswordReset({ email: 'nobody@example.com' })).toEqual({
      data: { status: true },
      error: null,
    });
    await expect(server.nextEmail('reset-password', 50)).rejects.toThrow('No "reset-password"');
  });

  it('offers requestPasswordReset as the same call', () => {
    expect(client.requestPasswordReset).toBe(client.forgetPassword);
  });

  it('answers 400 INVALID_TOKEN for a used token, and 403 for an untrusted redirectTo', async () => {
    await client.forgetPassword({ email: ada.email });
    const { token } = await server.nextEmail('reset-password');
    await client.resetPassword({ token, newPassword: NEW_PASSWORD });
    expect(await client.resetPassword({ token, newPassword: NEW_PASSWORD })).toEqual({
      data: null,
      error: { status: 400, code: 'INVALID_TOKEN', message: 'invalid token' },
    });
    const evil = await client.forgetPassword({
      email: ada.email,
      redirectTo: 'https://evil.example/reset',
    });
    expect(evil.error).toMatchObject({ status: 403, code: 'INVALID_REDIRECTURL' });
  });
});
