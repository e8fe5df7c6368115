import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

// A few lines of history-API routing: the demo has three pages, not enough for a router package.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

// A string snapshot, so useSyncExternalStore sees "unchanged" without extra bookkeeping.
const getHref = () => window.location.pathname + window.location.search;

/** The current path and query string; re-renders on navigation and the back/forward buttons. */
export function useLocation(): { pathname: string; searchParams: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, getHref);
  const url = new URL(href, window.location.origin);
  return { pathname: url.pathname, searchParams: url.searchParams };
}

/** Goes to `to` (same origin) without reloading the page; `replace` rewrites the history entry. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of [...listeners]) listener();
  if (!options.replace) window.scrollTo(0, 0);
}

/** An `<a>` that navigates in place; modified clicks (new tab, download…) keep their default. */
export function Link({
  to,
  onClick,
  ...props
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || props.target) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
