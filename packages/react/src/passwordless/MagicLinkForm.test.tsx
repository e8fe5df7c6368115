import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth } from '../../test/kit/test-utils.js';
import { MagicLinkForm } from './MagicLinkForm.js';
import { renderPasswordless } from './passwordless-test-kit.js';

afterEach(cleanupAuth);

const SUCCESS = 'Check your email: we sent a sign-in link. It works once, for 5 minutes.';

describe('MagicLinkForm', () => {
  it('sends a link to the email with the callbacks, then says to check the email', async () => {
    const onSuccess = vi.fn();
    const view = await renderPasswordless(
      <MagicLinkForm
        callbackURL="/dashboard"
        newUserCallbackURL="/welcome"
        onSuccess={onSuccess}
      />,
    );
    const form = screen.getByRole('form', { name: 'Email me a sign-in link' });
    const field = within(form).getByLabelText('Email');
    expect(field.getAttribute('autocomplete')).toBe('email');
    await view.user.type(field, 'ada@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Email me a link' }));

    const status = await within(form).findByRole('status');
    expect(status.textContent).toBe(SUCCESS);
    expect(document.activeElement).toBe(status);
    expect(within(form).queryByLabelText('Email')).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith({ status: true });
    const sent = await view.message(1);
    expect(sent.email).toBe('ada@example.com');
    const url = new URL(sent.url!);
    expect(url.searchParams.get('callbackURL')).toBe('/dashboard');
    expect(url.searchParams.get('newUserCallbackURL')).toBe('/welcome');
  });

  it('starts over with "Use another email"', async () => {
    const view = await renderPasswordless(<MagicLinkForm />);
    const form = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await view.user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Email me a link' }));
    await view.user.click(await within(form).findByRole('button', { name: 'Use another email' }));
    expect(within(form).getByLabelText('Email')).toBeTruthy();
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('shows a malformed address beside the field', async () => {
    const view = await renderPasswordless(<MagicLinkForm />);
    const form = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await view.user.type(within(form).getByLabelText('Email'), 'ada@example');
    await view.user.click(within(form).getByRole('button', { name: 'Email me a link' }));
    const message = await within(form).findByText('Invalid email');
    const field = within(form).getByLabelText('Email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('announces a refused callback as an alert', async () => {
    const view = await renderPasswordless(<MagicLinkForm callbackURL="https://evil.example/" />);
    const form = screen.getByRole('form', { name: 'Email me a sign-in link' });
    await view.user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Email me a link' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This return address is not allowed',
    );
  });

  it('says which client plugin is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderPasswordless(<MagicLinkForm />, 'bare')).rejects.toThrow(
      'MagicLinkForm requires magicLinkClient()',
    );
  });

  it('says a used link was refused, prefilled with the last address, until a new one is sent', async () => {
    localStorage.setItem('portcullis.magic-link-email', 'ada@example.com');
    const view = await renderPasswordless(<MagicLinkForm linkError="INVALID_TOKEN" />);
    const form = screen.getByRole('form', { name: 'Email me a sign-in link' });
    expect(within(form).getByRole('alert').textContent).toBe(
      'This sign-in link was already used or is not valid. Ask for a new one below.',
    );
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    await view.user.click(within(form).getByRole('button', { name: 'Email me a link' }));
    expect((await within(form).findByRole('status')).textContent).toBe(SUCCESS);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect((await view.message(1)).email).toBe('ada@example.com');
    localStorage.clear();
  });

  it('says an expired link expired, and ignores codes that are not a magic link’s', async () => {
    await renderPasswordless(
      <MagicLinkForm linkError="EXPIRED_TOKEN" defaultEmail="bo@example.com" />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This sign-in link has expired. Ask for a new one below.',
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('bo@example.com');
    cleanupAuth();
    await renderPasswordless(<MagicLinkForm linkError="account_not_linked" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });
});
