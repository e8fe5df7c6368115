import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminServerOptions,
  flushAudit,
  PEOPLE,
  signInAsAdmin,
  signUpPeople,
} from '../../test/kit/admin-kit.js';
import {
  cleanupAuth,
  otherDevice,
  renderWithAuth,
  type TestAuthClient,
} from '../../test/kit/test-utils.js';
import { AdminUsersTable } from './AdminUsersTable.js';
import { UserDetails } from './UserDetails.js';

afterEach(cleanupAuth);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const grace = PEOPLE[0]!;

/**
 * Grace, signed up (a session without a user agent) and signed in on an iPhone and in Firefox;
 * Alice, an admin, banned her once and unbanned her. Renders her details for Alice.
 */
async function renderGrace(onClose?: () => void, headingLevel?: 1 | 6) {
  let devices: { iphone: TestAuthClient; firefox: TestAuthClient } | undefined;
  let graceId = '';
  const rendered = await renderWithAuth(
    async ({ server, client }) => {
      [graceId] = (await signUpPeople(server, [grace])) as [string];
      await signInAsAdmin(server, client);
      await client.admin.setRole({ userId: graceId, role: 'user' });
      devices = { iphone: otherDevice(server, IPHONE), firefox: otherDevice(server, FIREFOX) };
      for (const device of Object.values(devices)) {
        await device.signIn.email({ email: grace.email, password: grace.password });
      }
      await flushAudit(server);
      return <UserDetails userId={graceId} onClose={onClose} headingLevel={headingLevel} />;
    },
    { server: adminServerOptions() },
  );
  const region = await screen.findByRole('region', { name: grace.name });
  return { ...rendered, region, devices: devices!, graceId };
}

const sessionItems = () =>
  within(screen.getByRole('list', { name: `Sessions of ${grace.name}` })).getAllByRole('listitem');

