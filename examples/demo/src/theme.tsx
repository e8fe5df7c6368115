import type { PortcullisTheme } from '@portcullis/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useDemoText } from './language.js';

/** Where the header's theme choice is kept between visits. */
export const THEME_STORAGE_KEY = 'portcullis-demo-theme';

const THEMES: readonly PortcullisTheme[] = ['system', 'light', 'dark'];

const ThemeContext = createContext<{
  theme: PortcullisTheme;
  setTheme: (theme: PortcullisTheme) => void;
}>({ theme: 'system', setTheme: () => {} });

function storedTheme(): PortcullisTheme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.find((theme) => theme === stored) ?? 'system';
  } catch {
    // Storage refused (a privacy mode): the system's setting.
    return 'system';
  }
}

/**
 * Holds the theme chosen in the header (system, light or dark), kept in localStorage. The
 * language provider hands it to `PortcullisProvider theme`, which sets `data-portcullis-theme`
 * on `<html>`; the kit's and the demo's colours follow.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setChosen] = useState<PortcullisTheme>(storedTheme);
  const setTheme = (next: PortcullisTheme) => {
    setChosen(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not kept: the choice lasts until the page reloads.
    }
  };
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

/** The theme chosen in the header. */
export function useDemoTheme(): PortcullisTheme {
  return useContext(ThemeContext).theme;
}

/** The header's theme switch: a select named "Theme" ("Thème" in French). */
export function ThemeSwitch() {
  const { theme, setTheme } = useContext(ThemeContext);
  const text = useDemoText().header;
  const names = { system: text.themeSystem, light: text.themeLight, dark: text.themeDark };
  return (
    <select
      className="portcullis-input portcullis-select portcullis-select--small language-switch"
      aria-label={text.theme}
      value={theme}
      onChange={(event) => setTheme(THEMES.find((t) => t === event.target.value) ?? 'system')}
    >
      {THEMES.map((option) => (
        <option key={option} value={option}>
          {names[option]}
        </option>
      ))}
    </select>
  );
}
