/**
 * @module portcullis-demo/client
 *
 * Browser entry: mounts the demo app inside the Portcullis provider, in the language and theme
 * chosen in the header (see language.tsx and theme.tsx).
 */
import '@portcullis/react/styles.css';
import './app.css';
import './account.css';
import './outbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { LanguageProvider } from './language.js';
import { ThemeProvider, useDemoTheme } from './theme.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">.');

/** The app in the kit's provider, with the header's language and theme. */
function ThemedApp() {
  return (
    <LanguageProvider theme={useDemoTheme()}>
      <App />
    </LanguageProvider>
  );
}

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <ThemedApp />
    </ThemeProvider>
  </StrictMode>,
);
