import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  type TestAuthClient,
} from '../../test/kit/test-utils.js';
import {
  confirmAfterAWrongCode,
  startSetup as startSetupSteps,
  totpCode,
  twoFactorServer,
} from '../../test/kit/two-factor-kit.js';
import { TwoFactorSetup } from './TwoFactorSetup.js';

afterEach(cleanupAuth);

async function setup() {
  const onEnabled = vi.fn();
  const onDisabled = vi.fn();
  const view = await renderWithAuth(
    <TwoFactorSetup onEnabled={onEnabled} onDisabled={onDisabled} />,
    { ...twoFactorServer(), signedIn: true },
  );
  const open = async (name: string) => {
    await view.user.click(await screen.findByRole('button', { name }));
  };
  return { ...view, onEnabled, onDisabled, open };
}

async function twoFactorEnabled(client: TestAuthClient) {
  const { data } = await client.getSession({ query: { disableCookieCache: true } });
  return (data?.user as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled;
}

/** Turns on from the "off" state up to the scan step; resolves with the form and the secret. */
async function startSetup(view: Awaited<ReturnType<typeof setup>>) {
  const started = await startSetupSteps(view.user, existingUser.password);
  expect(started.passwordWasFocused).toBe(true);
  return started;
}

describe('TwoFactorSetup', () => {
  it('turns on: password, QR code and key, first code, then the backup codes', async () => {
    const view = await setup();
    const { user, client, onEnabled } = view;
    expect(await screen.findByText(/Two-factor authentication is off\./)).toBeTruthy();
    const { scan, secret } = await startSetup(view);

    // The QR code is an accessible image; the key is grouped by four, and is the URI's secret.
    expect(
      within(scan).getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    const grouped = within(scan).getByRole('group', { name: 'Key' }).querySelector('code')!
      .textContent!;
    expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(await twoFactorEnabled(client)).toBe(false);

    // A wrong code is refused beside the field; the right one turns two-factor on.
    const code = within(scan).getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await confirmAfterAWrongCode(user, scan, secret);

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Two-factor authentication is on. Save your backup codes now: they are shown only once.',
    );
    const codes = within(screen.getByRole('list', { name: 'Backup codes' })).getAllByRole(
      'listitem',
    );
    expect(codes).toHaveLength(10);
    expect(codes[0]!.textContent).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(await twoFactorEnabled(client)).toBe(true);
    expect(onEnabled).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Turn off' }));
    // Which sign-ins ask for the code: the password only, the server's default.
    expect(screen.getByText('The code is asked when you sign in with your password.')).toBeTruthy();
  });

  it('says passwordless sign-ins ask for the code too with requireForPasswordless', async () => {
    const view = await renderWithAuth(<TwoFactorSetup requireForPasswordless />, {
      ...twoFactorServer(),
      signedIn: true,
    });
    expect(await screen.findByText(/Two-factor authentication is off\./)).toBeTruthy();
    // Off, nothing is asked yet: the line shows once it is on.
    expect(screen.queryByText(/The code is asked/)).toBeNull();
    const { scan, secret } = await startSetupSteps(view.user, existingUser.password);
    await confirmAfterAWrongCode(view.user, scan, secret);
    await view.user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(
      await screen.findByText(
        'The code is asked when you sign in with your password, an email link or an email code.',
      ),
    ).toBeTruthy();
  });

  it('shows a wrong password beside the field', async () => {
    const { open, user } = await setup();
    await open('Turn on two-factor authentication');
    const form = screen.getByRole('form', { name: 'Turn on two-factor authentication' });
    const password = within(form).getByLabelText('Password');
    await user.type(password, 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Invalid password')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('copies the key to the clipboard', async () => {
    const view = await setup();
    const { scan, secret } = await startSetup(view);
    await view.user.click(within(scan).getByRole('button', { name: 'Copy key' }));
    expect(await within(scan).findByText('Key copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(secret);
  });

  it('downloads the backup codes as a .txt file', async () => {
    const view = await setup();
    const { scan, secret } = await startSetup(view);
    await view.user.type(within(scan).getByLabelText('Code from the app'), totpCode(secret));
    await view.user.click(within(scan).getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    const shown = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:backup-codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await view.user.click(screen.getByRole('button', { name: 'Download (.txt)' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('backup-codes.txt');
    expect(await blob!.text()).toBe(`Backup codes\n\n${shown.join('\n')}\n`);
  });

  it('turns off with the password', async () => {
    const view = await setup();
    const { scan, secret } = await startSetup(view);
    await view.user.type(within(scan).getByLabelText('Code from the app'), totpCode(secret));
    await view.user.click(within(scan).getByRole('button', { name: 'Confirm' }));
    await view.user.click(await screen.findByRole('button', { name: 'Done' }));

    await view.open('Turn off');
    const form = screen.getByRole('form', { name: 'Turn off two-factor authentication' });
    await view.user.type(within(form).getByLabelText('Password'), existingUser.password);
    await view.user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Two-factor authentication is off.',
    );
    expect(await twoFactorEnabled(view.client)).toBe(false);
    expect(view.onDisabled).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeTruthy();
  });

  it('says how to fix a client without twoFactorClient()', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { createAuthClient } = await import('@portcullis/core/client');
    const { PortcullisProvider } = await import('../PortcullisProvider.js');
    const { render } = await import('@testing-library/react');
    const client = createAuthClient({ baseURL: 'http://localhost:3000' });
    expect(() =>
      render(
        <PortcullisProvider client={client}>
          <TwoFactorSetup />
        </PortcullisProvider>,
      ),
    ).toThrow(/TwoFactorSetup requires twoFactorClient\(\) in createAuthClient/);
  });
});
