'use client';

import { useEffect, useLayoutEffect } from 'react';

/** The colour theme of the kit's stylesheet: the reader's system setting, or a forced one. */
export type PortcullisTheme = 'system' | 'light' | 'dark';

/** The attribute the stylesheet reads, on `<html>` or on any ancestor of the components. */
export const THEME_ATTRIBUTE = 'data-portcullis-theme';

// A layout effect sets the theme before the first paint (no flash of the other theme); on the
// server, where neither runs, the plain effect avoids React 18's layout-effect warning.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Sets `data-portcullis-theme` on `<html>` while `theme` is `'light'` or `'dark'`, and puts back
 * what was there before when the theme changes or the component unmounts. `'system'` (or
 * nothing) leaves `<html>` alone. Touches the document only inside an effect.
 */
export function useForcedTheme(theme: PortcullisTheme | undefined): void {
  useBeforePaint(() => {
    if (theme !== 'light' && theme !== 'dark') return;
    const root = document.documentElement;
    const previous = root.getAttribute(THEME_ATTRIBUTE);
    root.setAttribute(THEME_ATTRIBUTE, theme);
    return () => {
      if (previous === null) root.removeAttribute(THEME_ATTRIBUTE);
      else root.setAttribute(THEME_ATTRIBUTE, previous);
    };
  }, [theme]);
}
