'use client';

import { createAuthClient, organizationClient } from '@portcullis/core/client';
import { PortcullisProvider } from '@portcullis/react';
import type { ReactNode } from 'react';

// Once, at module level: the client holds the session store every hook shares. In the browser it
// calls this page's origin. Server rendering needs an absolute URL too, though the hooks fetch
// nothing there (they render their loading state).
const authClient = createAuthClient({
  baseURL:
    typeof window === 'undefined'
      ? (process.env.PORTCULLIS_URL ?? 'http://localhost:3000')
      : undefined,
  plugins: [organizationClient()],
});

/** The React kit's provider, around every page (see `app/layout.tsx`). */
export function Providers({ children }: { children: ReactNode }) {
  return <PortcullisProvider client={authClient}>{children}</PortcullisProvider>;
}
