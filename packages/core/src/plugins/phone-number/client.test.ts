import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPhoneNumberServer } from '../../../test/kit/phone-number-test-kit.js';
import { TEST_ORIGIN } from '../../../test/kit/test-server.js';
import {
  createAuthClient,
  PHONE_NUMBER_ERROR_CODES,
  phoneNumberClient,
} from '../../client/index.js';

const ADA = '+14155552671';

async function setUp() {
  const server = await createPhoneNumberServer({
    phoneNumber: {
      signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` },
    },
  });
  const client = createAuthClient({
    baseURL: TEST_ORIGIN,
    fetch: server.fetch,
    plugins: [phoneNumberClient()],
  });
  return { server, client };
}

describe('phoneNumberClient()', () => {
  it('signs up with phoneNumber.sendOtp then phoneNumber.verify, and the store holds the session', async () => {
    const { server, client } = await setUp();
    const sent = await client.phoneNumber.sendOtp({ phoneNumber: ADA });
    expect(sent).toEqual({ data: { message: 'code sent' }, error: null });
    const { code } = await server.nextText();
    const wrong = await client.phoneNumber.verify({ phoneNumber: ADA, code: `x${code}` });
    expect(wrong.error).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    const verified = await client.phoneNumber.verify({ phoneNumber: ADA, code });
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ status: true, user: { phoneNumber: ADA } });
    const user = client.$store.getSnapshot().data?.user;
    expect(user).toMatchObject({ phoneNumber: ADA, phoneNumberVerified: true });
    expectTypeOf(user!.phoneNumber).toEqualTypeOf<string | null>();
  });

  it('resets a password and signs in by number; errors carry the plugin’s codes', async () => {
    const { server, client } = await setUp();
    await server.post('/sign-up/email', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
      phoneNumber: ADA,
    });
    expect((await client.phoneNumber.forgetPassword({ phoneNumber: ADA })).data).toEqual({
      status: true,
    });
    const { code } = await server.nextText();
    const reset = await client.phoneNumber.resetPassword({
      phoneNumber: ADA,
      otp: code,
      newPassword: 'a brand new passphrase',
    });
    expect(reset).toEqual({ data: { status: true }, error: null });
    const refused = await client.signIn.phoneNumber({ phoneNumber: ADA, password: 'nope nope' });
    expect(refused.error).toMatchObject({ status: 401, code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' });
    const signedIn = await client.signIn.phoneNumber({
      phoneNumber: ADA,
      password: 'a brand new passphrase',
    });
    expect(signedIn.data?.user.phoneNumber).toBe(ADA);
    expect(client.$store.getSnapshot().data?.user.email).toBe('ada@example.com');
    expect(client.$ERROR_CODES.PHONE_NUMBER_EXIST).toBe(
      PHONE_NUMBER_ERROR_CODES.PHONE_NUMBER_EXIST,
    );
  });
});
