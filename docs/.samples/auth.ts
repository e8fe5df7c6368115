/**
 * The `auth` instance documentation samples import (`import { auth } from './auth'`, or
 * `'@/lib/auth'`) or use as a global (see `globals.d.ts`): every plugin on, so any `auth.api.*`
 * call a page shows type-checks. Used only by `scripts/check-docs.ts`; never run.
 */
import {
  apiKey,
  bearer,
  createPortcullis,
  jwt,
  memoryAdapter,
  organization,
  phoneNumber,
  username,
} from '@portcullis/core';

export const auth = createPortcullis({
  baseURL: 'https://app.example',
  database: memoryAdapter(),
  emailAndPassword: { enabled: true },
  socialProviders: {
    github: { clientId: 'github-client-id', clientSecret: 'github-client-secret' },
    google: { clientId: 'google-client-id', clientSecret: 'google-client-secret' },
  },
  plugins: [
    username(),
    bearer(),
    jwt(),
    organization({ teams: { enabled: true } }),
    apiKey(),
    phoneNumber(),
  ],
});
