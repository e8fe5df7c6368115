/**
 * `@simplewebauthn/server`, loaded the first time a passkey route runs. It is large to load
 * (about 0.2 s and 20 MB of resident memory on our 2-core machine, with its ASN.1 and X.509
 * libraries) and installs `reflect-metadata` on the global `Reflect`: an app that imports
 * `@portcullis/core` without using `passkey()` pays for none of it.
 */
let loaded: Promise<typeof import('@simplewebauthn/server')> | undefined;

/** The `@simplewebauthn/server` module (imported once, then shared). */
export function loadWebAuthn(): Promise<typeof import('@simplewebauthn/server')> {
  loaded ??= import('@simplewebauthn/server');
  return loaded;
}
