/**
 * The anonymous plugin (issue 32) against Better Auth 1.2.7: signing in anonymously, the
 * refusal of a second anonymous sign-in, and linking on the first real sign-up or sign-in (email
 * sign-up, email sign-in, magic link, email OTP): `onLinkAccount` runs on both sides (checked
 * through the captured calls) and the anonymous user's session is gone afterwards. The
 * difference kept on purpose: `isAnonymous` cannot be set by a client (a row of the guide).
 */
import { anonymous as portcullisAnonymous } from '@portcullis/core';
import { anonymous as baAnonymous } from 'better-auth/plugins';
import type { Driver } from '../support/driver.js';
import type { SentEmail } from '../support/sides.js';
import { PASSWORD, type Scenario, signUp } from './types.js';

/** `onLinkAccount` of either side: each call captured as an `anonymous-link` entry. */
const onLinkAccount =
  (emails: SentEmail[]) =>
  (data: { anonymousUser: { user: { id: string } }; newUser: { user: { email: string } } }) => {
    emails.push({
      kind: 'anonymous-link',
      to: data.newUser.user.email,
      id: data.anonymousUser.user.id,
    });
  };

/** Signs a new browser `as` in anonymously (not recorded); returns its session cookie line. */
async function anonymousBrowser(d: Driver, as: string): Promise<string> {
  const response = await d.send({ path: '/sign-in/anonymous', body: {}, as });
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Throws unless `onLinkAccount` ran for `email` (both sides must link, whatever they answer). */
function expectLinked(d: Driver, email: string) {
  if (!d.side.emails.some((mail) => mail.kind === 'anonymous-link' && mail.to === email)) {
    throw new Error(`${d.side.name}: onLinkAccount did not run for ${email}`);
  }
}

/** The newest code emailed to `email`, waiting for it. */
async function otpFor(d: Driver, email: string): Promise<string> {
  for (let waited = 0; waited <= 2_000; waited += 20) {
    const mail = d.side.emails.findLast((m) => m.kind === 'otp' && m.to === email);
    if (mail?.token) return mail.token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code for ${email} on ${d.side.name}`);
}

export const anonymousScenario: Scenario = {
  name: 'anonymous',
  options: {
    passwordless: true,
    extra: {
      betterAuth: (emails) => [baAnonymous({ onLinkAccount: onLinkAccount(emails) })],
      portcullis: (emails) => [portcullisAnonymous({ onLinkAccount: onLinkAccount(emails) })],
    },
  },
  async run(d) {
    await d.step('sign in anonymously', { path: '/sign-in/anonymous', body: {}, as: 'guest' });
    await d.step('session of the anonymous user', { path: '/get-session', as: 'guest' });
    await d.step('sign in anonymously again', {
      path: '/sign-in/anonymous',
      body: {},
      as: 'guest',
    });
    await d.step('session after the refused second sign-in', { path: '/get-session', as: 'guest' });
    await d.step('update the anonymous user’s name', {
      path: '/update-user',
      body: { name: 'Guest' },
      as: 'guest',
    });
    await d.step('sign out the anonymous user', { path: '/sign-out', body: {}, as: 'guest' });

    // Linking on email sign-up; the anonymous session is gone afterwards.
    const first = await anonymousBrowser(d, 'ada');
    await d.step('sign up from an anonymous session', {
      path: '/sign-up/email',
      body: { name: 'Ada', email: 'ada@example.com', password: PASSWORD },
      as: 'ada',
    });
    expectLinked(d, 'ada@example.com');
    await d.step('session after linking on sign-up', { path: '/get-session', as: 'ada' });
    await d.step('the anonymous session after linking', {
      path: '/get-session',
      headers: { cookie: first },
    });

    // Linking on email sign-in.
    await signUp(d, 'bob-elsewhere', 'bob@example.com');
    await anonymousBrowser(d, 'bob');
    await d.step('sign in from an anonymous session', {
      path: '/sign-in/email',
      body: { email: 'bob@example.com', password: PASSWORD },
      as: 'bob',
    });
    expectLinked(d, 'bob@example.com');
    await d.step('session after linking on sign-in', { path: '/get-session', as: 'bob' });

    // A failed sign-in links nothing: the anonymous session stays.
    await anonymousBrowser(d, 'cy');
    await d.step('wrong password from an anonymous session', {
      path: '/sign-in/email',
      body: { email: 'bob@example.com', password: 'not-the-password' },
      as: 'cy',
    });
    await d.step('session after the failed sign-in', { path: '/get-session', as: 'cy' });

    // A real user may switch to an anonymous session; nothing is linked or deleted.
    await d.step('sign in anonymously as a real user', {
      path: '/sign-in/anonymous',
      body: {},
      as: 'bob-elsewhere',
    });
    await d.step('session of the real user turned anonymous', {
      path: '/get-session',
      as: 'bob-elsewhere',
    });

    // Linking on a magic link and on an email OTP sign-in.
    await anonymousBrowser(d, 'dee');
    await d.send({ path: '/sign-in/magic-link', body: { email: 'dee@example.com' }, as: 'dee' });
    const link = await d.email('magic-link', 'dee@example.com');
    await d.step('magic link from an anonymous session', { path: link!.url!, as: 'dee' });
    expectLinked(d, 'dee@example.com');
    await d.step('session after linking by magic link', { path: '/get-session', as: 'dee' });

    await anonymousBrowser(d, 'eve');
    await d.send({
      path: '/email-otp/send-verification-otp',
      body: { email: 'eve@example.com', type: 'sign-in' },
    });
    await d.step('email OTP sign-in from an anonymous session', {
      path: '/sign-in/email-otp',
      body: { email: 'eve@example.com', otp: await otpFor(d, 'eve@example.com') },
      as: 'eve',
    });
    expectLinked(d, 'eve@example.com');
    await d.step('session after linking by email OTP', { path: '/get-session', as: 'eve' });

    // Kept on purpose: the column is the plugin's alone.
    await d.step('sign up with isAnonymous in the body', {
      path: '/sign-up/email',
      body: { name: 'Fay', email: 'fay@example.com', password: PASSWORD, isAnonymous: true },
    });
    await anonymousBrowser(d, 'gus');
    await d.step('update-user with isAnonymous', {
      path: '/update-user',
      body: { isAnonymous: false },
      as: 'gus',
    });
  },
};
