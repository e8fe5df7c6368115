import { SignInForm, SignUpForm } from '@portcullis/react';
import { type KeyboardEvent, useRef, useState } from 'react';

const TABS = [
  { id: 'sign-in', label: 'Sign in' },
  { id: 'sign-up', label: 'Create account' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * The signed-out view: one card with two tabs, "Sign in" and "Create account". Follows the WAI-ARIA
 * tabs pattern (arrow keys move between tabs) so it works with a keyboard and a screen reader.
 */
export function AuthPanel() {
  const [active, setActive] = useState<TabId>('sign-in');
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = TABS.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    setActive(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className="card" aria-labelledby="auth-title">
      <header className="card-header">
        <h1 id="auth-title">Welcome</h1>
        <p className="muted">Sign in, or create an account to try Portcullis.</p>
      </header>
      <div className="tabs" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
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
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {active === 'sign-in' ? <SignInForm /> : <SignUpForm />}
      </div>
    </section>
  );
}
