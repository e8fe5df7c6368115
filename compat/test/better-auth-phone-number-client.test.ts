/**
 * Better Auth 1.2.7's own `phoneNumberClient`, unchanged, against Portcullis's `phoneNumber()`
 * plugin over real HTTP (issue 32: an app's phone screens built on `better-auth/client` move
 * over as they are): codes sent and verified (signing in), password sign-in by number, the
 * signed-in user's number changed, and the password reset by texted code.
 */
import { phoneNumber } from '@portcullis/core';
import { createAuthClient } from 'better-auth/client';
import { phoneNumberClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieFetch } from './support/cookie-fetch.js';
import {
  type CapturedEmail,
  type PortcullisServer,
  startPortcullisServer,
} from './support/portcullis-server.js';

interface Result {
  data: any;
  error: { status: number; code?: string; message?: string } | null;
}

const ADA = '+14155552671';
const ADA_NEW = '+61412345678';
const ada = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct-horse-battery',
  phoneNumber: ADA,
};

function ok(answer: unknown): any {
  const { data, error } = answer as Result;
  expect(error, JSON.stringify(error)).toBeNull();
  return data;
}

describe('better-auth 1.2.7 phoneNumberClient against Portcullis', () => {
  let server: PortcullisServer;
  let texts: CapturedEmail[] = [];
  const create = () =>
    createAuthClient({
      baseURL: server.baseURL,
      fetchOptions: { customFetchImpl: createCookieFetch(server.origin).fetch },
      plugins: [phoneNumberClient()],
    });
  let laptop: ReturnType<typeof create>;

  /** Waits for the next code texted to `number` of `kind` after `seen` of them. */
  async function nextCode(kind: string, number: string, seen: number): Promise<string> {
    let code = '';
    await vi.waitFor(() => {
      const mine = texts.filter((t) => t.kind === kind && t.to === number);
      if (mine.length <= seen) throw new Error(`waiting for ${kind} to ${number}`);
      code = mine.at(-1)!.token;
    });
    return code;
  }
  const sent = (kind: string, number: string) =>
    texts.filter((t) => t.kind === kind && t.to === number).length;

  beforeAll(async () => {
    server = await startPortcullisServer({
      plugins: (emails) => {
        texts = emails;
        const capture =
          (kind: string) =>
          ({ phoneNumber: to, code }: { phoneNumber: string; code: string }) => {
            emails.push({ kind, to, token: code });
          };
        return [
          phoneNumber({
            sendOTP: capture('phone-otp'),
            sendForgetPasswordOTP: capture('phone-reset'),
            signUpOnVerification: { getTempEmail: (n) => `${n.slice(1)}@phone.example.com` },
          }),
        ];
      },
    });
    laptop = create();
    ok(await laptop.signUp.email(ada as never));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('phoneNumber.sendOtp and phoneNumber.verify sign a browser in and verify the number', async () => {
    const phone = create();
    const seen = sent('phone-otp', ADA);
    expect(ok(await phone.phoneNumber.sendOtp({ phoneNumber: ADA }))).toEqual({
      message: 'code sent',
    });
    const code = await nextCode('phone-otp', ADA, seen);
    const wrong = (await phone.phoneNumber.verify({ phoneNumber: ADA, code: '000000' })) as Result;
    if (code !== '000000') expect(wrong.error).toMatchObject({ status: 400, code: 'INVALID_OTP' });
    const verified = ok(await phone.phoneNumber.verify({ phoneNumber: ADA, code }));
    expect(verified).toMatchObject({
      status: true,
      user: { email: ada.email, phoneNumber: ADA, phoneNumberVerified: true },
    });
    expect(ok(await phone.getSession()).user).toMatchObject({
      email: ada.email,
      phoneNumberVerified: true,
    });
  });

  it('signIn.phoneNumber signs in with the password; a wrong one is INVALID_PHONE_NUMBER_OR_PASSWORD', async () => {
    const other = create();
    const refused = (await other.signIn.phoneNumber({
      phoneNumber: ADA,
      password: 'not-the-password',
    })) as Result;
    expect(refused.error).toMatchObject({ status: 401, code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' });
    const answer = ok(await other.signIn.phoneNumber({ phoneNumber: ADA, password: ada.password }));
    expect(answer.user).toMatchObject({ email: ada.email, phoneNumber: ADA });
    expect(ok(await other.getSession()).user.email).toBe(ada.email);
  });

  it('phoneNumber.verify with updatePhoneNumber changes the signed-in user’s number', async () => {
    const seen = sent('phone-otp', ADA_NEW);
    ok(await laptop.phoneNumber.sendOtp({ phoneNumber: ADA_NEW }));
    const code = await nextCode('phone-otp', ADA_NEW, seen);
    const answer = ok(
      await laptop.phoneNumber.verify({ phoneNumber: ADA_NEW, code, updatePhoneNumber: true }),
    );
    expect(answer.user).toMatchObject({ phoneNumber: ADA_NEW, phoneNumberVerified: true });
    expect(ok(await laptop.getSession()).user).toMatchObject({ phoneNumber: ADA_NEW });
  });

  it('phoneNumber.forgetPassword and phoneNumber.resetPassword set a new password', async () => {
    const seen = sent('phone-reset', ADA_NEW);
    expect(ok(await laptop.phoneNumber.forgetPassword({ phoneNumber: ADA_NEW }))).toEqual({
      status: true,
    });
    const otp = await nextCode('phone-reset', ADA_NEW, seen);
    expect(
      ok(
        await laptop.phoneNumber.resetPassword({
          phoneNumber: ADA_NEW,
          otp,
          newPassword: 'a-brand-new-passphrase',
        }),
      ),
    ).toEqual({ status: true });
    const fresh = create();
    ok(
      await fresh.signIn.phoneNumber({ phoneNumber: ADA_NEW, password: 'a-brand-new-passphrase' }),
    );
  });

  it('a number that is not E.164 is INVALID_PHONE_NUMBER', async () => {
    const answer = (await laptop.phoneNumber.sendOtp({ phoneNumber: '415 555 2671' })) as Result;
    expect(answer.error).toMatchObject({ status: 400, code: 'INVALID_PHONE_NUMBER' });
  });
});
