export type {
  EmailOTPFormLabels,
  EmailOTPFormProps,
  EmailOTPSignInResult,
} from './EmailOTPForm.js';
export { EmailOTPForm, normalizeEmailCode } from './EmailOTPForm.js';
export type { MagicLinkFormLabels, MagicLinkFormProps } from './MagicLinkForm.js';
export { isMagicLinkError, MagicLinkForm } from './MagicLinkForm.js';
