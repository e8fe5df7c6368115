/**
 * Calls `onFocus` when the page comes back into view: the tab becomes visible again
 * (`visibilitychange` → `visible`) or the window regains focus. Returns the function that
 * removes both listeners. Outside a browser (SSR, Node, workers) it does nothing.
 *
 * Both events often fire together; callers throttle.
 *
 * @example
 * const stop = subscribeToWindowFocus(() => store.refetch());
 * stop();
 */
export function subscribeToWindowFocus(onFocus: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  if (typeof window.addEventListener !== 'function') return () => {};
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') onFocus();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('focus', onFocus);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('focus', onFocus);
  };
}
