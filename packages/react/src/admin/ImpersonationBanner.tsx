'use client';

import { useLabels, useSession } from '@portcullis/react';
import { AppearanceBridge } from '../appearance-bridge.js';
import { useClassNames } from '../forms/appearance.js';
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
export function ImpersonationBanner(props: ImpersonationBannerProps) {
  return (
    <AppearanceBridge>
      <ImpersonationBannerContent {...props} />
    </AppearanceBridge>
  );
}

/** {@link ImpersonationBanner}, reading the app's `appearance`. */
function ImpersonationBannerContent({ onStop, className, labels }: ImpersonationBannerProps) {
  const cx = useClassNames();
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
    <section className={cx('portcullis-impersonation-banner', className)} aria-label={text.region}>
      <p className={cx('portcullis-impersonation-message')}>
        {fill(text.message, { name: name || email, email })}
      </p>
      {failure ? (
        <p role="alert" className={cx('portcullis-error')}>
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--small')}
        disabled={busy !== null}
        aria-busy={busy === 'stop'}
        onClick={() => void stop()}
      >
        {text.stop}
      </button>
    </section>
  );
}
