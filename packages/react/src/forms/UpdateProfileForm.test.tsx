import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { username } from '../../../core/src/plugins/username/index.js';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { UpdateProfileForm } from './UpdateProfileForm.js';

afterEach(cleanupAuth);

const input = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement;

async function setup() {
  const onSuccess = vi.fn();
  const view = await renderWithAuth(<UpdateProfileForm showUsername onSuccess={onSuccess} />, {
    server: { plugins: [username()] },
    signedIn: true,
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  const save = () => view.user.click(within(form).getByRole('button', { name: 'Save changes' }));
  return { ...view, form, save, onSuccess };
}

describe('UpdateProfileForm', () => {
  it('starts from the current profile', async () => {
    const { form } = await setup();
    expect(input(form, 'Name').value).toBe(existingUser.name);
    expect(input(form, 'Username').value).toBe('');
    expect(input(form, 'Username').required).toBe(false);
    expect(input(form, 'Image URL').type).toBe('url');
  });

  it('saves name, image and username; the session shows them', async () => {
    const { form, save, user, client, onSuccess } = await setup();
    await user.clear(input(form, 'Name'));
    await user.type(input(form, 'Name'), 'Alice Liddell');
    await user.type(input(form, 'Username'), 'Alice.L');
    await user.type(input(form, 'Image URL'), 'https://example.com/alice.png');
    await save();

    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your profile has been updated.',
    );
    expect(onSuccess).toHaveBeenCalledWith({ status: true });
    expect(client.$store.getSnapshot().data?.user).toMatchObject({
      name: 'Alice Liddell',
      image: 'https://example.com/alice.png',
      username: 'alice.l',
      displayUsername: 'Alice.L',
    });
  });

  it('keeps the username when saving other fields, and re-cases it', async () => {
    const { form, save, user, client } = await setup();
    await user.type(input(form, 'Username'), 'Alice.L');
    await save();
    await within(form).findByRole('status');
    // Re-sending one's own username would be "taken": the form sends only its written form.
    await user.clear(input(form, 'Name'));
    await user.type(input(form, 'Name'), 'Alice Liddell');
    await user.clear(input(form, 'Username'));
    await user.type(input(form, 'Username'), 'ALICE.L');
    await save();
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your profile has been updated.',
    );
    expect(client.$store.getSnapshot().data?.user).toMatchObject({
      name: 'Alice Liddell',
      username: 'alice.l',
      displayUsername: 'ALICE.L',
    });
  });

  it('shows username errors beside the username', async () => {
    const { form, save, user, server } = await setup();
    const other = { name: 'Bob', email: 'bob@example.com', password: 'bob password' };
    await otherDevice(server).signUp.email({ ...other, username: 'taken' });
    await user.type(input(form, 'Username'), 'Taken');
    await save();
    const message = await within(form).findByText(
      'This username is already taken. Please try another.',
    );
    expect(input(form, 'Username').getAttribute('aria-invalid')).toBe('true');
    expect(input(form, 'Username').getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(input(form, 'Username'));
  });

  it('renders nothing while signed out', async () => {
    const { container } = await renderWithAuth(<UpdateProfileForm />);
    expect(container.innerHTML).toBe('');
  });
});
