'use client';

import { useClassNames } from '../forms/appearance.js';
import { ResendVerificationButton } from '../forms/ResendVerificationButton.js';

/** The texts of {@link VerifyEmailNotice}; `{email}` is filled in. */
export interface VerifyEmailNoticeTexts {
  message: string;
  resend: string;
  sent: string;
}

/**
 * Why an action was refused for an unverified email (`role="alert"`), with a
 * {@link ResendVerificationButton} whose link leads to `callbackURL` (default: this page, so the
 * user comes back to finish).
 */
export function VerifyEmailNotice(props: {
  email: string;
  callbackURL: string | undefined;
  texts: VerifyEmailNoticeTexts;
}) {
  const cx = useClassNames();
  const { email, callbackURL, texts } = props;
  return (
    <>
      <p role="alert" className={cx('portcullis-error portcullis-alert')}>
        {texts.message.replace('{email}', email)}
      </p>
      <ResendVerificationButton
        email={email}
        callbackURL={callbackURL}
        labels={{ button: texts.resend, sent: texts.sent }}
      />
    </>
  );
}
