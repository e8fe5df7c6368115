/**
 * @module portcullis-demo/client
 *
 * Browser entry: mounts the demo app inside the Portcullis provider.
 */
import '@portcullis/react/styles.css';
import './app.css';
import './account.css';
import './outbox.css';
import { PortcullisProvider } from '@portcullis/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { authClient } from './auth-client.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <PortcullisProvider client={authClient}>
      <App />
    </PortcullisProvider>
  </StrictMode>,
);
