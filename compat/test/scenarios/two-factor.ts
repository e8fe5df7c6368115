/**
 * The two-factor plugin (issue 20) against Better Auth 1.2.7: enable (signed out, wrong
 * password, bad body), verify-totp to turn it on, get-totp-uri and generate-backup-codes with
 * their refusals, the sign-in redirect with its `two_factor` cookie, every verify route's
 * refusals (no cookie, wrong code, wrong backup code, OTP not configured or never sent), five
 * wrong codes then the right one, finishing a sign-in, a replayed code, disable, and whose
 * session the token verify-totp answers on turning two-factor on is. Generated values (the
 * secret in the URI, backup codes) are normalised; codes are computed per side from the URI that
 * side sent.
 */
import { Secret, TOTP } from 'otpauth';
import type { Driver, StepRequest } from '../support/driver.js';
import { PASSWORD, type Scenario, signUp } from './types.js';

/** The TOTP code of the `otpauth://` URI, `step` steps from now. */
function codeOf(uri: string, step = 0): string {
  const url = new URL(uri);
  const period = Number(url.searchParams.get('period'));
  return TOTP.generate({
    secret: Secret.fromBase32(url.searchParams.get('secret') ?? ''),
    digits: Number(url.searchParams.get('digits')),
    period,
    timestamp: Date.now() + step * period * 1000,
  });
}

/** Records `request` as `label`, replacing the URI's secret and the backup codes. */
async function secretStep(d: Driver, label: string, request: StepRequest) {
  const json = await d.step(label, request);
  const body = d.steps.get(label)?.body as Record<string, any> | null;
  if (body && typeof body === 'object') {
    if (typeof body.totpURI === 'string') {
      body.totpURI = body.totpURI.replace(/secret=[A-Z2-7]+/, 'secret=<secret>');
    }
    if (Array.isArray(body.backupCodes)) {
      body.backupCodes = body.backupCodes.map((code: unknown) =>
        typeof code === 'string' && /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code) ? '<code>' : code,
      );
    }
  }
  return json;
}

const signIn = { path: '/sign-in/email', body: { email: 'ada@example.com', password: PASSWORD } };

