import {
  adminClient,
  anonymousClient,
  createAuthClient,
  emailOTPClient,
  magicLinkClient,
  organizationClient,
  passkeyClient,
  twoFactorClient,
  usernameClient,
} from '@portcullis/core/client';

/**
 * The demo's one auth client, with the client halves of the server's `username()`,
 * `organization()` (teams on), `admin()`, `passkey()`, `twoFactor()`, `magicLink()`, `emailOTP()` and `anonymous()` plugins. No `baseURL`: the UI is served by the same server as the
 * API, so requests go to this origin's `/api/auth` and the session cookie comes along by itself.
 */
export const authClient = createAuthClient({
  plugins: [
    usernameClient(),
    organizationClient({ teams: { enabled: true } }),
    adminClient(),
    passkeyClient(),
    twoFactorClient(),
    magicLinkClient(),
    emailOTPClient(),
    anonymousClient(),
  ],
});

// `useAuthClient()` from @portcullis/react returns this client's type, plugin calls included.
declare module '@portcullis/react' {
  interface Register {
    authClient: typeof authClient;
  }
}
