/**
 * The passkey plugin's routes that need no authenticator (issue 21), against Better Auth 1.2.7:
 * the registration and authentication options (their random challenge and user handle
 * normalised), the challenge cookie, listing, renaming and deleting with their errors, and the
 * verify routes' refusals before any signature is checked (no challenge cookie, an unknown
 * credential, an attestation that does not verify). The ceremonies themselves, with a real
 * authenticator, are covered by packages/core/test/passkey and the demo's Chromium test.
 */
import { createSoftwareAuthenticator } from '../../../packages/core/test/passkey/software-authenticator.js';
import type { Driver, StepRequest } from '../support/driver.js';
import { BASE_URL } from '../support/sides.js';
import { type Scenario, signUp } from './types.js';

/** Records `request` as `label` and replaces the generated values WebAuthn options carry. */
async function optionsStep(d: Driver, label: string, request: StepRequest) {
  const json = await d.step(label, request);
  const body = d.steps.get(label)?.body as Record<string, any> | null;
  if (body && typeof body === 'object') {
    if (typeof body.challenge === 'string') body.challenge = '<challenge>';
    if (body.user && typeof body.user.id === 'string') body.user.id = '<user handle>';
  }
  return json;
}

/** Replaces every `credentialID` (random per authenticator) in `label`'s recorded body. */
function normaliseCredentialIds(d: Driver, label: string) {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.credentialID === 'string') record.credentialID = '<credential id>';
      Object.values(record).forEach(visit);
    }
  };
  visit(d.steps.get(label)?.body);
}

/** Records `request` as `label`, credential ids normalised. */
async function passkeyStep(d: Driver, label: string, request: StepRequest) {
  const json = await d.step(label, request);
  normaliseCredentialIds(d, label);
  return json;
}

export const passkeyScenario: Scenario = {
  name: 'passkey',
  options: { passkey: true },
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await signUp(d, 'grace', 'grace@example.com');
    await signUp(d, 'alan', 'alan@example.com');

    // Registration options.
    await optionsStep(d, 'register options', {
      path: '/passkey/generate-register-options',
      as: 'ada',
    });
    await optionsStep(d, 'register options, cross-platform', {
      path: '/passkey/generate-register-options?authenticatorAttachment=cross-platform',
      as: 'ada',
    });
    await d.step('register options, signed out', { path: '/passkey/generate-register-options' });

    // Authentication options: no allowCredentials without a session or without passkeys.
    await optionsStep(d, 'authenticate options, signed out', {
      path: '/passkey/generate-authenticate-options',
      body: {},
    });
    await optionsStep(d, 'authenticate options, with an email', {
      path: '/passkey/generate-authenticate-options',
      body: { email: 'ada@example.com' },
    });
    await optionsStep(d, 'authenticate options, signed in without passkeys', {
      path: '/passkey/generate-authenticate-options',
      body: {},
      as: 'grace',
    });

    // Verification refusals before any signature is checked.
    await d.step('verify-registration, no challenge cookie', {
      path: '/passkey/verify-registration',
      body: { response: { id: 'x' } },
      as: 'alan',
    });
    await d.step('verify-registration, signed out', {
      path: '/passkey/verify-registration',
      body: { response: { id: 'x' } },
    });
    await d.step('verify-authentication, no challenge cookie', {
      path: '/passkey/verify-authentication',
      body: { response: { id: 'x' } },
    });
    await d.step('verify-authentication, unknown credential', {
      path: '/passkey/verify-authentication',
      body: { response: { id: 'bm8tc3VjaC1jcmVkZW50aWFs', type: 'public-key' } },
      as: 'grace', // holds the challenge cookie of the options above
    });

    // Listing, renaming, deleting.
    await d.step('list, none', { path: '/passkey/list-user-passkeys', as: 'ada' });
    await d.step('list, signed out', { path: '/passkey/list-user-passkeys' });
    await d.step('update, unknown id', {
      path: '/passkey/update-passkey',
      body: { id: 'no-such-passkey', name: 'Laptop' },
      as: 'ada',
    });
    await d.step('update, signed out', {
      path: '/passkey/update-passkey',
      body: { id: 'no-such-passkey', name: 'Laptop' },
    });
    await d.step('delete, unknown id', {
      path: '/passkey/delete-passkey',
      body: { id: 'no-such-passkey' },
      as: 'ada',
    });
    await d.step('delete, signed out', {
      path: '/passkey/delete-passkey',
      body: { id: 'no-such-passkey' },
    });

    // Real ceremonies, with a software authenticator (ES256, 'none' attestation) per server.
    const authenticator = createSoftwareAuthenticator({ origin: BASE_URL, rpID: 'localhost' });
    const creation = await (
      await d.send({ path: '/passkey/generate-register-options', as: 'ada' })
    ).json();
    const { response: attestation } = authenticator.register(creation);
    const registration = { response: attestation, name: 'Laptop' };
    const row = await passkeyStep(d, 'verify-registration', {
      path: '/passkey/verify-registration',
      body: registration,
      as: 'ada',
    });
    await passkeyStep(d, 'list, one passkey', { path: '/passkey/list-user-passkeys', as: 'ada' });
    await optionsStep(d, 'authenticate options, signed in with a passkey', {
      path: '/passkey/generate-authenticate-options',
      body: {},
      as: 'ada',
    });
    const request = await (
      await d.send({ path: '/passkey/generate-authenticate-options', body: {}, as: 'carol' })
    ).json();
    await d.step('verify-authentication, discoverable credential', {
      path: '/passkey/verify-authentication',
      body: { response: authenticator.authenticate(request) },
      as: 'carol',
    });
    await d.step('get-session after a passkey sign-in', { path: '/get-session', as: 'carol' });
    await passkeyStep(d, 'update, own passkey', {
      path: '/passkey/update-passkey',
      body: { id: row?.id, name: 'Work laptop' },
      as: 'ada',
    });
    await d.step('update, another user’s passkey', {
      path: '/passkey/update-passkey',
      body: { id: row?.id, name: 'Mine now' },
      as: 'grace',
    });
    await d.step('delete, another user’s passkey', {
      path: '/passkey/delete-passkey',
      body: { id: row?.id },
      as: 'grace',
    });
    // Better Auth deleted it; Portcullis did not.
    await passkeyStep(d, 'list, after another user’s delete', {
      path: '/passkey/list-user-passkeys',
      as: 'ada',
    });
    // A registration sent twice: Better Auth stores a second row, Portcullis finds its challenge
    // used (400, null body, Better Auth's answer for a challenge it does not find).
    const second = createSoftwareAuthenticator({ origin: BASE_URL, rpID: 'localhost' });
    const alanOptions = await (
      await d.send({ path: '/passkey/generate-register-options', as: 'alan' })
    ).json();
    const alanRegistration = { response: second.register(alanOptions).response };
    await passkeyStep(d, 'verify-registration, no name', {
      path: '/passkey/verify-registration',
      body: alanRegistration,
      as: 'alan',
    });
    await passkeyStep(d, 'verify-registration, replayed', {
      path: '/passkey/verify-registration',
      body: alanRegistration,
      as: 'alan',
    });

    // Last, since Better Auth keeps the challenge and Portcullis uses it up: an attestation that
    // does not verify (Better Auth answers 500).
    await d.send({ path: '/passkey/generate-register-options', as: 'ada' });
    await d.step('verify-registration, attestation that does not verify', {
      path: '/passkey/verify-registration',
      body: {
        response: {
          id: 'eA',
          rawId: 'eA',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: [] },
          clientExtensionResults: {},
        },
      },
      as: 'ada',
    });
  },
};
