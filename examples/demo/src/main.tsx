/**
 * @module portcullis-demo/client
 *
 * Browser entry: mounts the demo app inside the Portcullis provider, in the language chosen in
 * the header (see language.tsx).
 */
import '@portcullis/react/styles.css';
import './app.css';
import './account.css';
import './outbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { LanguageProvider } from './language.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <LanguageProvider>
      <App />
    </LanguageProvider>
  </StrictMode>,
);
