import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../../core/test/kit/test-server.js';
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
  type TestAuthClient,
} from '../../test/kit/test-utils.js';
import { AuditLog, type AuditLogProps } from './AuditLog.js';

afterEach(cleanupAuth);

/** A user agent a spreadsheet would run as a formula if it were written as it is. */
const FORMULA_AGENT = "=cmd|' /C calc'!A0";

/**
 * Captures what "Export CSV" downloads: the Blob behind the object URL and the link's file
 * name (the click itself navigates nowhere).
 */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:portcullis-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** The CSV text of a download, and whether it starts with the UTF-8 byte-order mark. */
async function readCsv(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { bom, text: new TextDecoder().decode(bytes.subarray(bom ? 3 : 0)) };
}

/** Alice's own activity: sign-up, a failed sign-in, and two sign-ins (one with FORMULA_AGENT). */
async function aliceActivity(server: TestServer, client: TestAuthClient) {
  await client.signUp.email(existingUser);
  const phone = otherDevice(server, FORMULA_AGENT);
  await phone.signIn.email({ email: existingUser.email, password: 'wrong password' });
  await phone.signIn.email({ email: existingUser.email, password: existingUser.password });
  await otherDevice(server).signIn.email({
    email: existingUser.email,
    password: existingUser.password,
  });
  await flushAudit(server);
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);
const eventNames = () => rows().map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('AuditLog, scope "own"', () => {
  const renderOwn = (props: AuditLogProps = {}) =>
    renderWithAuth(
      async ({ server, client }) => {
        await aliceActivity(server, client);
        return <AuditLog scope="own" pageSize={2} {...props} />;
      },
      { server: adminServerOptions() },
    );

  it('pages through the user’s events with "Load more"', async () => {
    const { user } = await renderOwn();
    await waitFor(() => expect(eventNames()).toEqual(['Signed in', 'Signed in']));
    expect(screen.getByText('2 events shown')).toBeTruthy();
    // No user column: they are all the user's own.
    expect(screen.queryByRole('columnheader', { name: 'User' })).toBeNull();
    expect(screen.queryByLabelText('User ID')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(eventNames()).toEqual([
        'Signed in',
        'Signed in',
        'Failed sign-in Failed',
        'Signed up',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('4 events shown')).toBeTruthy();
  });

  it('filters by type and time, and "Clear" shows everything again', async () => {
    const { user } = await renderOwn({ pageSize: 25 });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const filters = screen.getByRole('search', { name: 'Filter events' });
    await user.selectOptions(within(filters).getByLabelText('Event'), 'Failed sign-in');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(eventNames()).toEqual(['Failed sign-in Failed']));

    await user.selectOptions(within(filters).getByLabelText('Event'), 'All events');
    await user.type(within(filters).getByLabelText('To'), '2001-01-01T00:00');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('No events match.')).toBeTruthy());
    await user.clear(within(filters).getByLabelText('To'));
    await user.type(within(filters).getByLabelText('From'), '2001-01-01T00:00');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(4));

    await user.selectOptions(within(filters).getByLabelText('Event'), 'Signed up');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(eventNames()).toEqual(['Signed up']));
    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(within(filters).getByLabelText('Event')).toHaveProperty('value', '');
  });

  it('exports every event of the filter as CSV, a formula-like cell neutralised', async () => {
    const files = captureDownloads();
    const { user } = await renderOwn();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Exported 4 events.'));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const { bom, text } = await readCsv(files[0]!.blob);
    expect(bom).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,type,outcome,userId,actorUserId,organizationId,sessionId,ipAddress,userAgent,metadata',
    );
    expect(lines.slice(1, -1).map((line) => line.split(',')[2])).toEqual([
      'sign-in.success',
      'sign-in.success',
      'sign-in.failure',
      'sign-up',
    ]);
    // All four pages' worth, though only the first page is on screen.
    expect(rows()).toHaveLength(2);
    const formulaRows = lines.filter((line) => line.includes('cmd|'));
    expect(formulaRows).toHaveLength(2);
    for (const line of formulaRows) {
      expect(line).toContain(`,'${FORMULA_AGENT},`);
      expect(line).not.toContain(`,${FORMULA_AGENT}`);
    }
    expect(lines.at(-1)).toBe('');
  });

  it('exports the current filter only, and stops at the bound', async () => {
    const files = captureDownloads();
    const { user } = await renderOwn({ maxExportEvents: 2 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Exported the newest 2 events: the export stops there.',
      ),
    );
    expect((await readCsv(files[0]!.blob)).text.split('\r\n')).toHaveLength(4);

    const filters = screen.getByRole('search', { name: 'Filter events' });
    await user.selectOptions(within(filters).getByLabelText('Event'), 'Failed sign-in');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Exported 1 events.'));
    const { text } = await readCsv(files[1]!.blob);
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[2]),
    ).toEqual(['sign-in.failure']);
  });

  it('shows the server’s refusal: signed out, and without the audit log', async () => {
    await renderWithAuth(<AuditLog scope="own" />, { server: adminServerOptions() });
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in to continue');
    cleanupAuth();
    await renderWithAuth(<AuditLog scope="own" />, { signedIn: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Audit log is not enabled');
  });
});

