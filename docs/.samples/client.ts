/**
 * The browser `client` documentation samples import (`import { client } from './client'`) or use
 * as a global (see `globals.d.ts`): every client plugin on, so any `client.*` call a page shows
 * type-checks. Used only by `scripts/check-docs.ts`; never run.
 */
import {
  createAuthClient,
  jwtClient,
  organizationClient,
  usernameClient,
} from '@portcullis/core/client';

export const client = createAuthClient({
  baseURL: 'https://app.example',
  plugins: [usernameClient(), organizationClient({ teams: { enabled: true } }), jwtClient()],
});