describe('UserDetails', () => {
  it('shows the user’s fields, sessions and activity', async () => {
    const { region, graceId } = await renderGrace();
    const fields = region.querySelector('dl')!;
    const pairs = [...fields.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(within(region).getByText(graceId).closest('p')?.textContent).toBe(`User ID ${graceId}`);
    expect(pairs.slice(0, 4)).toEqual([
      ['Email', grace.email],
      ['Role', 'User'],
      ['Email verified', 'No'],
      ['Status', 'Active'],
    ]);
    await waitFor(() => expect(sessionItems()).toHaveLength(3));
    expect(sessionItems().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Firefox on Windows',
      'Safari on iOS',
      'Unknown device',
    ]);
    const activity = within(region).getByRole('table', { name: 'Audit log' });
    await waitFor(() =>
      expect(
        within(activity)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelectorAll('td')[1]?.textContent),
      ).toEqual(['Signed in', 'Signed in', 'Role set by an admin', 'Signed up']),
    );
    // The user's own activity only: no user column, no filters.
    expect(within(region).queryByRole('search')).toBeNull();
  });

  it('revokes one session, then all, after confirming', async () => {
    const { user, region, devices } = await renderGrace();
    await waitFor(() => expect(sessionItems()).toHaveLength(3));
    const iphone = sessionItems().find((item) => item.textContent?.includes('Safari on iOS'))!;
    await user.click(within(iphone).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sessionItems()).toHaveLength(2));
    expect(within(region).getByRole('status').textContent).toBe('Session revoked.');
    expect((await devices.iphone.getSession()).data).toBeNull();
    expect((await devices.firefox.getSession()).data).not.toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Revoke all sessions' }));
    const confirm = within(region).getByRole('group', { name: 'Revoke all sessions' });
    expect(within(confirm).getByText('Sign Grace Hopper out on every device?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke all sessions' }));
    await waitFor(() => expect(within(region).getByText('No sessions.')).toBeTruthy());
    expect(within(region).getByRole('status').textContent).toBe(
      'Grace Hopper is signed out on every device.',
    );
    expect((await devices.firefox.getSession()).data).toBeNull();
  });

  it('shows a ban: its reason and when it ends', async () => {
    await renderWithAuth(
      async ({ server, client }) => {
        const [graceId] = await signUpPeople(server, [grace]);
        await signInAsAdmin(server, client);
        await client.admin.banUser({
          userId: graceId!,
          banReason: 'Spam links',
          banExpiresIn: 3600,
        });
        return <UserDetails userId={graceId!} formatDate={(date) => date.toISOString()} />;
      },
      { server: adminServerOptions() },
    );
    const region = await screen.findByRole('region', { name: grace.name });
    const value = (term: string) =>
      within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Status')).toBe('Banned');
    expect(value('Ban reason')).toBe('Spam links');
    const ends = Date.parse(value('Ban ends')!);
    expect(ends - Date.now()).toBeGreaterThan(3_500_000);
    expect(ends - Date.now()).toBeLessThanOrEqual(3_600_000);
    // Banning signed her out everywhere.
    expect(await within(region).findByText('No sessions.')).toBeTruthy();
  });

  it('marks an impersonation session', async () => {
    await renderWithAuth(
      async ({ server, client }) => {
        const [graceId] = await signUpPeople(server, [grace]);
        await signInAsAdmin(server, client);
        // Alice again, on her laptop, signs in as Grace there.
        const laptop = otherDevice(server);
        await laptop.signIn.email({ email: 'alice@example.com', password: 'correct horse' });
        expect((await laptop.admin.impersonateUser({ userId: graceId! })).error).toBeNull();
        return <UserDetails userId={graceId!} showActivity={false} />;
      },
      { server: adminServerOptions() },
    );
    await screen.findByRole('region', { name: grace.name });
    await waitFor(() => expect(sessionItems()).toHaveLength(2));
    expect(sessionItems().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Impersonation session',
      'Unknown device',
    ]);
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
  });

  it('says when the user does not exist, or the caller is not an admin', async () => {
    await renderWithAuth(
      async ({ server, client }) => {
        await signInAsAdmin(server, client);
        return <UserDetails userId="no-such-user" />;
      },
      { server: adminServerOptions() },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('User not found');
    cleanupAuth();
    await renderWithAuth(<UserDetails userId="anyone" />, {
      signedIn: true,
      server: adminServerOptions(),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^You are not allowed/);
  });

  it('closes with "Close"', async () => {
    const onClose = vi.fn();
    const { user, region } = await renderGrace(onClose);
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('AdminUsersTable opens UserDetails', () => {
  it('from "Details" or a click on the row, below the table, and a ban there shows at once', async () => {
    const { user } = await renderWithAuth(
      async ({ server, client }) => {
        await signUpPeople(server);
        await signInAsAdmin(server, client);
        return <AdminUsersTable searchDelayMs={0} />;
      },
      { server: adminServerOptions() },
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    await user.click(within(row('Alan Turing')).getByRole('button', { name: 'Details' }));
    const alan = await screen.findByRole('region', { name: 'Alan Turing' });
    expect(within(alan).getByText('alan@example.com')).toBeTruthy();

    // The address is drawn in pieces that wrap only after '@' and before dots (EmailAddress).
    const email = (address: string) => (_: string, element: Element | null) =>
      element?.classList.contains('portcullis-email') === true && element.textContent === address;
    await user.click(within(row('Grace Hopper')).getByText(email('grace@example.com')));
    const details = await screen.findByRole('region', { name: 'Grace Hopper' });
    expect(screen.queryByRole('region', { name: 'Alan Turing' })).toBeNull();

    await user.click(within(row('Grace Hopper')).getByRole('button', { name: 'Manage' }));
    const form = await (async () => {
      await user.click(
        within(screen.getByRole('group', { name: 'Actions for Grace Hopper' })).getByRole(
          'button',
          { name: 'Ban' },
        ),
      );
      return screen.getByRole('form', { name: 'Ban Grace Hopper' });
    })();
    await user.type(within(form).getByLabelText('Reason'), 'Spam links');
    await user.click(within(form).getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(within(details).getByText('Spam links')).toBeTruthy());
    expect(within(details).getByText('Banned')).toBeTruthy();

    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Grace Hopper' })).toBeNull();
  });

  it('hands the user to onOpenUser instead, when given', async () => {
    const onOpenUser = vi.fn();
    const { user } = await renderWithAuth(
      async ({ server, client }) => {
        await signUpPeople(server);
        await signInAsAdmin(server, client);
        return <AdminUsersTable onOpenUser={onOpenUser} />;
      },
      { server: adminServerOptions() },
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const katherine = within(table).getByRole('rowheader', { name: 'Katherine Johnson' });
    await user.click(katherine);
    expect(onOpenUser).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'katherine@example.com' }),
    );
    expect(screen.queryByRole('region', { name: 'Katherine Johnson' })).toBeNull();
  });

  it('heads the name at headingLevel, Sessions and Activity one level below', async () => {
    const byDefault = await renderGrace();
    const levels = () =>
      within(byDefault.region)
        .getAllByRole('heading')
        .map((heading) => `${heading.tagName} ${heading.textContent}`);
    await waitFor(() =>
      expect(levels()).toEqual([`H2 ${grace.name}`, 'H3 Sessions', 'H3 Activity']),
    );
    cleanupAuth();
    const { region } = await renderGrace(undefined, 1);
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('heading')
          .map((heading) => `${heading.tagName} ${heading.textContent}`),
      ).toEqual([`H1 ${grace.name}`, 'H2 Sessions', 'H2 Activity']),
    );
  });
});
