import { useDemoText } from '../language.js';

/** "Verified" (green) or "Not verified" (amber) next to an email address, in the header's language. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const text = useDemoText().account;
  return (
    <span className={verified ? 'badge badge-ok' : 'badge'}>
      {verified ? text.verified : text.notVerified}
    </span>
  );
}
