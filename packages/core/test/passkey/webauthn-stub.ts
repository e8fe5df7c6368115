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
 * Returns the authenticator, the `mediation` of every `get` call and mutable `settings`.
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
    }: {
      publicKey: PublicKeyCredentialRequestOptions;
      mediation?: string;
    }) {
      mediations.push(mediation ?? 'optional');
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
  return { authenticator, mediations, settings };
}
