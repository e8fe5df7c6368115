import type { InvitationEmail, PortcullisOptions } from '@portcullis/core';
import type { DevMailer, EmailType } from './mailer.js';

// What every sender receives (`{ user, url, token }`); the package does not export the type.
type EmailMessage = Parameters<
  NonNullable<NonNullable<PortcullisOptions['emailVerification']>['sendVerificationEmail']>
>[0];

// What `newDeviceNotice.sendNewDeviceEmail` receives: `{ user, device, time, sessionsURL }`.
type NewDeviceNotice = Parameters<
  NonNullable<PortcullisOptions['newDeviceNotice']>['sendNewDeviceEmail']
>[0];

/**
 * Portcullis's email senders, wired to the demo's dev mailer: each turns what Portcullis hands
 * over (`{ user, url, token }`) into one outbox email with a subject people would recognise.
 * Returned promises resolve once the email is in the outbox; Portcullis runs them in the
 * background, so no response waits on them.
 *
 * @example
 * const senders = createEmailSenders(createDevMailer({ outboxPath }));
 * createPortcullis({ emailVerification: { sendVerificationEmail: senders.verifyEmail }, … });
 */
export function createEmailSenders(mailer: DevMailer) {
  const send = async (type: EmailType, to: string, subject: string, message: EmailMessage) => {
    await mailer.sendEmail({ type, to, subject, url: message.url, token: message.token });
  };
  return {
    verifyEmail: (message: EmailMessage) =>
      send('verify-email', message.user.email, 'Verify your email address', message),
    resetPassword: (message: EmailMessage) =>
      send('reset-password', message.user.email, 'Reset your password', message),
    // Goes to the current address: its owner approves the move to `newEmail`.
    changeEmail: (message: EmailMessage & { newEmail: string }) =>
      send(
        'change-email',
        message.user.email,
        `Approve changing your email to ${message.newEmail}`,
        message,
      ),
    deleteAccount: (message: EmailMessage) =>
      send('delete-account', message.user.email, 'Confirm deleting your account', message),
    // The organization plugin's `sendInvitationEmail`: the link opens /accept-invitation/{id}.
    organizationInvitation: (invitation: InvitationEmail) =>
      mailer
        .sendEmail({
          type: 'organization-invitation',
          to: invitation.email,
          subject: `${invitation.inviter.name || invitation.inviter.email} invited you to join ${invitation.organization.name}`,
          url: invitation.url,
          token: invitation.id,
        })
        .then(() => undefined),
    // `newDeviceNotice`: a sign-in from a device the account has not used lately. The link is
    // the account page, whose Sessions section can sign that device out.
    newDevice: (notice: NewDeviceNotice) =>
      mailer
        .sendEmail({
          type: 'new-device',
          to: notice.user.email,
          subject: `New sign-in to your account${describeDevice(notice.device)}`,
          url: notice.sessionsURL,
          // No token in this link; the time tells the emails apart.
          token: notice.time.toISOString(),
        })
        .then(() => undefined),
    // `twoFactor()`'s email code, asked for on the sign-in challenge ("Email me a code"). The
    // link only leads back to the demo; the code is the token.
    twoFactorCode: ({ user, otp }: TwoFactorCode, signInURL: string) =>
      mailer
        .sendEmail({
          type: 'two-factor-code',
          to: user.email,
          subject: `Your sign-in code is ${otp}`,
          url: signInURL,
          token: otp,
        })
        .then(() => undefined),
    // `magicLink()`'s link: following it signs the user in (or up) and lands on the demo.
    magicLink: ({ email, url, token }: { email: string; url: string; token: string }) =>
      mailer
        .sendEmail({ type: 'magic-link', to: email, subject: 'Your sign-in link', url, token })
        .then(() => undefined),
    // `emailOTP()`'s code (sign-in, email verification or password reset). The link only leads
    // back to the demo; the code is the token, and in the subject.
    emailCode: ({ email, otp, type }: { email: string; otp: string; type: string }, url: string) =>
      mailer
        .sendEmail({
          type: 'email-otp',
          to: email,
          subject: `Your ${type === 'forget-password' ? 'password reset' : 'sign-in'} code is ${otp}`,
          url,
          token: otp,
        })
        .then(() => undefined),
    // `phoneNumber()`'s texts (sign-in, verification, password reset): the outbox stands in for
    // an SMS provider, `to` being the number.
    phoneCode: ({ phoneNumber, code }: { phoneNumber: string; code: string }, url: string) =>
      mailer
        .sendEmail({
          type: 'phone-otp',
          to: phoneNumber,
          subject: `Your Portcullis demo code is ${code}`,
          url,
          token: code,
        })
        .then(() => undefined),
  };
}

// What `twoFactor({ otpOptions: { sendOTP } })` receives: `{ user, otp }`.
interface TwoFactorCode {
  user: { email: string };
  otp: string;
}

/** ' from 203.0.113.7' (or nothing): the part of the subject that names where. */
function describeDevice(device: NewDeviceNotice['device']): string {
  return device.ipAddress ? ` from ${device.ipAddress}` : '';
}
