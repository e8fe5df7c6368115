/**
 * @module @portcullis/react
 *
 * React bindings for Portcullis: `PortcullisProvider` holds the client from
 * `createAuthClient()` (`@portcullis/core/client`), `useSession` follows the current session,
 * and `SignInForm`, `SignUpForm` and `SignOutButton` are accessible, ready-made UI. The forms
 * work unstyled; `import '@portcullis/react/styles.css'` for the default look, themed with
 * `--portcullis-*` CSS variables.
 */

export type { SignInFormLabels, SignInFormProps } from './forms/SignInForm.js';
export { SignInForm } from './forms/SignInForm.js';
export type { SignOutButtonProps } from './forms/SignOutButton.js';
export { SignOutButton } from './forms/SignOutButton.js';
export type { SignUpFormLabels, SignUpFormProps } from './forms/SignUpForm.js';
export { SignUpForm } from './forms/SignUpForm.js';
export type { PortcullisProviderProps } from './PortcullisProvider.js';
export { PortcullisProvider } from './PortcullisProvider.js';
export { useAuthClient } from './useAuthClient.js';
export type { UseSessionResult } from './useSession.js';
export { useSession } from './useSession.js';
