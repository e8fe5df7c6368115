'use client';

import { Fragment } from 'react';
import { useClassNames } from '../forms/appearance.js';

/**
 * The pieces an email address may wrap between: after its '@' and before each '.', so that
 * `ada.lovelace@example.com` gives `['ada', '.lovelace@', 'example', '.com']`. Joined, they are
 * the address again.
 *
 * @example
 * splitEmail('ada@example.com'); // ['ada@', 'example', '.com']
 */
export function splitEmail(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/u).filter((part) => part !== '');
}

/** Props of {@link EmailAddress}. */
export interface EmailAddressProps {
  /** The address shown. */
  email: string;
}

/**
 * An email address that wraps only after its '@' or before a '.', never inside a word (nor at
 * the hyphens of a domain): each piece of {@link splitEmail} is kept whole
 * (`portcullis-email-part`, `white-space: nowrap`) and a `<wbr>` sits between them. Its text is
 * the address unchanged, for reading, copying and screen readers.
 *
 * @example
 * <td><EmailAddress email={user.email} /></td>
 */
export function EmailAddress({ email }: EmailAddressProps) {
  const cx = useClassNames();
  return (
    <span className={cx('portcullis-email')}>
      {splitEmail(email).map((part, index) => (
        // The pieces never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one string
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={cx('portcullis-email-part')}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
