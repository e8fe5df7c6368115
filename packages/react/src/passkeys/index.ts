export {
  PasskeySignInButton,
  type PasskeySignInButtonProps,
} from './PasskeySignInButton.js';
export { PasskeysList, type PasskeysListLabels, type PasskeysListProps } from './PasskeysList.js';
export {
  hasPasskeyClient,
  type PasskeyAuthClient,
  requirePasskeyClient,
} from './passkey-client.js';
export { usePasskeyAutofill } from './use-passkey-autofill.js';