describe('AuditLog, scope "all" (admins)', () => {
  /** Alice, an admin, bans Grace and sets Alan's role; Grace and Alan have signed up. */
  const renderAll = (props: AuditLogProps = {}) =>
    renderWithAuth(
      async ({ server, client }) => {
        const [graceId, alanId] = await signUpPeople(server, PEOPLE.slice(0, 2));
        await signInAsAdmin(server, client);
        await client.admin.banUser({ userId: graceId!, banReason: '=HYPERLINK("x")' });
        await client.admin.setRole({ userId: alanId!, role: 'admin' });
        await flushAudit(server);
        return <AuditLog {...props} />;
      },
      { server: adminServerOptions() },
    );

  it('lists every user’s events, with who they were about and who acted', async () => {
    const { client } = await renderAll();
    await waitFor(() =>
      expect(eventNames()).toEqual([
        'Role set by an admin',
        'User banned',
        'Signed up',
        'Signed up',
        'Signed up',
      ]),
    );
    const { data } = await client.admin.listUsers({ query: { searchValue: 'grace' } });
    const graceId = data!.users[0]!.id;
    const banned = rows()[1]!;
    // The subject by name (address and id in the tooltip), then "by" the admin who acted.
    expect(within(banned).getByTitle(`grace@example.com (${graceId})`).textContent).toBe(
      'Grace Hopper',
    );
    expect(banned.querySelectorAll('td')[2]!.textContent).toMatch(/^Grace Hopperby .+$/);
    expect(banned.querySelector('td code.portcullis-id')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'User' })).toBeTruthy();
  });

  it('filters by user id and by type', async () => {
    const { user, client } = await renderAll();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const { data } = await client.admin.listUsers({ query: { searchValue: 'grace' } });
    const filters = screen.getByRole('search', { name: 'Filter events' });
    await user.type(within(filters).getByLabelText('User ID'), data!.users[0]!.id);
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(eventNames()).toEqual(['User banned', 'Signed up']));
    await user.selectOptions(within(filters).getByLabelText('Event'), 'Signed up');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(eventNames()).toEqual(['Signed up']));
    await user.clear(within(filters).getByLabelText('Organization ID'));
    await user.type(within(filters).getByLabelText('Organization ID'), 'no-such-organization');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('No events match.')).toBeTruthy());
  });

  it('exports everyone’s events; text in the metadata stays inside its quoted JSON cell', async () => {
    const files = captureDownloads();
    const { user } = await renderAll();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Exported 5 events.'));
    const { text } = await readCsv(files[0]!.blob);
    const ban = text.split('\r\n').find((line) => line.includes('admin.user-ban'))!;
    // The ban reason is in the metadata JSON: one cell starting with "{", quoted, its quotes
    // doubled, so the formula-like text never starts a cell.
    expect(ban.endsWith(',"{""banReason"":""=HYPERLINK(\\""x\\"")"",""banExpiresIn"":null}"')).toBe(
      true,
    );
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[2]),
    ).toEqual(['admin.role-set', 'admin.user-ban', 'sign-up', 'sign-up', 'sign-up']);
  });

  it('shows a user their 403 rather than anyone’s events', async () => {
    await renderWithAuth(<AuditLog />, { signedIn: true, server: adminServerOptions() });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^You are not allowed/);
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
  });
});
