import { PortcullisProvider, type PortcullisTheme } from '@portcullis/react';
import { fr } from '@portcullis/react/locales/fr';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { authClient } from './auth-client.js';
import { type DemoText, demoText } from './i18n.js';

/** The languages the demo offers. */
export type DemoLanguage = 'en' | 'fr';

/** Where the choice is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'portcullis-demo-language';

const LANGUAGES: Record<DemoLanguage, { name: string; locale: string }> = {
  en: { name: 'English', locale: 'en-US' },
  fr: { name: 'Français', locale: 'fr-FR' },
};

const LanguageContext = createContext<{
  language: DemoLanguage;
  setLanguage: (language: DemoLanguage) => void;
}>({ language: 'en', setLanguage: () => {} });

function storedLanguage(): DemoLanguage {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'fr' ? 'fr' : 'en';
  } catch {
    // Storage refused (a privacy mode): English.
    return 'en';
  }
}

/**
 * The kit's provider in the chosen language (`localization` and `locale`), kept in
 * localStorage; `<html lang>` follows. It also hands the provider the header's theme.
 */
export function LanguageProvider({
  children,
  theme = 'system',
}: {
  children: ReactNode;
  /** The header's theme (`ThemeProvider`, read by main.tsx). */
  theme?: PortcullisTheme;
}) {
  const [language, setChosen] = useState<DemoLanguage>(storedLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = (next: DemoLanguage) => {
    setChosen(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not kept: the choice lasts until the page reloads.
    }
  };
  return (
    <LanguageContext.Provider value={{ language, setLanguage }}>
      <PortcullisProvider
        client={authClient}
        localization={language === 'fr' ? fr : undefined}
        locale={LANGUAGES[language].locale}
        theme={theme}
      >
        {children}
      </PortcullisProvider>
    </LanguageContext.Provider>
  );
}

/** The language chosen in the header. */
export function useDemoLanguage(): DemoLanguage {
  return useContext(LanguageContext).language;
}

/**
 * The demo's own text (`i18n.ts`) in the language chosen in the header.
 *
 * @example
 * const text = useDemoText();
 * <h1>{text.notFound.title}</h1>
 */
export function useDemoText(): DemoText {
  return demoText[useDemoLanguage()];
}

/**
 * The header's English/Français switch: a select named "Language" ("Langue" in French), its
 * options each in their own language.
 */
export function LanguageSwitch() {
  const { language, setLanguage } = useContext(LanguageContext);
  return (
    <select
      className="portcullis-input portcullis-select portcullis-select--small language-switch"
      aria-label={demoText[language].header.language}
      value={language}
      onChange={(event) => setLanguage(event.target.value === 'fr' ? 'fr' : 'en')}
    >
      {(Object.keys(LANGUAGES) as DemoLanguage[]).map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGES[code].name}
        </option>
      ))}
    </select>
  );
}
