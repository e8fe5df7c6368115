import {
  adminClient,
  anonymousClient,
  apiKeyClient,
  createAuthClient,
  emailOTPClient,
  magicLinkClient,
  multiSessionClient,
  oneTimeTokenClient,
  organizationClient,
  passkeyClient,
  phoneNumberClient,
  twoFactorClient,
  usernameClient,
} from '@portcullis/core/client';

/**
 * The demo's one auth client, with the client halves of the server's `username()`,
 * `organization()` (teams on), `admin()`, `passkey()`, `twoFactor()`, `magicLink()`, `emailOTP()`,
 * `phoneNumber()`, `apiKey()`, `multiSession()`, `oneTimeToken()` and `anonymous()` plugins. No `baseURL`: the UI
 * is served by the same server as the API, so requests go to this origin's `/api/auth` and the
 * session cookie comes along by itself.
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
    phoneNumberClient(),
    apiKeyClient(),
    multiSessionClient(),
    oneTimeTokenClient(),
    anonymousClient(),
  ],
});

// `useAuthClient()` from @portcullis/react returns this client's type, plugin calls included.
declare module '@portcullis/react' {
  interface Register {
    authClient: typeof authClient;
  }
}
