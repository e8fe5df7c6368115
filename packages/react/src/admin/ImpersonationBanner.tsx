'use client';

import { useLabels, useSession } from '@portcullis/react';
import { joinClassNames } from '../forms/class-names.js';
import { impersonationBanner as DEFAULT_LABELS } from '../localization/en.js';
import { useAction } from '../organization/use-action.js';
import { useAdminClient } from './admin-client.js';
import { type AdminSession, fill } from './admin-types.js';

/**
 * The visible text of {@link ImpersonationBanner}. Defaults: region `'Impersonation'` (its
 * accessible name), message `'You are signed in as {name} ({email}), impersonating them.'`,
 * stop `'Stop impersonating'`.
 */
export interface ImpersonationBannerLabels {
  region: string;
  message: string;
  stop: string;
}

/** Props of {@link ImpersonationBanner}. */
export interface ImpersonationBannerProps {
  /** Called once the admin's own session is back (e.g. go back to the admin page). */
  onStop?: () => void;
  /** Added to the banner's `portcullis-impersonation-banner` class. */
  className?: string;
  /** Overrides of the visible text, e.g. for translation. */
  labels?: Partial<ImpersonationBannerLabels>;
}

/**
 * A banner shown while the session is an impersonation (its `impersonatedBy` is set), naming
 * the user being impersonated, with "Stop impersonating" (`client.admin.stopImpersonating`:
 * the admin's own session comes back, and every `useSession` follows). Renders nothing
 * otherwise, so mount it once, app-wide; the default stylesheet keeps it stuck to the top of
 * the viewport. A failure to stop is announced with `role="alert"`.
 *
 * DOM hooks: `region[name="Impersonation"]`, button "Stop impersonating".
 *
 * @throws Error when there is no provider above, or the client lacks `adminClient()`.
 * @example
 * <PortcullisProvider client={authClient}>
 *   <ImpersonationBanner onStop={() => navigate('/admin')} />
 *   <App />
 * </PortcullisProvider>
 */
export function ImpersonationBanner({ onStop, className, labels }: ImpersonationBannerProps) {
  const client = useAdminClient('ImpersonationBanner');
  const { data } = useSession();
  const { busy, failure, run } = useAction();
  const text = useLabels('impersonationBanner', DEFAULT_LABELS, labels);
  const session = data?.session as AdminSession | undefined;
  if (!data || !session?.impersonatedBy) return null;
  const { name, email } = data.user;

  const stop = async () => {
    if (await run('stop', () => client.admin.stopImpersonating())) onStop?.();
  };
  return (
    <section
      className={joinClassNames('portcullis-impersonation-banner', className)}
      aria-label={text.region}
    >
      <p className="portcullis-impersonation-message">
        {fill(text.message, { name: name || email, email })}
      </p>
      {failure ? (
        <p role="alert" className="portcullis-error">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="portcullis-button portcullis-button--small"
        disabled={busy !== null}
        aria-busy={busy === 'stop'}
        onClick={() => void stop()}
      >
        {text.stop}
      </button>
    </section>
  );
}
