import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { enableTwoFactor, twoFactorServer } from '../../test/kit/two-factor-kit.js';
import { BackupCodes } from './BackupCodes.js';

afterEach(cleanupAuth);

async function setup({ enabled }: { enabled: boolean }) {
  const onGenerated = vi.fn();
  let oldCodes: string[] = [];
  const view = await renderWithAuth(
    async ({ client }) => {
      if (enabled) {
        oldCodes = (await enableTwoFactor(client, true)).backupCodes;
      }
      return <BackupCodes onGenerated={onGenerated} />;
    },
    { ...twoFactorServer(), signedIn: true },
  );
  const generate = async (password: string) => {
    await view.user.click(screen.getByRole('button', { name: 'Generate new backup codes' }));
    const form = screen.getByRole('form', { name: 'Generate new backup codes' });
    await view.user.type(within(form).getByLabelText('Password'), password);
    await view.user.click(within(form).getByRole('button', { name: 'Generate codes' }));
    return form;
  };
  return { ...view, onGenerated, oldCodes, generate };
}

describe('BackupCodes', () => {
  it('regenerates with the password, shows the new codes, and the old ones stop working', async () => {
    const { generate, onGenerated, oldCodes, user, client } = await setup({ enabled: true });
    await generate(existingUser.password);

    const list = await screen.findByRole('list', { name: 'Backup codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent!);
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => oldCodes.includes(code))).toBe(false);
    expect(onGenerated).toHaveBeenCalledWith(codes);

    // An old code no longer finishes a sign-in; a new one does.
    await client.signOut();
    await client.signIn.email(existingUser);
    const old = await client.twoFactor.verifyBackupCode({ code: oldCodes[0]! });
    expect(old.error?.code).toBe('INVALID_BACKUP_CODE');
    const fresh = await client.twoFactor.verifyBackupCode({ code: codes[0]! });
    expect(fresh.error).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Generate new backup codes' }),
    );
  });

  it('copies the codes, one a line', async () => {
    const { generate, user } = await setup({ enabled: true });
    await generate(existingUser.password);
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Backup codes copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .join('\n'),
    );
  });

  it("shows the server's refusal when two-factor is off", async () => {
    const { generate, onGenerated } = await setup({ enabled: false });
    const form = await generate(existingUser.password);
    expect((await within(form).findByRole('alert')).textContent).toBe("Two factor isn't enabled");
    expect(onGenerated).not.toHaveBeenCalled();
  });

  it('shows a wrong password beside the field', async () => {
    const { generate } = await setup({ enabled: true });
    const form = await generate('wrong password');
    expect(await within(form).findByText('Invalid password')).toBeTruthy();
    expect(within(form).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });
});
