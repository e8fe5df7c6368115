'use client';

import { type ReactNode, useMemo } from 'react';
import { type Appearance, PortcullisAppearanceContext, useAppearance } from './appearance.js';

/**
 * Provides `appearance` over the one above, element by element (a screen's `appearance` prop
 * over the provider's). Without `appearance`, passes the one above on.
 */
export function AppearanceScope(props: {
  appearance: Appearance | undefined;
  children: ReactNode;
}) {
  const parent = useAppearance();
  const own = props.appearance;
  const merged = useMemo(
    () => (own && parent ? { elements: { ...parent.elements, ...own.elements } } : own),
    [parent, own],
  );
  return (
    <PortcullisAppearanceContext.Provider value={merged ?? parent}>
      {props.children}
    </PortcullisAppearanceContext.Provider>
  );
}
