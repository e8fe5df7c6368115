/**
 * Passkeys in real Chromium (issue 21): a CTAP2 platform authenticator simulated by the
 * DevTools protocol (`WebAuthn.addVirtualAuthenticator`, resident keys and user verification)
 * registers a passkey from the account page, signs in with the passkey button and through the
 * email field's autofill (conditional UI), renames and deletes it; and the server refuses a
 * registration replayed with its used challenge, one whose client data names another origin and
 * one whose authenticator data is for another relying party.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser.js';
import { buildUi } from './support/build-ui.js';
import { signUpThroughScreen } from './support/demo-in-browser.js';
import { DEMO_DIR } from './support/paths.js';
import { type SpawnedDemo, spawnDemo } from './support/spawn-demo.js';

const SCREENSHOTS = join(DEMO_DIR, 'test-results');
const NAME = 'Grace Hopper';
const EMAIL = `grace.${randomBytes(4).toString('hex')}@example.com`;
const PASSWORD = 'compiler-a0-1952';

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

/** The JSON body of a verify-registration request, as `startRegistration` sent it. */
interface RegistrationBody {
  response: { response: { clientDataJSON: string; attestationObject: string } };
  name?: string;
}

describe('passkeys (Chromium, virtual authenticator)', () => {
  let dataDir: string;
  let server: SpawnedDemo;
  let browser: TestBrowser;
  let page: Page;
  let cdp: CDPSession;
  let authenticatorId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portcullis-demo-passkeys-'));
    await buildUi();
    // WebAuthn needs a domain for the relying party (never an IP address): serve on localhost.
    server = await spawnDemo({
      PORT: '0',
      HOST: 'localhost',
      PORTCULLIS_DB: join(dataDir, 'auth.db'),
      PORTCULLIS_OUTBOX: join(dataDir, 'outbox.jsonl'),
      PORTCULLIS_SECRET: randomBytes(32).toString('base64url'),
    });
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    // The sign-in form starts a conditional-UI request on mount, which this virtual authenticator
    // answers at once; `passkeys:no-autofill` in sessionStorage switches it off for the button.
    await page.addInitScript(() => {
      const credential = window.PublicKeyCredential;
      const available = credential.isConditionalMediationAvailable.bind(credential);
      credential.isConditionalMediationAvailable = async () =>
        sessionStorage.getItem('passkeys:no-autofill') ? false : available();
      const get = navigator.credentials.get.bind(navigator.credentials);
      const calls: string[] = [];
      (window as unknown as { webauthnGets: string[] }).webauthnGets = calls;
      navigator.credentials.get = (options) => {
        calls.push(options?.mediation ?? 'optional');
        return get(options);
      };
    });
    cdp = await browser.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Shoots `locator` to test-results/{name}.png (docs/passkeys.md shows them). */
  const screenshot = (locator: Locator, name: string) =>
    locator.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const accountHeading = () => page.getByRole('heading', { name: NAME, level: 1 });
  const passkeysSection = () => page.getByRole('region', { name: 'Passkeys' });
  const passkeyList = () => passkeysSection().getByRole('list', { name: 'Passkeys' });
  /** Deletes the only passkey through "Delete" and its confirm step. */
  const deletePasskey = async () => {
    await passkeyList().getByRole('button', { name: 'Delete' }).click();
    await passkeyList().getByRole('form').getByRole('button', { name: 'Delete' }).click();
    await shown(passkeysSection().getByText('No passkeys yet.'));
  };
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

  const autofill = (on: boolean) =>
    page.evaluate((off) => {
      if (off) sessionStorage.setItem('passkeys:no-autofill', '1');
      else sessionStorage.removeItem('passkeys:no-autofill');
    }, !on);
  const signOut = async () => {
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await shown(page.getByRole('form', { name: 'Sign in' }));
  };
  const alertText = (scope: Locator | Page) => scope.getByRole('alert').textContent();
  /** Forgets the authenticator's credentials of a refused or deleted registration. */
  const clearAuthenticator = () => cdp.send('WebAuthn.clearCredentials', { authenticatorId });

  /** Clicks "Add a passkey" with `name`, the verify-registration request passed to `handle`. */
  const addPasskeyThrough = async (
    name: string,
    handle: (route: Route, body: RegistrationBody) => Promise<void>,
  ) => {
    await page.route('**/api/auth/passkey/verify-registration', async (route) => {
      await handle(route, route.request().postDataJSON() as RegistrationBody);
    });
    try {
      await passkeysSection().getByLabel('Passkey name', { exact: true }).fill(name);
      await passkeysSection().getByRole('button', { name: 'Add a passkey' }).click();
      await shown(passkeysSection().getByRole('alert'));
    } finally {
      await page.unroute('**/api/auth/passkey/verify-registration');
    }
  };

  it('signs up', async () => {
    await page.goto(server.url);
    expect(new URL(server.url).hostname).toBe('localhost');
    await signUpThroughScreen(page, { name: NAME, email: EMAIL, password: PASSWORD });
    await shown(accountHeading());
    await shown(passkeysSection().getByText('No passkeys yet.'));
  });

  it('refuses a registration replayed with its used challenge, cookie and all', async () => {
    let first = 0;
    let replay: { status: number; body: string } | null = null;
    await addPasskeyThrough('Replayed', async (route, body) => {
      const answer = await route.fetch();
      first = answer.status();
      // The same request again, the challenge cookie included, once it was accepted.
      const headers = route.request().headers();
      const again = await fetch(route.request().url(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: headers.origin ?? '',
          cookie: headers.cookie ?? '',
        },
        body: JSON.stringify(body),
      });
      replay = { status: again.status, body: await again.text() };
      // Show the page an error, so that addPasskeyThrough sees its alert.
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":"replayed"}',
      });
    });
    expect(first).toBe(200);
    // Better Auth's answer for a challenge it does not find: 400 with a null body.
    expect(replay).toEqual({ status: 400, body: 'null' });
    // One passkey was stored by the accepted request; the replay added none.
    await page.reload();
    await expect.poll(() => passkeyList().getByRole('listitem').count()).toBe(1);
    await deletePasskey();
    await clearAuthenticator();
  });

  it('refuses an attestation whose client data names another origin', async () => {
    await addPasskeyThrough('Wrong origin', async (route, body) => {
      const clientData = JSON.parse(
        Buffer.from(body.response.response.clientDataJSON, 'base64url').toString(),
      );
      expect(clientData.origin).toBe(new URL(server.url).origin);
      clientData.origin = 'https://evil.example';
      body.response.response.clientDataJSON = Buffer.from(JSON.stringify(clientData)).toString(
        'base64url',
      );
      await route.continue({ postData: JSON.stringify(body) });
    });
    expect(await alertText(passkeysSection())).toBe('Failed to verify registration');
    expect(await passkeysSection().getByText('No passkeys yet.').count()).toBe(1);
    await clearAuthenticator();
  });

  it('refuses an attestation made for another relying party (rpID)', async () => {
    await addPasskeyThrough('Wrong rpID', async (route, body) => {
      const attestation = Buffer.from(body.response.response.attestationObject, 'base64url');
      const ours = createHash('sha256').update('localhost').digest();
      const at = attestation.indexOf(ours);
      expect(at).toBeGreaterThan(0);
      createHash('sha256').update('evil.example').digest().copy(attestation, at);
      body.response.response.attestationObject = attestation.toString('base64url');
      await route.continue({ postData: JSON.stringify(body) });
    });
    expect(await alertText(passkeysSection())).toBe('Failed to verify registration');
    expect(await passkeysSection().getByText('No passkeys yet.').count()).toBe(1);
    await clearAuthenticator();
  });

  it('registers a passkey from the account page', async () => {
    await page.reload();
    await passkeysSection().getByLabel('Passkey name', { exact: true }).fill('This laptop');
    await passkeysSection().getByRole('button', { name: 'Add a passkey' }).click();
    await shown(passkeyList().getByText('This laptop'));
    const stored = await credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await screenshot(passkeysSection(), 'passkeys-account');
  });

  it('signs in with the passkey button, after signing out', async () => {
    await autofill(false);
    await signOut();
    await screenshot(page.getByRole('region', { name: 'Welcome' }), 'passkeys-sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await shown(accountHeading());
    expect(
      await page.evaluate(() => (window as unknown as { webauthnGets: string[] }).webauthnGets),
    ).toEqual(['optional']);
  });

  it('signs in through the email field’s autofill (conditional UI)', async () => {
    await autofill(false);
    await signOut();
    const field = page
      .getByRole('form', { name: 'Sign in' })
      .getByLabel('Email or username', { exact: true });
    expect(await field.getAttribute('autocomplete')).toBe('username webauthn');
    // Back on: reloading mounts the form again, which starts the conditional request; the
    // virtual authenticator picks the one passkey as a user picking it in the autofill would.
    await autofill(true);
    await page.reload();
    const gets = () =>
      page.evaluate(() => (window as unknown as { webauthnGets?: string[] }).webauthnGets ?? []);
    await expect.poll(gets, { timeout: 10_000 }).toContain('conditional');
    // The user goes to the field, where the browser's autofill offers the passkey. (The virtual
    // authenticator may have answered already, the form gone with the sign-in: then no focus.)
    if (await field.isVisible()) await field.focus({ timeout: 2_000 }).catch(() => undefined);
    await accountHeading().waitFor({ state: 'visible', timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { webauthnGets: string[] }).webauthnGets),
    ).toEqual(['conditional']);
  });

  it('renames and deletes the passkey', async () => {
    const item = passkeyList().getByRole('listitem').first();
    await item.getByRole('button', { name: 'Rename' }).click();
    await item.getByLabel('Rename', { exact: true }).fill('Work laptop');
    await item.getByRole('button', { name: 'Save' }).click();
    await shown(passkeyList().getByText('Work laptop'));
    await page.reload();
    await shown(passkeyList().getByText('Work laptop'));
    // Delete asks first: Cancel keeps the passkey.
    await passkeyList().getByRole('button', { name: 'Delete' }).click();
    const confirm = passkeyList().getByRole('form', { name: 'Delete Work laptop' });
    await shown(
      confirm.getByText('Delete the passkey “Work laptop”? You can no longer sign in with it.'),
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.reload();
    await shown(passkeyList().getByText('Work laptop'));
    await deletePasskey();
    // The authenticator still holds the credential; the server no longer knows it.
    await autofill(false);
    await signOut();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => alertText(page)).toBe('Passkey not found');
  });
});
