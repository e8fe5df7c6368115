import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminServerOptions,
  flushAudit,
  PEOPLE,
  signInAsAdmin,
  signUpPeople,
} from '../../test/kit/admin-kit.js';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { SecurityActivity } from './SecurityActivity.js';

afterEach(cleanupAuth);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('SecurityActivity', () => {
  it('lists the user’s own events, newest first, failures marked, and shows more', async () => {
    const { user } = await renderWithAuth(
      async ({ server, client }) => {
        await client.signUp.email(existingUser);
        const phone = otherDevice(server, IPHONE);
        await phone.signIn.email({ email: existingUser.email, password: 'wrong password' });
        await phone.signIn.email({ email: existingUser.email, password: existingUser.password });
        // Someone else's activity is not Alice's.
        await otherDevice(server).signUp.email({
          name: 'Bob',
          email: 'bob@example.com',
          password: 'difference engine',
        });
        await flushAudit(server);
        return <SecurityActivity pageSize={2} />;
      },
      { server: adminServerOptions() },
    );
    const list = await screen.findByRole('list', { name: 'Security activity' });
    const items = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]!.textContent).toMatch(/^Signed in.*Safari on iOS$/);
    expect(items()[1]!.textContent).toMatch(/^Failed sign-inFailed.*Safari on iOS$/);
    expect(within(items()[1]!).getByText('Failed').className).toContain('portcullis-badge--danger');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]!.textContent).toMatch(/^Signed up/);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(list.textContent).not.toContain('bob@example.com');
  });

  it('marks what an admin did to another account', async () => {
    await renderWithAuth(
      async ({ server, client }) => {
        const [graceId] = await signUpPeople(server, [PEOPLE[0]!]);
        await signInAsAdmin(server, client);
        await client.admin.banUser({ userId: graceId!, banReason: 'Spam links' });
        await flushAudit(server);
        return <SecurityActivity />;
      },
      { server: adminServerOptions() },
    );
    const list = await screen.findByRole('list', { name: 'Security activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'User bannedby you, to another account',
      'Signed up',
    ]);
  });

  it('says when the server keeps no audit log', async () => {
    await renderWithAuth(<SecurityActivity />, { signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Audit log is not enabled');
    expect(screen.queryByRole('list', { name: 'Security activity' })).toBeNull();
  });
});
