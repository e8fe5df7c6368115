// Test support only: `navigator.credentials.create/get` and `PublicKeyCredential` for DOM-less
// test environments (happy-dom), backed by the software authenticator, so the real
// `@simplewebauthn/browser` ceremonies of `passkeyClient()` run end to end against a test server.
import { vi } from 'vitest';
import { TEST_ORIGIN } from '../kit/test-server.js';
import { createSoftwareAuthenticator } from './software-authenticator.js';

const toB64url = (buffer: BufferSource) =>
  Buffer.from(buffer instanceof ArrayBuffer ? buffer : (buffer as ArrayBufferView).buffer).toString(
    'base64url',
  );
const toBuffer = (b64url: string): ArrayBuffer => {
  const bytes = Buffer.from(b64url, 'base64url');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

/** Options of {@link installWebAuthnStub}. */
export interface WebAuthnStubOptions {
  /** What `isConditionalMediationAvailable()` answers. Default: true. */
  conditionalMediation?: boolean;
  /** Makes every ceremony fail as a user's cancel does (`NotAllowedError`). Default: false. */
  cancel?: boolean;
  /** The page's origin, signed into the client data. Default: the test server's. */
  origin?: string;
  /** The relying party the authenticator signs for. Default: `'localhost'`. */
  rpID?: string;
}

/**
 * Installs the stub on the global `navigator` and `window` (undo with `vi.unstubAllGlobals()`).
 * Returns the authenticator, the `mediation` of every `get` call, mutable `settings`, and
 * `pickAutofill()`.
 *
 * A conditional request (`mediation: 'conditional'`, the autofill) waits, as a browser does, until
 * the test picks the passkey with `pickAutofill()` or the page aborts it through its `signal` (as
 * `@simplewebauthn/browser` does when another ceremony starts): it then rejects with an
 * `AbortError`, the browser's answer.
 */
export function installWebAuthnStub(options: WebAuthnStubOptions = {}) {
  const authenticator = createSoftwareAuthenticator({
    origin: options.origin ?? TEST_ORIGIN,
    rpID: options.rpID ?? 'localhost',
  });
  const mediations: string[] = [];
  /** `excludeCredentials` honoured (false lets one authenticator register several passkeys). */
  const settings = { exclude: true };
  const cancelled = () => new DOMException('The operation was cancelled.', 'NotAllowedError');
  /** Resolves the pending conditional request, as a user's pick in the autofill list. */
  let pick: (() => void) | undefined;
  const waitForPick = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const aborted = () => {
        pick = undefined;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal?.aborted) return aborted();
      signal?.addEventListener('abort', aborted, { once: true });
      pick = () => {
        pick = undefined;
        signal?.removeEventListener('abort', aborted);
        resolve();
      };
    });
  const credentials = {
    async create({ publicKey }: { publicKey: PublicKeyCredentialCreationOptions }) {
      if (options.cancel) throw cancelled();
      const excluded = (publicKey.excludeCredentials ?? []).map((item) => toB64url(item.id));
      const known = authenticator.credentials.some((credential) =>
        excluded.includes(credential.id),
      );
      if (settings.exclude && known) {
        throw new DOMException('The authenticator was previously registered.', 'InvalidStateError');
      }
      const { response } = authenticator.register({
        challenge: toB64url(publicKey.challenge),
        user: { id: toB64url(publicKey.user.id) },
      });
      return {
        id: response.id,
        rawId: toBuffer(response.rawId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: toBuffer(response.response.clientDataJSON),
          attestationObject: toBuffer(response.response.attestationObject),
          getTransports: () => response.response.transports,
        },
        getClientExtensionResults: () => ({}),
      };
    },
    async get({
      publicKey,
      mediation,
      signal,
    }: {
      publicKey: PublicKeyCredentialRequestOptions;
      mediation?: string;
      signal?: AbortSignal;
    }) {
      mediations.push(mediation ?? 'optional');
      if (mediation === 'conditional') await waitForPick(signal);
      if (options.cancel) throw cancelled();
      const allowed = (publicKey.allowCredentials ?? []).map((item) => toB64url(item.id));
      const credential = allowed.length
        ? authenticator.credentials.find((candidate) => allowed.includes(candidate.id))
        : authenticator.credentials[0];
      if (!credential) throw cancelled();
      const assertion = authenticator.authenticate(
        { challenge: toB64url(publicKey.challenge) },
        credential,
      );
      return {
        id: assertion.id,
        rawId: toBuffer(assertion.rawId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: toBuffer(assertion.response.clientDataJSON),
          authenticatorData: toBuffer(assertion.response.authenticatorData),
          signature: toBuffer(assertion.response.signature),
          userHandle: toBuffer(assertion.response.userHandle),
        },
        getClientExtensionResults: () => ({}),
      };
    },
  };
  // A function, as browsers' PublicKeyCredential is (the library checks its type).
  const PublicKeyCredentialStub = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: async () => options.conditionalMediation ?? true,
    isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredentialStub);
  // Node has no `navigator` before version 21; DOM environments have one without `credentials`.
  if (globalThis.navigator) {
    Object.defineProperty(globalThis.navigator, 'credentials', {
      value: credentials,
      configurable: true,
    });
  } else {
    vi.stubGlobal('navigator', { credentials });
  }
  /**
   * Picks the passkey in the autofill: answers the pending conditional request. Throws when none
   * is pending (none was started, or it was aborted).
   */
  const pickAutofill = () => {
    if (!pick) throw new Error('pickAutofill: no conditional (autofill) request is pending');
    pick();
  };
  /** Whether a conditional (autofill) request waits for a pick. */
  const autofillPending = () => pick !== undefined;
  return { authenticator, mediations, settings, pickAutofill, autofillPending };
}
