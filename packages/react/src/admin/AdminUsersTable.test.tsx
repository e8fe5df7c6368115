import { createAuthClient } from '@portcullis/core/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminServerOptions,
  findUser,
  PEOPLE,
  setRole,
  signInAsAdmin,
  signUpPeople,
  supportAdmin,
} from '../../test/kit/admin-kit.js';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { PortcullisProvider } from '../PortcullisProvider.js';
import { AdminUsersTable } from './AdminUsersTable.js';

afterEach(cleanupAuth);

const table = () => screen.getByRole('table', { name: 'Users' });
/** The names in the table's rows, top to bottom. */
const names = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace(/You$/, ''));
const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

/** The table for Alice, an admin, with the four {@link PEOPLE} signed up before her. */
async function renderTable(props: Parameters<typeof AdminUsersTable>[0] = {}, withSession = false) {
  return renderWithAuth(
    async ({ server, client }) => {
      await signUpPeople(server);
      await signInAsAdmin(server, client);
      return (
        <>
          {withSession ? <SessionStatus /> : null}
          <AdminUsersTable searchDelayMs={0} {...props} />
        </>
      );
    },
    { server: adminServerOptions() },
  );
}

/** Opens the row's actions, then the confirm step of `action`. */
async function openAction(
  user: Awaited<ReturnType<typeof renderTable>>['user'],
  name: string,
  action: string,
) {
  await user.click(within(row(name)).getByRole('button', { name: 'Manage' }));
  const group = await screen.findByRole('group', { name: `Actions for ${name}` });
  await user.click(within(group).getByRole('button', { name: action }));
  return screen.getByRole('form', { name: `${action} ${name}` });
}

describe('AdminUsersTable: finding users', () => {
  it('lists a page, newest first, with the total, and pages through the rest', async () => {
    const { user } = await renderTable({ pageSize: 2 });
    await waitFor(() => expect(names()).toEqual(['Alice', 'Ada Lovelace']));
    expect(screen.getByText('1–2 of 5')).toBeTruthy();
    expect(within(row('Alice')).getByText('You')).toBeTruthy();
    expect(within(row('Alice')).getByText('Admin')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Katherine Johnson', 'Alan Turing']));
    expect(screen.getByText('3–4 of 5')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('asks the server for the page only, whatever the number of users', async () => {
    const { server } = await renderTable({ pageSize: 2 });
    await waitFor(() => expect(names()).toHaveLength(2));
    const listCalls = server.requests.filter((r) => r.url.includes('/admin/list-users'));
    expect(listCalls.length).toBeGreaterThan(0);
    for (const request of listCalls) {
      const query = new URL(request.url).searchParams;
      expect([query.get('limit'), query.get('offset')]).toEqual(['2', '0']);
    }
  });

  it('searches email or name, contains or starts with, from the first page', async () => {
    const { user } = await renderTable({ pageSize: 2 });
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Users pages' })).getByRole('button', {
        name: 'Next',
      }),
    );
    await waitFor(() => expect(screen.getByText('3–4 of 5')).toBeTruthy());

    const search = screen.getByRole('search', { name: 'Search users' });
    const box = within(search).getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'a');
    // Every email has an "a" (example.com): five, from the first page.
    await waitFor(() => expect(screen.getByText('1–2 of 5')).toBeTruthy());
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Search in' }), 'Name');
    await user.selectOptions(
      within(search).getByRole('combobox', { name: 'Match' }),
      'Starts with',
    );
    await user.clear(box);
    await user.type(box, 'Al');
    // Names starting with "Al" (case-sensitive on most databases): Alice and Alan.
    await waitFor(() => expect(names()).toEqual(['Alice', 'Alan Turing']));
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).toBeNull();

    await user.clear(within(search).getByRole('searchbox', { name: 'Search users' }));
    await user.type(within(search).getByRole('searchbox', { name: 'Search users' }), 'nobody');
    await waitFor(() => expect(screen.getByText('No user matches.')).toBeTruthy());
  });

  it('filters by role and by ban', async () => {
    const { user, client } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const show = screen.getByRole('combobox', { name: 'Show' });
    await user.selectOptions(show, 'Role: Admin');
    await waitFor(() => expect(names()).toEqual(['Alice']));
    await user.selectOptions(show, 'Role: User');
    await waitFor(() => expect(names()).toHaveLength(4));

    const { data } = await client.admin.listUsers({ query: { searchValue: 'grace' } });
    await client.admin.banUser({ userId: data!.users[0]!.id, banReason: 'spam' });
    await user.selectOptions(show, 'Banned users');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    expect(within(row('Grace Hopper')).getByText('Banned')).toBeTruthy();
    await user.selectOptions(show, 'All users');
    await waitFor(() => expect(names()).toHaveLength(5));
  });

  it('sorts by a column header, and again the other way', async () => {
    const { user } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const header = screen.getByRole('columnheader', { name: /Email/ });
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(within(header).getByRole('button', { name: /Email/ }));
    await waitFor(() =>
      expect(names()).toEqual([
        'Ada Lovelace',
        'Alan Turing',
        'Alice',
        'Grace Hopper',
        'Katherine Johnson',
      ]),
    );
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(names()[0]).toBe('Katherine Johnson'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });
});

