/** "Verified" (green) or "Not verified" (amber) next to an email address. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={verified ? 'badge badge-ok' : 'badge'}>
      {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}
