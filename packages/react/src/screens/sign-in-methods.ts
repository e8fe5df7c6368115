import type { AuthClient } from '@portcullis/core/client';
import { hasAnonymousClient } from '../guest/anonymous-client.js';
import { hasPasskeyClient } from '../passkeys/passkey-client.js';

/**
 * A way to sign in that {@link SignIn} can offer: `'password'` (email or username and password,
 * `SignInForm`), `'social'` (`SocialButtons`, for the `socialProviders` given), `'magic-link'`
 * (`MagicLinkForm`, needs `magicLinkClient()`), `'email-otp'` (`EmailOTPForm`, needs
 * `emailOTPClient()`), `'passkey'` (`PasskeySignInButton` and the email field's passkey autofill,
 * needs `passkeyClient()`), `'anonymous'` (`ContinueAsGuestButton`, "Continue as guest", needs
 * `anonymousClient()`).
 */
export type SignInMethod =
  | 'password'
  | 'social'
  | 'magic-link'
  | 'email-otp'
  | 'passkey'
  | 'anonymous';

/** Every {@link SignInMethod}, in the default order (the first form method is the primary one). */
export const SIGN_IN_METHODS: readonly SignInMethod[] = [
  'password',
  'magic-link',
  'email-otp',
  'passkey',
  'social',
  'anonymous',
];

/** The methods shown as a form of their own, of which one is on screen at a time. */
export type SignInFormMethod = 'password' | 'magic-link' | 'email-otp';

const FORM_METHODS: readonly SignInMethod[] = ['password', 'magic-link', 'email-otp'];

/** What {@link offeredSignInMethods} found: the form methods in order, and the buttons. */
export interface OfferedSignInMethods {
  /** The form methods offered, the primary one first. */
  forms: SignInFormMethod[];
  /** Whether to show `PasskeySignInButton`. */
  passkey: boolean;
  /** Whether to show `SocialButtons`. */
  social: boolean;
  /** Whether to show `ContinueAsGuestButton`. */
  anonymous: boolean;
}

/**
 * Whether `client` was created with the client plugin `method` needs: `magicLinkClient()` for
 * `'magic-link'`, `emailOTPClient()` for `'email-otp'`, `passkeyClient()` for `'passkey'`,
 * `anonymousClient()` for `'anonymous'`
 * (the same checks as `require-plugin.ts` and `passkey-client.ts`); `'password'` and `'social'`
 * are core calls.
 */
export function clientSupports(client: AuthClient, method: SignInMethod): boolean {
  if (method === 'magic-link') return 'magicLink' in client.signIn;
  if (method === 'email-otp') return 'emailOtp' in client;
  if (method === 'passkey') return hasPasskeyClient(client);
  if (method === 'anonymous') return hasAnonymousClient(client);
  return true;
}

/**
 * The methods {@link SignIn} offers: those of `methods` (default: all, in
 * {@link SIGN_IN_METHODS}' order) that the client supports, `'social'` only with at least one
 * provider. The order of `methods` decides the primary form method.
 */
export function offeredSignInMethods(
  client: AuthClient,
  methods: readonly SignInMethod[] = SIGN_IN_METHODS,
  providerCount = 0,
): OfferedSignInMethods {
  const offered = methods.filter((method) => clientSupports(client, method));
  return {
    forms: offered.filter((method): method is SignInFormMethod => FORM_METHODS.includes(method)),
    passkey: offered.includes('passkey'),
    social: offered.includes('social') && providerCount > 0,
    anonymous: offered.includes('anonymous'),
  };
}
