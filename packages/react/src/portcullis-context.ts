'use client';

import type { AuthClient } from '@portcullis/core/client';
import { createContext } from 'react';

/** Holds the app's auth client; `null` outside a `PortcullisProvider`. */
export const PortcullisContext = createContext<AuthClient | null>(null);
PortcullisContext.displayName = 'PortcullisContext';
