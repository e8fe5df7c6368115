/**
 * @module gallery
 *
 * The screenshot page: `/?view=sign-in&width=400` renders one view of {@link VIEWS} inside the
 * provider, in a `[data-shot]` box of that width (CSS pixels) that the screenshot is cropped
 * to; `&lang=fr` renders it in French (`@portcullis/react/locales/fr`, dates in `fr-FR`). An
 * unknown view renders an alert naming the known ones.
 */
import '@portcullis/react/styles.css';
import {
  adminClient,
  createAuthClient,
  emailOTPClient,
  magicLinkClient,
  organizationClient,
  passkeyClient,
  twoFactorClient,
  usernameClient,
} from '@portcullis/core/client';
import { PortcullisProvider } from '@portcullis/react';
import { fr } from '@portcullis/react/locales/fr';
import { createRoot } from 'react-dom/client';
import { VIEWS } from './views.js';

const params = new URLSearchParams(window.location.search);
const name = params.get('view') ?? '';
const view = VIEWS[name];
const width = Number(params.get('width') ?? 400);
const french = params.get('lang') === 'fr';
if (french) document.documentElement.lang = 'fr';
const client = createAuthClient({
  plugins: [
    usernameClient(),
    organizationClient(),
    adminClient(),
    passkeyClient(),
    twoFactorClient(),
    magicLinkClient(),
    emailOTPClient(),
  ],
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing <div id="root">.');

createRoot(root).render(
  <PortcullisProvider client={client} {...(french ? { localization: fr, locale: 'fr-FR' } : {})}>
    <div className="shot" data-shot style={{ width }}>
      {view ? (
        view({ invitation: params.get('invitation') ?? '', user: params.get('user') ?? '' })
      ) : (
        <p role="alert">
          Unknown view "{name}"; known: {Object.keys(VIEWS).join(', ')}.
        </p>
      )}
    </div>
  </PortcullisProvider>,
);
