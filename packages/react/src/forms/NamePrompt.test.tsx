import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, renderWithAuth } from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { NamePrompt } from './NamePrompt.js';

afterEach(() => {
  cleanupAuth();
  sessionStorage.clear();
});

const HEADING = 'What should we call you?';

/** A user who signed up without a name, as a magic link or an email code leaves them. */
async function setup(props: Parameters<typeof NamePrompt>[0] = {}) {
  const onDone = vi.fn();
  const view = await renderWithAuth(async ({ client }) => {
    await client.signUp.email({ ...existingUser, name: '' });
    return <NamePrompt onDone={onDone} {...props} />;
  });
  const form = await screen.findByRole('form', { name: HEADING });
  const name = within(form).getByLabelText('Name') as HTMLInputElement;
  return { ...view, form, name, onDone };
}

describe('NamePrompt', () => {
  it('renders nothing for a user who has a name', async () => {
    await renderWithAuth(<NamePrompt />, { signedIn: true });
    await waitFor(() => expect(document.querySelector('input')).toBeNull());
    expect(screen.queryByRole('form', { name: HEADING })).toBeNull();
  });

  it('asks a nameless user, refuses a blank name before sending, saves a trimmed one', async () => {
    const { form, name, user, client, onDone } = await setup();
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe(HEADING);

    await user.type(name, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a name, or skip for now.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(client.$store.getSnapshot().data?.user.name).toBe('');

    await user.clear(name);
    await user.type(name, '  Zoë Renard ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.$store.getSnapshot().data?.user.name).toBe('Zoë Renard'));
    expect(onDone).toHaveBeenCalledWith('saved');
    await waitFor(() => expect(screen.queryByRole('form', { name: HEADING })).toBeNull());
  });

  it('can be skipped, and stays skipped in this tab', async () => {
    const { form, user, client, onDone } = await setup();
    await user.click(within(form).getByRole('button', { name: 'Skip for now' }));
    expect(onDone).toHaveBeenCalledWith('skipped');
    expect(screen.queryByRole('form', { name: HEADING })).toBeNull();
    // Mounted again (another page of the app): still skipped.
    render(
      <PortcullisProvider client={client}>
        <NamePrompt />
      </PortcullisProvider>,
    );
    expect(screen.queryByRole('form', { name: HEADING })).toBeNull();
  });

  it('offers no skip when not skippable', async () => {
    const { form } = await setup({ skippable: false, headingLevel: 1 });
    expect(within(form).queryByRole('button', { name: 'Skip for now' })).toBeNull();
    expect(within(form).getByRole('heading', { level: 1 }).textContent).toBe(HEADING);
  });
});
