'use client';

import type { AuthClient } from '@portcullis/core/client';
import { useEffect, useRef } from 'react';
import { hasPasskeyClient } from './passkey-client.js';

/**
 * Starts a conditional-UI passkey sign-in (the browser's autofill offers the passkeys of this
 * site in an input with `autocomplete="username webauthn"`) when the component mounts, if the
 * client was created with `passkeyClient()` and the browser supports it
 * (`PublicKeyCredential.isConditionalMediationAvailable()` resolves true). `onSignedIn` runs
 * after a passkey was picked and the server signed the user in (the session store already
 * reloaded). Cancelled or failed attempts are silent: the user can still type a password, and
 * a passkey button's own ceremony cancels this one. Returns whether the client has passkeys,
 * for the input's `autocomplete`.
 *
 * @see https://w3c.github.io/webauthn/#enum-credentialMediationRequirement (conditional)
 */
export function usePasskeyAutofill(client: AuthClient, onSignedIn: () => void): boolean {
  const enabled = hasPasskeyClient(client);
  const latest = useRef(onSignedIn);
  latest.current = onSignedIn;
  useEffect(() => {
    if (!hasPasskeyClient(client)) return;
    let active = true;
    const credential = globalThis.PublicKeyCredential as
      | { isConditionalMediationAvailable?: () => Promise<boolean> }
      | undefined;
    void (async () => {
      const available = await credential?.isConditionalMediationAvailable?.().catch(() => false);
      if (!available || !active) return;
      const { error } = await client.signIn.passkey({ autoFill: true });
      if (!error && active) latest.current();
    })();
    return () => {
      active = false;
    };
  }, [client]);
  return enabled;
}
