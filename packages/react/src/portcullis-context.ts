'use client';

import type { AuthClient } from '@portcullis/core/client';
import { type Context, createContext } from 'react';
import type { LocalizationState } from './localization/types.js';

/**
 * Holds the app's auth client; `null` outside a `PortcullisProvider`. Annotated, so the built
 * declaration names `AuthClient` from `@portcullis/core/client` rather than a build chunk.
 */
export const PortcullisContext: Context<AuthClient | null> = createContext<AuthClient | null>(null);
PortcullisContext.displayName = 'PortcullisContext';

/**
 * Holds the provider's `localization` and `locale`; `null` outside a `PortcullisProvider`
 * (English, the browser's locale).
 */
export const PortcullisLocalizationContext: Context<LocalizationState | null> =
  createContext<LocalizationState | null>(null);
PortcullisLocalizationContext.displayName = 'PortcullisLocalizationContext';
