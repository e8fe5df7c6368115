import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth } from '../../test/kit/test-utils.js';
import { normalizePhoneNumber } from './normalize-phone-number.js';
import { PhoneSignInForm } from './PhoneSignInForm.js';
import { renderPhoneNumber } from './phone-number-test-kit.js';

afterEach(cleanupAuth);

const FORM = 'Sign in with a phone number';
const wrong = (code: string) => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

async function setup(onSuccess = vi.fn()) {
  const view = await renderPhoneNumber(<PhoneSignInForm onSuccess={onSuccess} />);
  const form = () => screen.getByRole('form', { name: FORM });
  const sendCode = async (number = '+1 (415) 555-2671') => {
    await view.user.type(within(form()).getByLabelText('Phone number'), number);
    await view.user.click(within(form()).getByRole('button', { name: 'Text me a code' }));
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

describe('PhoneSignInForm', () => {
  it('texts a code to the number as typed (sent in E.164), then signs in with it', async () => {
    const { form, sendCode, enter, text, client, onSuccess } = await setup();
    await sendCode();
    const status = within(form()).getByRole('status');
    expect(status.textContent).toBe('We texted a code to +14155552671. It works for 5 minutes.');
    const { code, phoneNumber } = await text(1);
    expect(phoneNumber).toBe('+14155552671');
    await enter(code);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]![0]).toMatchObject({ user: { phoneNumber: '+14155552671' } });
    expect(client.$store.getSnapshot().data?.user).toMatchObject({ phoneNumberVerified: true });
  });

  it('offers the texted code for autofill, and the number field is a tel field with a hint', async () => {
    const { form, sendCode, user } = await setup();
    const number = within(form()).getByLabelText('Phone number');
    expect(number.getAttribute('type')).toBe('tel');
    expect(number.getAttribute('autocomplete')).toBe('tel');
    expect(number.getAttribute('aria-describedby')).toBeTruthy();
    await sendCode();
    const field = within(form()).getByLabelText('Code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    void user;
  });

  it('shows an invalid number beside the field', async () => {
    const { form, user } = await setup();
    const field = within(form()).getByLabelText('Phone number');
    await user.type(field, '12345');
    await user.click(within(form()).getByRole('button', { name: 'Text me a code' }));
    await within(form()).findByText('Invalid phone number');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a wrong code beside the field, and "Too many attempts" after three', async () => {
    const { form, sendCode, enter, text, onSuccess } = await setup();
    await sendCode();
    const { code } = await text(1);
    for (let i = 0; i < 3; i++) {
      await enter(wrong(code));
      await within(form()).findByText('This code is not the right one. Check it and try again.');
    }
    await enter(code);
    await within(form()).findByText('Too many attempts');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends a new code, and starts over with another number', async () => {
    const { form, sendCode, enter, text, user, onSuccess } = await setup();
    await sendCode();
    await user.click(within(form()).getByRole('button', { name: 'Send a new code' }));
    const second = await text(2);
    await enter(second.code);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    await user.click(within(form()).getByRole('button', { name: 'Use another number' }));
    expect(within(form()).getByLabelText('Phone number')).toBeTruthy();
  });

  it('takes its labels from the French dictionary', async () => {
    const { fr } = await import('../locales/fr.js');
    expect(fr.phoneSignInForm.form).toBe('Se connecter avec un numéro de téléphone');
  });

  it('throws an actionable error without phoneNumberClient()', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderPhoneNumber(<PhoneSignInForm />, 'bare')).rejects.toThrow(
      /requires phoneNumberClient\(\)/,
    );
    spy.mockRestore();
  });
});

describe('normalizePhoneNumber', () => {
  it('drops spaces, dashes, dots and brackets, and reads 00 as +', () => {
    expect(normalizePhoneNumber(' +1 (415) 555-2671 ')).toBe('+14155552671');
    expect(normalizePhoneNumber('0033 6.12.34.56.78')).toBe('+33612345678');
  });
});
