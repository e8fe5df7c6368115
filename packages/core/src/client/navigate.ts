/**
 * Sends the browser to `url` (a provider's authorization page) with `location.assign`, so the
 * back button returns to the page that started the flow. Does nothing outside a browser (Node,
 * workers, React Native): there the caller opens `url` itself.
 *
 * @example
 * navigateTo('https://github.com/login/oauth/authorize?client_id=…');
 */
export function navigateTo(url: string): void {
  const location = typeof window === 'undefined' ? undefined : window.location;
  if (typeof location?.assign === 'function') location.assign(url);
}
