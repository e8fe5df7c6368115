'use client';

import type { AuthClient } from '@portcullis/core/client';
import { type ReactNode, useMemo } from 'react';
import { type Appearance, PortcullisAppearanceContext } from './forms/appearance.js';
import type { PartialLocalization } from './localization/types.js';
import { PortcullisContext, PortcullisLocalizationContext } from './portcullis-context.js';
import { type PortcullisTheme, useForcedTheme } from './use-forced-theme.js';

/** Props of {@link PortcullisProvider}. */
export interface PortcullisProviderProps {
  /**
   * The client from `createAuthClient()`, with any plugins; create it once, at module level, not
   * in a render. The organization components need `organizationClient()`, the username fields
   * of the forms `usernameClient()`.
   */
  client: AuthClient;
  /**
   * The text of every component and the messages of the server's error codes, e.g. `fr` from
   * `'@portcullis/react/locales/fr'`. A component's `labels` prop still wins over it; a key it
   * leaves out falls back to English (and an error code it leaves out to the server's message).
   * Default: English.
   */
  localization?: PartialLocalization;
  /**
   * The BCP 47 locale dates and numbers are formatted in (`Intl`), e.g. `'fr-FR'`. Default: the
   * browser's.
   */
  locale?: string;
  /**
   * The colour theme of `@portcullis/react/styles.css`: `'system'` follows the reader's
   * `prefers-color-scheme`; `'light'` or `'dark'` forces it by setting
   * `data-portcullis-theme` on `<html>` (in an effect, put back on unmount), which also sets
   * `color-scheme` so native controls follow. To force a theme on part of the page only, put
   * the attribute on any ancestor element yourself. With server rendering, also write the
   * attribute into the server's `<html>` so the first paint has the right theme.
   * Default: `'system'`.
   */
  theme?: PortcullisTheme;
  /**
   * Class names of your own (Tailwind, CSS modules…) for the kit's elements, added to its
   * `portcullis-*` classes in every component, e.g.
   * `{ elements: { input: 'rounded border px-3', buttonPrimary: 'bg-teal-700 text-white' } }`.
   * A composed screen's own `appearance` goes over it, element by element. Define it once
   * (module level or `useMemo`): a new object each render rebuilds the class strings.
   * Default: none (the kit's classes alone).
   */
  appearance?: Appearance;
  children?: ReactNode;
}

/**
 * Makes an auth client available to the hooks and forms below it (`useSession`,
 * `SignInForm`…), with the text they show (`localization`, `locale`) and, optionally, a forced
 * colour theme (`theme`). Mount it once near the root of the app.
 *
 * @example
 * const authClient = createAuthClient({ plugins: [usernameClient(), organizationClient()] });
 * createRoot(root).render(
 *   <PortcullisProvider client={authClient} localization={fr} locale="fr-FR">
 *     <App />
 *   </PortcullisProvider>,
 * );
 */
export function PortcullisProvider({
  client,
  localization,
  locale,
  theme,
  appearance,
  children,
}: PortcullisProviderProps) {
  useForcedTheme(theme);
  const text = useMemo(() => ({ localization, locale }), [localization, locale]);
  return (
    <PortcullisContext.Provider value={client}>
      <PortcullisLocalizationContext.Provider value={text}>
        <PortcullisAppearanceContext.Provider value={appearance ?? null}>
          {children}
        </PortcullisAppearanceContext.Provider>
      </PortcullisLocalizationContext.Provider>
    </PortcullisContext.Provider>
  );
}
