'use client';

// Only for the admin and two-factor entries: the main entry never imports this file.
import { useAppearance } from '@portcullis/react';
import type { ReactNode } from 'react';
import { PortcullisAppearanceContext } from './forms/appearance.js';

/**
 * Re-provides the app's `appearance`, read through '@portcullis/react' (one context for every
 * entry), to this entry's own copies of the shared pieces (`Field`, `SubmitButton`…), which
 * read the entry's copy of the context.
 */
export function AppearanceBridge({ children }: { children: ReactNode }) {
  return (
    <PortcullisAppearanceContext.Provider value={useAppearance()}>
      {children}
    </PortcullisAppearanceContext.Provider>
  );
}
