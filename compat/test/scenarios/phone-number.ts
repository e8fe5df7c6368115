/**
 * The phone-number plugin (issue 32) against Better Auth 1.2.7, configured alike on both sides
 * (`sendOTP` and `sendForgetPasswordOTP` captured as `phone-otp` messages, sign-up on
 * verification): codes sent and verified, wrong codes up to TOO_MANY_ATTEMPTS, sign-up and
 * sign-in by code, `disableSession`, `updatePhoneNumber`, password sign-in by number, and the
 * password reset by texted code. The differences kept on purpose (E.164 checked by default, an
 * unknown number answered like a known one, the new password's length checked, a reset code used
 * once, `requireVerification` after the password) are rows of the migration guide.
 */
import { phoneNumber as portcullisPhoneNumber } from '@portcullis/core';
import { phoneNumber as baPhoneNumber } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import type { SentEmail, SideOptions } from '../support/sides.js';
import { PASSWORD, type Scenario, signUp } from './types.js';

const ADA = '+14155552671';
const ADA_NEW = '+61412345678';
const BOB = '+447911123456';
const CAM = '+33612345678';
const DEE = '+4915112345678';
const NOBODY = '+12025550143';

/** The plugin's options on either side, its senders capturing into `emails`. */
function pluginOptions(emails: SentEmail[], requireVerification: boolean) {
  const capture =
    (type: string) =>
    async ({ phoneNumber, code }: { phoneNumber: string; code: string }) => {
      emails.push({ kind: 'phone-otp', to: phoneNumber, token: code, type });
    };
  return {
    sendOTP: capture('verify'),
    sendForgetPasswordOTP: capture('forget-password'),
    signUpOnVerification: {
      getTempEmail: (number: string) => `${number.slice(1)}@phone.example.com`,
      getTempName: (number: string) => `Phone ${number.slice(-4)}`,
    },
    requireVerification,
  };
}

function phoneOptions(requireVerification: boolean): SideOptions {
  return {
    extra: {
      betterAuth: (emails) => [baPhoneNumber(pluginOptions(emails, requireVerification))],
      portcullis: (emails) => [portcullisPhoneNumber(pluginOptions(emails, requireVerification))],
    },
  };
}

