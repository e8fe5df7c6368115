/**
 * @module @portcullis/react/locales/fr
 *
 * The kit in French (vous-form, with a non-breaking space before « : ; ? ! » and inside
 * guillemets), and the French messages of every error code. Its own module: an app that does not
 * import it does not ship it.
 *
 * @example
 * import { fr } from '@portcullis/react/locales/fr';
 * <PortcullisProvider client={authClient} localization={fr} locale="fr-FR">…</PortcullisProvider>
 */

import type { Localization } from '../localization/types.js';
import { account } from './fr/account.js';
import { admin } from './fr/admin.js';
import { errors } from './fr/errors.js';
import { forms } from './fr/forms.js';
import { organization } from './fr/organization.js';
import { screens } from './fr/screens.js';

/** The complete French dictionary, every section and error code. */
export const fr = {
  ...forms,
  ...organization,
  ...account,
  ...admin,
  ...screens,
  ...errors,
} satisfies Localization;
