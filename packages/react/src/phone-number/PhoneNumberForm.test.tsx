import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth } from '../../test/kit/test-utils.js';
import { PhoneNumberForm } from './PhoneNumberForm.js';
import { renderPhoneNumber } from './phone-number-test-kit.js';

afterEach(cleanupAuth);

const FORM = 'Phone number';

async function setup(onSuccess = vi.fn()) {
  const view = await renderPhoneNumber(<PhoneNumberForm onSuccess={onSuccess} />);
  await view.client.signUp.email({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse battery',
  });
  const form = () => screen.getByRole('form', { name: FORM });
  const setNumber = async (number: string, codeOf: (n: number) => Promise<string>, n: number) => {
    await view.user.type(within(form()).getByLabelText('New phone number'), number);
    await view.user.click(within(form()).getByRole('button', { name: 'Text me a code' }));
    const field = await within(form()).findByLabelText('Code');
    await view.user.type(field, await codeOf(n));
    await view.user.click(within(form()).getByRole('button', { name: 'Verify' }));
  };
  const codeOf = async (n: number) => (await view.text(n)).code;
  return { ...view, form, setNumber, codeOf, onSuccess };
}

describe('PhoneNumberForm', () => {
  it('adds a verified number to the signed-in user', async () => {
    const { form, setNumber, codeOf, client, onSuccess } = await setup();
    await within(form()).findByText('No phone number yet.');
    await setNumber('+44 7911 123456', codeOf, 1);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('+447911123456'));
    await within(form()).findByText('Your phone number +447911123456 is verified.');
    await within(form()).findByText('Your phone number: +447911123456');
    expect(within(form()).getByText('Verified')).toBeTruthy();
    expect(client.$store.getSnapshot().data?.user).toMatchObject({
      email: 'ada@example.com',
      phoneNumber: '+447911123456',
    });
  });

  it('shows a wrong code beside the field, and cancels back to the number', async () => {
    const { form, user, text, onSuccess } = await setup();
    await user.type(within(form()).getByLabelText('New phone number'), '+14155552671');
    await user.click(within(form()).getByRole('button', { name: 'Text me a code' }));
    const field = await within(form()).findByLabelText('Code');
    const { code } = await text(1);
    await user.type(field, code === '000000' ? '111111' : '000000');
    await user.click(within(form()).getByRole('button', { name: 'Verify' }));
    await within(form()).findByText('This code is not the right one. Check it and try again.');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(within(form()).getByLabelText('New phone number')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
