/**
 * The magic-link and email-otp plugins (issue 21) against Better Auth 1.2.7: sending, signing in
 * (up) with a link or a code, single use, the redirects of refused links, wrong codes up to
 * TOO_MANY_ATTEMPTS, email verification and password reset by code, and their refusals. The
 * differences kept on purpose (an unknown address answered like a known one, the new password's
 * length checked) are rows of the migration guide.
 */
import type { Driver } from '../support/driver.js';
import { type Scenario, signUp } from './types.js';

/** The last code emailed to `email` for `type` (both servers send it after or before answering). */
async function lastCode(d: Driver, email: string, type: string): Promise<string> {
  for (let waited = 0; waited <= 2_000; waited += 20) {
    const mail = d.side.emails.findLast(
      (m) => m.kind === 'otp' && m.to === email && m.type === type,
    );
    if (mail?.token) return mail.token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${type} code for ${email} on ${d.side.name}`);
}

/** Sends a code (not recorded) and returns it. */
async function freshCode(d: Driver, email: string, type: string): Promise<string> {
  const before = d.side.emails.length;
  await d.send({ path: '/email-otp/send-verification-otp', body: { email, type } });
  for (let waited = 0; waited <= 2_000 && d.side.emails.length === before; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return lastCode(d, email, type);
}

/** A wrong code of the same length. */
const wrong = (otp: string) => otp.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

export const passwordlessScenario: Scenario = {
  name: 'passwordless',
  options: { passwordless: true },
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');

    // Magic link: send, follow, follow again.
    await d.step('magic link, send', {
      path: '/sign-in/magic-link',
      body: { email: 'ada@example.com', callbackURL: '/dashboard' },
    });
    const link = await d.email('magic-link', 'ada@example.com');
    await d.step('magic link, verify', { path: link!.url!, as: 'ada-link' });
    await d.step('magic link, verify again', { path: link!.url!, as: 'ada-link-2' });
    await d.step('magic link, unknown token', { path: '/magic-link/verify?token=nope' });
    await d.step('magic link, unknown token with callbackURL', {
      path: '/magic-link/verify?token=nope&callbackURL=%2Fdashboard',
    });

    // A new user, signed up by the link, answered as JSON without a callbackURL.
    await d.step('magic link, send to a new address', {
      path: '/sign-in/magic-link',
      body: { email: 'newbie@example.com', name: 'Newbie' },
    });
    const newbie = await d.email('magic-link', 'newbie@example.com');
    await d.step('magic link, verify as JSON', {
      path: `/magic-link/verify?token=${newbie!.token}`,
      as: 'newbie',
    });
    await d.step('magic link, session of the new user', { path: '/get-session', as: 'newbie' });

    // Refusals.
    await d.step('magic link, malformed email', {
      path: '/sign-in/magic-link',
      body: { email: 'not-an-email' },
    });
    await d.step('magic link, untrusted callbackURL', {
      path: '/sign-in/magic-link',
      body: { email: 'ada@example.com', callbackURL: 'https://evil.example/' },
    });
    await d.step('magic link, verify with an untrusted callbackURL', {
      path: '/magic-link/verify?token=nope&callbackURL=https%3A%2F%2Fevil.example%2F',
    });

    // Email OTP: sign in (up) with a code.
    await d.step('otp, send sign-in', {
      path: '/email-otp/send-verification-otp',
      body: { email: 'otp@example.com', type: 'sign-in' },
    });
    const code = await lastCode(d, 'otp@example.com', 'sign-in');
    await d.step('otp, sign-in with a wrong code', {
      path: '/sign-in/email-otp',
      body: { email: 'otp@example.com', otp: wrong(code) },
    });
    await d.step('otp, sign-in', {
      path: '/sign-in/email-otp',
      body: { email: 'otp@example.com', otp: code },
      as: 'otp',
    });
    await d.step('otp, session', { path: '/get-session', as: 'otp' });
    await d.step('otp, sign-in with a used code', {
      path: '/sign-in/email-otp',
      body: { email: 'otp@example.com', otp: code },
    });
    await d.step('otp, sign-in without a code sent', {
      path: '/sign-in/email-otp',
      body: { email: 'never@example.com', otp: '123456' },
    });
    await d.step('otp, send to a malformed address', {
      path: '/email-otp/send-verification-otp',
      body: { email: 'not-an-email', type: 'sign-in' },
    });
    await d.step('otp, send an unknown type', {
      path: '/email-otp/send-verification-otp',
      body: { email: 'ada@example.com', type: 'change-email' },
    });

    // Three wrong codes, then even the right one is refused and the code is gone.
    const guarded = await freshCode(d, 'ada@example.com', 'sign-in');
    for (const n of [1, 2, 3]) {
      await d.step(`otp, wrong code ${n}`, {
        path: '/sign-in/email-otp',
        body: { email: 'ada@example.com', otp: wrong(guarded) },
      });
    }
    await d.step('otp, right code after three wrong ones', {
      path: '/sign-in/email-otp',
      body: { email: 'ada@example.com', otp: guarded },
    });
    await d.step('otp, right code once more', {
      path: '/sign-in/email-otp',
      body: { email: 'ada@example.com', otp: guarded },
    });

    // Email verification by code.
    const verification = await freshCode(d, 'ada@example.com', 'email-verification');
    await d.step('otp, verify-email with a wrong code', {
      path: '/email-otp/verify-email',
      body: { email: 'ada@example.com', otp: wrong(verification) },
    });
    await d.step('otp, verify-email', {
      path: '/email-otp/verify-email',
      body: { email: 'ada@example.com', otp: verification },
    });
    await d.step('otp, verify-email, malformed address', {
      path: '/email-otp/verify-email',
      body: { email: 'nope', otp: '123456' },
    });

    // Password reset by code.
    await d.step('otp, forget-password', {
      path: '/forget-password/email-otp',
      body: { email: 'ada@example.com' },
    });
    await d.step('otp, forget-password for an unknown address', {
      path: '/forget-password/email-otp',
      body: { email: 'nobody@example.com' },
    });
    await d.step('otp, send a forget-password code to an unknown address', {
      path: '/email-otp/send-verification-otp',
      body: { email: 'nobody@example.com', type: 'forget-password' },
    });
    const reset = await lastCode(d, 'ada@example.com', 'forget-password');
    await d.step('otp, reset-password with a wrong code', {
      path: '/email-otp/reset-password',
      body: { email: 'ada@example.com', otp: wrong(reset), password: 'a-brand-new-password' },
    });
    await d.step('otp, reset-password', {
      path: '/email-otp/reset-password',
      body: { email: 'ada@example.com', otp: reset, password: 'a-brand-new-password' },
    });
    await d.step('otp, sign in with the new password', {
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: 'a-brand-new-password' },
    });
    await d.step('otp, reset-password for an unknown address', {
      path: '/email-otp/reset-password',
      body: { email: 'nobody@example.com', otp: '123456', password: 'a-brand-new-password' },
    });
    const short = await freshCode(d, 'ada@example.com', 'forget-password');
    await d.step('otp, reset-password with a short password', {
      path: '/email-otp/reset-password',
      body: { email: 'ada@example.com', otp: short, password: 'short' },
    });
  },
};

/**
 * Both plugins with `disableSignUp`: Better Auth answers 400 'User not found' to a link asked
 * for an unknown address; Portcullis answers as for a known one (and sends nothing).
 */
export const passwordlessNoSignUpScenario: Scenario = {
  name: 'passwordless, sign-up disabled',
  options: { passwordless: { disableSignUp: true } },
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await d.step('magic link, known address', {
      path: '/sign-in/magic-link',
      body: { email: 'ada@example.com' },
    });
    await d.step('magic link, unknown address', {
      path: '/sign-in/magic-link',
      body: { email: 'nobody@example.com' },
    });
    const link = await d.email('magic-link', 'ada@example.com');
    await d.step('magic link, verify', { path: link!.url!, as: 'ada-link' });
    await d.step('otp, send sign-in to an unknown address', {
      path: '/email-otp/send-verification-otp',
      body: { email: 'nobody@example.com', type: 'sign-in' },
    });
    const code = await freshCode(d, 'ada@example.com', 'sign-in');
    await d.step('otp, sign-in of a known address', {
      path: '/sign-in/email-otp',
      body: { email: 'ada@example.com', otp: code },
    });
  },
};