/** Waits for the `n`th code texted to `number` for `type` (both servers may send after answering). */
async function codeNumber(d: Driver, number: string, type: string, n: number): Promise<string> {
  for (let waited = 0; waited <= 2_000; waited += 20) {
    const texts = d.side.emails.filter(
      (m) => m.kind === 'phone-otp' && m.to === number && m.type === type,
    );
    if (texts.length >= n && texts[n - 1]?.token) return texts[n - 1]!.token!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code ${n} (${type}) for ${number} on ${d.side.name}`);
}

const count = (d: Driver, number: string, type: string) =>
  d.side.emails.filter((m) => m.kind === 'phone-otp' && m.to === number && m.type === type).length;

/** Sends a verification code (recorded under `label`, or not) and returns it. */
async function sendCode(d: Driver, number: string, label?: string): Promise<string> {
  const n = count(d, number, 'verify') + 1;
  const request = { path: '/phone-number/send-otp', body: { phoneNumber: number } };
  if (label) await d.step(label, request);
  else await d.send(request);
  return codeNumber(d, number, 'verify', n);
}

/** A wrong code of the same length. */
const wrong = (otp: string) => otp.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

export const phoneNumberScenario: Scenario = {
  name: 'phone-number',
  options: phoneOptions(false),
  async run(d) {
    await d.step('sign-up with a phone number', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD, phoneNumber: ADA },
      as: 'ada',
    });
    await d.step('session with an unverified number', { path: '/get-session', as: 'ada' });

    // Verify the number of an existing user: signs them in.
    const code = await sendCode(d, ADA, 'send-otp');
    await d.step('verify, wrong code', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA, code: wrong(code) },
    });
    await d.step('verify', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA, code },
      as: 'ada-phone',
    });
    await d.step('session after verify', { path: '/get-session', as: 'ada-phone' });
    await d.step('verify, used code', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA, code },
    });
    await d.step('verify, no code sent', {
      path: '/phone-number/verify',
      body: { phoneNumber: NOBODY, code: '123456' },
    });
    await d.step('verify, no code field', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA },
    });

    // Three wrong codes, then even the right one is refused, and the code is gone.
    const guarded = await sendCode(d, ADA);
    for (const n of [1, 2, 3]) {
      await d.step(`verify, wrong code ${n}`, {
        path: '/phone-number/verify',
        body: { phoneNumber: ADA, code: wrong(guarded) },
      });
    }
    await d.step('verify, right code after three wrong ones', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA, code: guarded },
    });
    await d.step('verify, right code once more', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA, code: guarded },
    });

    // Password sign-in by number.
    await d.step('sign-in by number', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA, password: PASSWORD },
      as: 'ada-password',
    });
    await d.step('session after sign-in by number', { path: '/get-session', as: 'ada-password' });
    await d.step('sign-in by number, rememberMe false', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA, password: PASSWORD, rememberMe: false },
    });
    await d.step('sign-in by number, wrong password', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA, password: 'not-the-password-at-all' },
    });
    await d.step('sign-in by number, unknown number', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: NOBODY, password: PASSWORD },
    });
    await d.step('sign-in by number, no password field', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA },
    });

    // Numbers Better Auth takes as any string.
    await d.step('send-otp, not E.164', {
      path: '/phone-number/send-otp',
      body: { phoneNumber: '+1 415 555 2671' },
    });
    await d.step('send-otp, no number', { path: '/phone-number/send-otp', body: {} });

    // Sign-up on verification, with a session, then without one.
    const bob = await sendCode(d, BOB);
    await d.step('verify, sign-up', {
      path: '/phone-number/verify',
      body: { phoneNumber: BOB, code: bob },
      as: 'bob',
    });
    await d.step('session of the phone sign-up', { path: '/get-session', as: 'bob' });
    const cam = await sendCode(d, CAM);
    await d.step('verify, sign-up without a session', {
      path: '/phone-number/verify',
      body: { phoneNumber: CAM, code: cam, disableSession: true },
      as: 'cam',
    });
    await d.step('no session after disableSession', { path: '/get-session', as: 'cam' });

    // Changing the signed-in user's number.
    const anonymous = await sendCode(d, DEE);
    await d.step('update number without a session', {
      path: '/phone-number/verify',
      body: { phoneNumber: DEE, code: anonymous, updatePhoneNumber: true },
    });
    const taken = await sendCode(d, BOB);
    await d.step('update to a number another user holds', {
      path: '/phone-number/verify',
      body: { phoneNumber: BOB, code: taken, updatePhoneNumber: true },
      as: 'ada-phone',
    });
    const fresh = await sendCode(d, ADA_NEW);
    await d.step('update number', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA_NEW, code: fresh, updatePhoneNumber: true },
      as: 'ada-phone',
    });
    await d.step('session after the number changed', { path: '/get-session', as: 'ada-phone' });

    // Password reset by texted code.
    await d.step('forget-password', {
      path: '/phone-number/forget-password',
      body: { phoneNumber: ADA_NEW },
    });
    const reset = await codeNumber(d, ADA_NEW, 'forget-password', 1);
    await d.step('reset-password, wrong code', {
      path: '/phone-number/reset-password',
      body: { phoneNumber: ADA_NEW, otp: wrong(reset), newPassword: 'a-brand-new-passphrase' },
    });
    await d.step('reset-password, short password', {
      path: '/phone-number/reset-password',
      body: { phoneNumber: ADA_NEW, otp: reset, newPassword: 'short' },
    });
    await d.step('reset-password', {
      path: '/phone-number/reset-password',
      body: { phoneNumber: ADA_NEW, otp: reset, newPassword: 'a-brand-new-passphrase' },
    });
    await d.step('sign-in with the new password', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA_NEW, password: 'a-brand-new-passphrase' },
    });
    await d.step('reset-password, code used again', {
      path: '/phone-number/reset-password',
      body: { phoneNumber: ADA_NEW, otp: reset, newPassword: 'another-new-passphrase' },
    });
    await d.step('forget-password, unknown number', {
      path: '/phone-number/forget-password',
      body: { phoneNumber: NOBODY },
    });
    await d.step('reset-password, unknown number', {
      path: '/phone-number/reset-password',
      body: { phoneNumber: NOBODY, otp: '123456', newPassword: 'a-brand-new-passphrase' },
    });
  },
};

export const phoneNumberVerificationScenario: Scenario = {
  name: 'phone-number, verification required',
  options: phoneOptions(true),
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com', { phoneNumber: ADA });
    await d.step('sign-in, unverified number, wrong password', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA, password: 'not-the-password-at-all' },
    });
    await d.step('sign-in, unverified number', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA, password: PASSWORD },
    });
    // Better Auth texted a code on the wrong password too; the newest is the one it checks.
    const code = await codeNumber(d, ADA, 'verify', count(d, ADA, 'verify') || 1);
    await d.step('verify the texted code', {
      path: '/phone-number/verify',
      body: { phoneNumber: ADA, code, disableSession: true },
    });
    await d.step('sign-in, verified number', {
      path: '/sign-in/phone-number',
      body: { phoneNumber: ADA, password: PASSWORD },
    });
  },
};
