import { type CaptchaSlot, PhoneSignInForm, SignIn, SignUp } from '@portcullis/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useDemoConfig } from '../demo-config.js';
import { useDemoText } from '../language.js';
import { useLocation } from '../router.js';
import { TurnstileWidget } from './TurnstileWidget.js';

// Each tab's label and introduction in the demo's dictionary (i18n.ts `auth`).
const TABS = [
  { id: 'sign-in', label: 'signIn', intro: 'signInIntro' },
  { id: 'sign-up', label: 'signUp', intro: 'signUpIntro' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * The signed-out view: one card (named "Welcome") with two tabs, "Sign in" and "Create account",
 * under a one-line introduction. Follows the WAI-ARIA tabs pattern (arrow keys move between tabs)
 * so it works with a keyboard and a screen reader. Each view has one heading, the page's `h1`:
 * the screen's own ("Sign in", "Sign up", "Reset your password"), and the forgot-password view is
 * reached by the screen's "Forgot password?" link only. The tabs are the kit's composed screens:
 * `SignIn`
 * offers every method the demo server enables (email or username and password with the passkey
 * autofill, "Sign in with an email link", "Sign in with an email code", "Sign in with a passkey",
 * a "Continue with …" button per identity provider, "Forgot password?" in place, the two-factor
 * challenge, "Continue as guest") and `SignUp` the sign-up form after the providers' buttons; each links to the other
 * tab. A failed provider sign-in comes back to `/sign-in?error=…`, which `LinkErrorNotice`
 * explains; a used or expired magic link too, which the kit's `SignIn` explains instead, on its
 * email-link form (prefilled) so a new link is one click away. Below `SignIn`, "Sign in with
 * a phone number" opens the kit's `PhoneSignInForm`: a code "texted" to the outbox signs in, or
 * up for a new number. With `guest`, a guest's view: the sign-up tab first, sign-in without "Continue as guest".
 */
export function AuthPanel({ guest = false }: { guest?: boolean } = {}) {
  // A guest came to create an account: the sign-up tab first (SignIn offers no "Continue as
  // guest" to a guest).
  const [active, setActive] = useState<TabId>(guest ? 'sign-up' : 'sign-in');
  const config = useDemoConfig();
  const providers = config?.socialProviders ?? [];
  // Cloudflare Turnstile, when the server asks for it (PORTCULLIS_DEMO_TURNSTILE=1).
  const siteKey = config?.turnstileSiteKey;
  const captcha: CaptchaSlot | undefined = siteKey
    ? (slot) => <TurnstileWidget siteKey={siteKey} {...slot} />
    : undefined;
  const text = useDemoText().auth;
  // A refused magic link lands on /sign-in?error=INVALID_TOKEN (or EXPIRED_TOKEN).
  const query = useLocation().searchParams;
  const linkError = query.get('error');
  // A magic link of a two-factor user lands on /?twoFactorRedirect=true: the challenge is due.
  const twoFactorRedirect = query.get('twoFactorRedirect') === 'true';
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  // The phone form opens on request, so the sign-in screen keeps one form at a time.
  const [phone, setPhone] = useState(false);
  const phoneRef = useRef<HTMLDivElement>(null);
  // The button that opened the form is gone: the focus goes to the number field.
  useEffect(() => {
    if (phone) phoneRef.current?.querySelector('input')?.focus();
  }, [phone]);

  const select = (id: TabId, focus = false) => {
    setActive(id);
    const tab = tabRefs.current.get(id);
    if (focus) tab?.focus();
    // On a narrow screen the tab list scrolls sideways: show all of the chosen tab.
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const last = TABS.length - 1;
    const target: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!.id, true);
  };

  return (
    <section className="card" aria-label={text.welcome}>
      <header className="card-header">
        <p className="muted">
          {active === 'sign-in' && providers.length > 0
            ? text.signInIntroProviders
            : text[TABS.find((tab) => tab.id === active)?.intro ?? 'signInIntro']}
        </p>
      </header>
      <div className="tabs" role="tablist" aria-label={text.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className="tab"
            onClick={() => select(tab.id)}
          >
            {text[tab.label]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {active === 'sign-in' ? (
          <SignIn
            headingLevel={1}
            socialProviders={providers}
            errorCallbackURL="/sign-in"
            magicLinkError={linkError}
            twoFactorRedirect={twoFactorRedirect}
            redirectTo="/reset-password"
            twoFactor={{ methods: ['totp', 'otp', 'backup'] }}
            captcha={captcha}
            onSignUp={() => select('sign-up', true)}
          />
        ) : null}
        {active === 'sign-in' ? (
          <div className="phone-sign-in" ref={phoneRef}>
            <p className="muted">{text.phone}</p>
            {phone ? (
              <PhoneSignInForm />
            ) : (
              <button
                type="button"
                className="portcullis-button portcullis-button--secondary"
                onClick={() => setPhone(true)}
              >
                {text.phoneButton}
              </button>
            )}
          </div>
        ) : null}
        {active === 'sign-up' ? (
          <SignUp
            headingLevel={1}
            showUsername
            socialProviders={providers}
            callbackURL="/"
            errorCallbackURL="/sign-in"
            captcha={captcha}
            onSignIn={() => select('sign-in', true)}
          />
        ) : null}
      </div>
    </section>
  );
}