describe('AdminUsersTable: row actions, each confirmed', () => {
  it('bans with a reason and an end: the user is signed out and cannot sign in', async () => {
    const { user, server } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const grace = otherDevice(server);
    await grace.signIn.email({ email: PEOPLE[0]!.email, password: PEOPLE[0]!.password });

    const form = await openAction(user, 'Grace Hopper', 'Ban');
    expect(document.activeElement).toBe(within(form).getByLabelText('Reason'));
    expect(
      within(form).getByText(/sessions are revoked.*an open tab notices at its next request/),
    ).toBeTruthy();
    await user.type(within(form).getByLabelText('Reason'), 'Spam links');
    await user.selectOptions(within(form).getByLabelText('Ban ends'), '7 days');
    const before = Date.now();
    await user.click(within(form).getByRole('button', { name: 'Ban' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Grace Hopper is banned.'),
    );
    expect(screen.queryByRole('form', { name: 'Ban Grace Hopper' })).toBeNull();
    const stored = await findUser(server, PEOPLE[0]!.email);
    expect(stored).toMatchObject({ banned: true, banReason: 'Spam links' });
    const days = (stored!.banExpires!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    await waitFor(() => expect(within(row('Grace Hopper')).getByText('Banned')).toBeTruthy());
    expect((await grace.getSession()).data).toBeNull();
    const again = await grace.signIn.email({
      email: PEOPLE[0]!.email,
      password: PEOPLE[0]!.password,
    });
    expect(again.error).toMatchObject({ status: 403, code: 'BANNED_USER' });
  });

  it('unbans: the row offers Unban instead of Ban, and the user signs in again', async () => {
    const { user, server, client } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const grace = await findUser(server, PEOPLE[0]!.email);
    await client.admin.banUser({ userId: grace!.id });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Banned users');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));

    await user.click(within(row('Grace Hopper')).getByRole('button', { name: 'Manage' }));
    const group = screen.getByRole('group', { name: 'Actions for Grace Hopper' });
    expect(within(group).queryByRole('button', { name: 'Ban' })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Unban' }));
    const form = screen.getByRole('form', { name: 'Unban Grace Hopper' });
    await user.click(within(form).getByRole('button', { name: 'Unban' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Grace Hopper is no longer banned.'),
    );
    await waitFor(() => expect(screen.getByText('No user matches.')).toBeTruthy());
    expect(await findUser(server, PEOPLE[0]!.email)).toMatchObject({ banned: false });
    const signIn = await otherDevice(server).signIn.email({
      email: PEOPLE[0]!.email,
      password: PEOPLE[0]!.password,
    });
    expect(signIn.error).toBeNull();
  });

  it('sets a role from the configured roles', async () => {
    const { user, server } = await renderTable({ roles: ['user', 'support', 'admin'] });
    await waitFor(() => expect(names()).toHaveLength(5));
    const form = await openAction(user, 'Alan Turing', 'Set role');
    const picker = within(form).getByRole('combobox', { name: 'Role' });
    expect(picker).toHaveProperty('value', 'user');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Support', 'Admin']);
    await user.selectOptions(picker, 'Support');
    await user.click(within(form).getByRole('button', { name: 'Set role' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Alan Turing is now Support.'),
    );
    expect(await findUser(server, PEOPLE[1]!.email)).toMatchObject({ role: 'support' });
    await waitFor(() => expect(within(row('Alan Turing')).getByText('Support')).toBeTruthy());
  });

  it('impersonates: the session becomes the user’s, and onImpersonate is told', async () => {
    const onImpersonate = vi.fn();
    const { user } = await renderTable({ onImpersonate }, true);
    await waitFor(() => expect(names()).toHaveLength(5));
    const form = await openAction(user, 'Katherine Johnson', 'Impersonate');
    expect(within(form).getByText(/Sign in as Katherine Johnson\?/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Impersonate' }));
    await waitFor(() =>
      expect(screen.getByText('You are signed in as Katherine Johnson.').getAttribute('role')).toBe(
        'status',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Session' }).textContent).toBe(
        'Signed in as katherine@example.com',
      ),
    );
    expect(onImpersonate).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'katherine@example.com' }),
    );
  });

  it('revokes every session of the user', async () => {
    const { user, server } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const phone = otherDevice(server);
    const laptop = otherDevice(server);
    for (const device of [phone, laptop]) {
      await device.signIn.email({ email: PEOPLE[2]!.email, password: PEOPLE[2]!.password });
    }
    const form = await openAction(user, 'Katherine Johnson', 'Revoke sessions');
    await user.click(within(form).getByRole('button', { name: 'Revoke sessions' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Katherine Johnson is signed out on every device.',
      ),
    );
    expect((await phone.getSession()).data).toBeNull();
    expect((await laptop.getSession()).data).toBeNull();
  });

  it('sets a password: the new one signs in, the old one no longer does', async () => {
    const { user, server } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const form = await openAction(user, 'Ada Lovelace', 'Set password');
    const field = within(form).getByLabelText('New password') as HTMLInputElement;
    expect(field.minLength).toBe(8);
    await user.type(field, 'short');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    // The browser stops it (the admin route checks no length, as Better Auth 1.2.7)…
    expect(field.validity.tooShort).toBe(true);
    // …and so does the form where the browser does not: beside the field, the step open.
    fireEvent.submit(form);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Password too short: use at least 8 characters.')).toBeTruthy();
    expect(server.requests.some((r) => r.url.includes('set-user-password'))).toBe(false);

    await user.clear(field);
    await user.type(field, 'difference engine 22');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The password of Ada Lovelace is changed.',
      ),
    );
    const device = otherDevice(server);
    const old = await device.signIn.email({
      email: 'ada@example.com',
      password: PEOPLE[3]!.password,
    });
    expect(old.error?.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const fresh = await device.signIn.email({
      email: 'ada@example.com',
      password: 'difference engine 22',
    });
    expect(fresh.error).toBeNull();
  });

  it('removes a user, after the warning', async () => {
    const { user, server } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const form = await openAction(user, 'Alan Turing', 'Remove');
    expect(within(form).getByText(/cannot be undone/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Alan Turing was removed.'),
    );
    await waitFor(() => expect(names()).not.toContain('Alan Turing'));
    expect(await findUser(server, PEOPLE[1]!.email)).toBeNull();
  });

  it('cancels a step without calling the server, focus back on its button', async () => {
    const { user, server } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    const form = await openAction(user, 'Grace Hopper', 'Remove');
    const before = server.requests.length;
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const group = screen.getByRole('group', { name: 'Actions for Grace Hopper' });
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Remove' }));
    await user.click(within(group).getByRole('button', { name: 'Ban' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Ban Grace Hopper' })).toBeNull();
    expect(server.requests.length).toBe(before);
    expect(await findUser(server, PEOPLE[0]!.email)).toMatchObject({ banned: null });
  });

  it('offers no ban, impersonation or removal on the admin’s own row', async () => {
    const { user } = await renderTable();
    await waitFor(() => expect(names()).toHaveLength(5));
    await user.click(within(row('Alice')).getByRole('button', { name: 'Manage' }));
    const group = screen.getByRole('group', { name: 'Actions for Alice' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Set role', 'Revoke sessions', 'Set password']);
  });
});

describe('AdminUsersTable: refusals', () => {
  it('shows the server’s 403 to a signed-in user who is not an admin', async () => {
    await renderWithAuth(<AdminUsersTable />, { signedIn: true, server: adminServerOptions() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You are not allowed to list users');
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
  });

  it('shows a failed ban in its step, which stays open, and bans nothing', async () => {
    // `support` may list users and nothing else: the server refuses the ban.
    const { user, server } = await renderWithAuth(
      async ({ server, client }) => {
        await signUpPeople(server);
        await client.signUp.email(existingUser);
        await setRole(server, existingUser.email, 'support');
        await client.$store.refetch();
        return <AdminUsersTable />;
      },
      {
        server: adminServerOptions({
          plugins: [supportAdmin()],
        }),
      },
    );
    await waitFor(() => expect(names()).toHaveLength(5));
    const form = await openAction(user, 'Grace Hopper', 'Ban');
    await user.click(within(form).getByRole('button', { name: 'Ban' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('You are not allowed to ban users');
    expect(screen.getByRole('form', { name: 'Ban Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await findUser(server, PEOPLE[0]!.email)).toMatchObject({ banned: null });
  });

  it('says which client plugin is missing', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createAuthClient({ baseURL: 'http://localhost:3000', fetch: vi.fn() });
    expect(() =>
      render(
        <PortcullisProvider client={client}>
          <AdminUsersTable />
        </PortcullisProvider>,
      ),
    ).toThrow('AdminUsersTable requires adminClient() in createAuthClient({ plugins })');
    consoleError.mockRestore();
  });
});
