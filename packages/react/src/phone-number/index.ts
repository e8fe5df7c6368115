export { normalizePhoneCode, normalizePhoneNumber } from './normalize-phone-number.js';
export type { PhoneNumberFormLabels, PhoneNumberFormProps } from './PhoneNumberForm.js';
export { PhoneNumberForm } from './PhoneNumberForm.js';
export type {
  PhoneSignInFormLabels,
  PhoneSignInFormProps,
  PhoneSignInResult,
} from './PhoneSignInForm.js';
export { PhoneSignInForm } from './PhoneSignInForm.js';