export const twoFactorScenario: Scenario = {
  name: 'two-factor',
  options: { twoFactor: true },
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');

    // Enable.
    await d.step('enable, signed out', {
      path: '/two-factor/enable',
      body: { password: PASSWORD },
    });
    await d.step('enable, wrong password', {
      path: '/two-factor/enable',
      body: { password: 'wrong-password' },
      as: 'ada',
    });
    await d.step('enable, no password', { path: '/two-factor/enable', body: {}, as: 'ada' });
    const enabled = await secretStep(d, 'enable', {
      path: '/two-factor/enable',
      body: { password: PASSWORD },
      as: 'ada',
    });
    const uri: string = enabled.totpURI;
    await d.step('get-totp-uri before the first code', {
      path: '/two-factor/get-totp-uri',
      body: { password: PASSWORD },
      as: 'ada',
    });
    await d.step('generate-backup-codes before the first code', {
      path: '/two-factor/generate-backup-codes',
      body: { password: PASSWORD },
      as: 'ada',
    });
    await d.step('verify-totp, signed in, wrong code', {
      path: '/two-factor/verify-totp',
      body: { code: '000000' },
      as: 'ada',
    });
    await d.step('verify-totp, signed in, no code', {
      path: '/two-factor/verify-totp',
      body: {},
      as: 'ada',
    });
    await d.step('verify-totp, signed in: two-factor on', {
      path: '/two-factor/verify-totp',
      body: { code: codeOf(uri) },
      as: 'ada',
    });
    await d.step('get-session, two-factor on', { path: '/get-session', as: 'ada' });

    // Routes that need two-factor on.
    await d.step('get-totp-uri, wrong password', {
      path: '/two-factor/get-totp-uri',
      body: { password: 'wrong-password' },
      as: 'ada',
    });
    await secretStep(d, 'get-totp-uri', {
      path: '/two-factor/get-totp-uri',
      body: { password: PASSWORD },
      as: 'ada',
    });
    await d.step('get-totp-uri, signed out', {
      path: '/two-factor/get-totp-uri',
      body: { password: PASSWORD },
    });
    await d.step('generate-backup-codes, wrong password', {
      path: '/two-factor/generate-backup-codes',
      body: { password: 'wrong-password' },
      as: 'ada',
    });
    const codes = await secretStep(d, 'generate-backup-codes', {
      path: '/two-factor/generate-backup-codes',
      body: { password: PASSWORD },
      as: 'ada',
    });
    await d.step('view-backup-codes over HTTP', {
      path: '/two-factor/view-backup-codes',
      as: 'ada',
    });

    // Sign-in with two-factor on.
    await d.step('sign-in: twoFactorRedirect', { ...signIn, as: 'phone' });
    await d.step('get-session before the second factor', { path: '/get-session', as: 'phone' });
    await d.step('verify-totp, no session and no cookie', {
      path: '/two-factor/verify-totp',
      body: { code: codeOf(uri) },
      as: 'stranger',
    });
    await d.step('verify-backup-code, no session and no cookie', {
      path: '/two-factor/verify-backup-code',
      body: { code: 'abcde-fghij' },
    });
    await d.step('verify-totp, pending, wrong code', {
      path: '/two-factor/verify-totp',
      body: { code: '000000' },
      as: 'phone',
    });
    await d.step('verify-backup-code, pending, wrong code', {
      path: '/two-factor/verify-backup-code',
      body: { code: 'abcde-fghij' },
      as: 'phone',
    });
    await d.step('send-otp, not configured', {
      path: '/two-factor/send-otp',
      body: {},
      as: 'phone',
    });
    await d.step('verify-otp, none sent', {
      path: '/two-factor/verify-otp',
      body: { code: '123456' },
      as: 'phone',
    });
    await d.step('verify-backup-code, pending', {
      path: '/two-factor/verify-backup-code',
      body: { code: codes.backupCodes[0] },
      as: 'phone',
    });
    await d.step('get-session after the backup code', { path: '/get-session', as: 'phone' });

    // Five wrong codes, then the right one (next step: the current one was used above).
    await d.send({ ...signIn, as: 'laptop' });
    for (let i = 0; i < 5; i++) {
      await d.send({ path: '/two-factor/verify-totp', body: { code: '000000' }, as: 'laptop' });
    }
    await d.step('verify-totp after five wrong codes', {
      path: '/two-factor/verify-totp',
      body: { code: codeOf(uri, 1) },
      as: 'laptop',
    });

    // A fresh sign-in, finished with TOTP.
    await d.send({ ...signIn, as: 'tablet' });
    const nextCode = codeOf(uri, 1);
    await d.step('verify-totp, pending', {
      path: '/two-factor/verify-totp',
      body: { code: nextCode },
      as: 'tablet',
    });

    // The same code once more, on another sign-in: a replay.
    await d.send({ ...signIn, as: 'desk' });
    await d.step('verify-totp, replayed code', {
      path: '/two-factor/verify-totp',
      body: { code: nextCode },
      as: 'desk',
    });

    // Disable.
    await d.step('disable, wrong password', {
      path: '/two-factor/disable',
      body: { password: 'wrong-password' },
      as: 'ada',
    });
    await d.step('disable', {
      path: '/two-factor/disable',
      body: { password: PASSWORD },
      as: 'ada',
    });
    await d.step('sign-in after disable', { ...signIn, as: 'desktop' });

    // The token verify-totp answers when it turns two-factor on: Better Auth's is the session it
    // just deleted (the cookie carries the new one), Portcullis's the new one. Revoking it tells
    // them apart: Better Auth knows no such session, Portcullis signs the browser out.
    await signUp(d, 'bea', 'bea@example.com');
    const beaEnabled = await secretStep(d, 'enable, second user', {
      path: '/two-factor/enable',
      body: { password: PASSWORD },
      as: 'bea',
    });
    const turnedOn = await d.step('verify-totp, second user: two-factor on', {
      path: '/two-factor/verify-totp',
      body: { code: codeOf(beaEnabled.totpURI) },
      as: 'bea',
    });
    await d.step('revoke-session of the token verify-totp answered', {
      path: '/revoke-session',
      body: { token: turnedOn.token },
      as: 'bea',
    });
    await d.step('get-session after revoking the token verify-totp answered', {
      path: '/get-session',
      as: 'bea',
    });
  },
};
