import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth } from '../../test/kit/test-utils.js';
import { EmailOTPForm, normalizeEmailCode } from './EmailOTPForm.js';
import { renderPasswordless } from './passwordless-test-kit.js';

afterEach(cleanupAuth);

const FORM = 'Sign in with an email code';
const wrong = (otp: string) => otp.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

async function setup(onSuccess = vi.fn()) {
  const view = await renderPasswordless(<EmailOTPForm onSuccess={onSuccess} />);
  const form = () => screen.getByRole('form', { name: FORM });
  const sendCode = async (email = 'ada@example.com') => {
    await view.user.type(within(form()).getByLabelText('Email'), email);
    await view.user.click(within(form()).getByRole('button', { name: 'Email me a code' }));
    await within(form()).findByLabelText('Code');
  };
  const enter = async (code: string) => {
    const field = within(form()).getByLabelText('Code');
    await view.user.clear(field);
    await view.user.type(field, code);
    await view.user.click(within(form()).getByRole('button', { name: 'Sign in' }));
  };
  return { ...view, form, sendCode, enter, onSuccess };
}

describe('EmailOTPForm', () => {
  it('sends a code, then signs in with it', async () => {
    const { form, sendCode, enter, message, client, onSuccess } = await setup();
    await sendCode();
    const status = within(form()).getByRole('status');
    expect(status.textContent).toBe('We sent a code to ada@example.com. It works for 5 minutes.');
    const { otp } = await message(1);
    await enter(otp!);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]![0]).toMatchObject({ user: { email: 'ada@example.com' } });
    expect(client.$store.getSnapshot().data?.user.email).toBe('ada@example.com');
  });

  it('offers the code for autofill and takes a pasted code with spaces', async () => {
    const { form, sendCode, message, user, onSuccess } = await setup();
    await sendCode();
    const field = within(form()).getByLabelText('Code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    const { otp } = await message(1);
    field.focus();
    await user.paste(`${otp!.slice(0, 3)} ${otp!.slice(3)}`);
    await user.click(within(form()).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it('shows a wrong code beside the field, and "Too many attempts" after three', async () => {
    const { form, sendCode, enter, message, onSuccess } = await setup();
    await sendCode();
    const { otp } = await message(1);
    for (let i = 0; i < 3; i++) {
      await enter(wrong(otp!));
      await within(form()).findByText('This code is not the right one. Check it and try again.');
    }
    const field = within(form()).getByLabelText('Code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await enter(otp!);
    await within(form()).findByText('Too many attempts');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends a new code, and starts over with another email', async () => {
    const { form, sendCode, enter, message, user, onSuccess } = await setup();
    await sendCode();
    await user.click(within(form()).getByRole('button', { name: 'Send a new code' }));
    const second = await message(2);
    await enter(second.otp!);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());

    await user.click(within(form()).getByRole('button', { name: 'Use another email' }));
    expect(within(form()).getByLabelText('Email')).toBeTruthy();
  });

  it('shows a malformed address beside the email field', async () => {
    const { form, user } = await setup();
    await user.type(within(form()).getByLabelText('Email'), 'ada@example');
    await user.click(within(form()).getByRole('button', { name: 'Email me a code' }));
    expect(await within(form()).findByText('Invalid email')).toBeTruthy();
    expect(within(form()).queryByLabelText('Code')).toBeNull();
  });

  it('normalizes pasted codes', () => {
    expect(normalizeEmailCode(' 123-456 ')).toBe('123456');
  });
});
