import { useEffect, useState } from 'react';
import type { DemoClientConfig } from '../server/app.js';

export type { DemoClientConfig };

const EMPTY: DemoClientConfig = { socialProviders: [], apiReference: null, turnstileSiteKey: null };

// Fetched once per page load and shared: the server's configuration does not change meanwhile.
let pending: Promise<DemoClientConfig> | null = null;

function loadConfig(): Promise<DemoClientConfig> {
  pending ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<DemoClientConfig>) : EMPTY))
    // Without the config the app still works: email and password only.
    .catch(() => EMPTY);
  return pending;
}

/**
 * What the server says the UI should offer (`GET /api/config`): the enabled identity
 * providers as `{ id, name }` and the API reference page's path. `null` until loaded; an
 * unreachable endpoint counts as none.
 */
export function useDemoConfig(): DemoClientConfig | null {
  const [config, setConfig] = useState<DemoClientConfig | null>(null);
  useEffect(() => {
    let active = true;
    void loadConfig().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
