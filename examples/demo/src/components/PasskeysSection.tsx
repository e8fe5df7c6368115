import { PasskeysList } from '@portcullis/react';
import { Section } from './Section.js';

/**
 * The account page's passkeys card: the user's passkeys (rename, delete) and "Add a passkey",
 * which asks the browser to create one for this site. A passkey then signs in from the sign-in
 * panel's "Sign in with a passkey" button, or from the email field's autofill.
 */
export function PasskeysSection() {
  return (
    <Section
      title="Passkeys"
      description="Sign in with your device's screen lock or a security key instead of a password."
    >
      <PasskeysList />
    </Section>
  );
}
