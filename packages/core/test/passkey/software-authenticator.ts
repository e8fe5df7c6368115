// Test support only: a software WebAuthn authenticator (ES256 keys from node:crypto, CBOR from
// @simplewebauthn/server's helpers), producing the JSON `startRegistration` and
// `startAuthentication` hand to the server. It signs whatever it is told to (any origin, rpID,
// counter), so tests can produce both honest and forged ceremonies.
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest());
const u32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** What a ceremony is signed for; defaults are the test server's. */
export interface CeremonyOptions {
  origin?: string;
  rpID?: string;
  /** Overrides the challenge taken from the options. */
  challenge?: string;
}

/** One credential held by the authenticator. */
export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  /** The signature counter, incremented before each assertion (unless `counter` is given). */
  counter: number;
  userHandle: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** A software authenticator with its credentials, one per registration. */
export function createSoftwareAuthenticator(defaults: { origin: string; rpID: string }) {
  const credentials: SoftwareCredential[] = [];

  function register(
    optionsJSON: { challenge: string; user: { id: string } },
    options: CeremonyOptions = {},
  ) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x as string)],
        [-3, isoBase64URL.toBuffer(jwk.y as string)],
      ]),
    );
    const credentialId = new Uint8Array(randomBytes(32));
    const idLength = new Uint8Array([0, credentialId.length]);
    const authData = concat(
      sha256(options.rpID ?? defaults.rpID),
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      u32(0),
      new Uint8Array(16),
      idLength,
      credentialId,
      cose,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge ?? optionsJSON.challenge,
      origin: options.origin ?? defaults.origin,
      crossOrigin: false,
    });
    const credential: SoftwareCredential = {
      id: b64url(credentialId),
      privateKey,
      counter: 0,
      userHandle: optionsJSON.user.id,
    };
    credentials.push(credential);
    return {
      credential,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(new TextEncoder().encode(clientDataJSON)),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    };
  }

  function authenticate(
    optionsJSON: { challenge: string },
    credential: SoftwareCredential | undefined = credentials[0],
    options: CeremonyOptions & { counter?: number } = {},
  ) {
    if (!credential) throw new Error('no credential registered');
    credential.counter = options.counter ?? credential.counter + 1;
    const authData = concat(
      sha256(options.rpID ?? defaults.rpID),
      new Uint8Array([FLAG_UP | FLAG_UV]),
      u32(credential.counter),
    );
    const clientDataJSON = new TextEncoder().encode(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge ?? optionsJSON.challenge,
        origin: options.origin ?? defaults.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign(
      'sha256',
      concat(authData, sha256(clientDataJSON)),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  return { credentials, register, authenticate };
}
