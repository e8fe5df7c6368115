import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../../../core/src/plugins/organization/index.js';
import type { TestServer } from '../../../core/test/kit/test-server.js';
import {
  cleanupAuth,
  existingUser,
  otherDevice,
  renderWithAuth,
} from '../../test/kit/test-utils.js';
import { AcceptInvitation } from './AcceptInvitation.js';
import { OrganizationSwitcher } from './OrganizationSwitcher.js';

afterEach(() => {
  cleanupAuth();
  window.history.replaceState(null, '', '/');
});

const bob = { name: 'Bob', email: 'bob@example.com', password: 'difference engine' };

/**
 * Bob's organization "Bobco" invites Alice (the rendered, signed-in client), or `email`; the
 * invitation id.
 */
async function inviteAlice(server: TestServer, email = existingUser.email): Promise<string> {
  const bobClient = otherDevice(server);
  await bobClient.signUp.email(bob);
  await bobClient.organization.create({ name: 'Bobco', slug: 'bobco' });
  const { data } = await bobClient.organization.inviteMember({ email, role: 'member' });
  return data!.id;
}

/** How many times the page asked the server for the invitation. */
const invitationReads = (server: TestServer) =>
  server.requests.filter((request) => request.url.includes('/organization/get-invitation')).length;

describe('AcceptInvitation with an unverified email', () => {
  it('asks to verify the address first, and resends the link leading back to this page', async () => {
    window.history.replaceState(null, '', '/accept-invitation/abc?from=email');
    const { user, server, client } = await renderWithAuth(
      async ({ server }) => <AcceptInvitation invitationId={await inviteAlice(server)} />,
      {
        signedIn: true,
        // The default: answering an invitation needs a verified email.
        server: { plugins: [organization()], captureEmails: true },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Verify your email address to accept this invitation.');
    expect(screen.queryByText(/Email verification required/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a new verification link to alice@example.com. Follow it, then accept the invitation.',
    );
    const email = await server.nextEmail('verify-email');
    expect(email.to).toBe(existingUser.email);
    expect(new URL(email.url).searchParams.get('callbackURL')).toBe(
      '/accept-invitation/abc?from=email',
    );

    // Verified, the same button now works.
    await client.verifyEmail({ query: { token: email.token } });
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('You joined Bobco.');
  });

  it('says why a resend failed', async () => {
    const { user } = await renderWithAuth(
      async ({ server }) => <AcceptInvitation invitationId={await inviteAlice(server)} />,
      // No email sender: the server cannot send the link.
      { signedIn: true, server: { plugins: [organization()] } },
    );
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Verify your email address to accept this invitation.',
        "Verification email isn't enabled",
      ]),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('AcceptInvitation once answered', () => {
  const verifiedNotRequired = {
    signedIn: true,
    server: { plugins: [organization({ requireEmailVerificationOnInvitation: false })] },
  };

  it('does not ask for the accepted invitation again (the server would answer 404)', async () => {
    const { user, server } = await renderWithAuth(
      async ({ server }) => (
        <>
          <AcceptInvitation invitationId={await inviteAlice(server)} />
          <OrganizationSwitcher />
        </>
      ),
      verifiedNotRequired,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('You joined Bobco.');
    // The reload that follows an accept has run: the switcher lists the new organization.
    const switcher = screen.getByRole('combobox', { name: 'Organization' });
    await waitFor(() =>
      expect(within(switcher).getByRole('option', { name: 'Bobco' })).toBeTruthy(),
    );
    expect(invitationReads(server)).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not ask for a declined invitation again either', async () => {
    const { user, server } = await renderWithAuth(
      async ({ server }) => (
        <>
          <AcceptInvitation invitationId={await inviteAlice(server)} />
          <OrganizationSwitcher />
        </>
      ),
      verifiedNotRequired,
    );
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('status')).textContent).toBe('Invitation declined.');
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.endsWith('/organization/list')).length).toBe(2),
    );
    expect(invitationReads(server)).toBe(1);
  });
});

describe('AcceptInvitation headingLevel', () => {
  const render = (headingLevel?: 1 | 3) =>
    renderWithAuth(
      async ({ server }) => (
        <AcceptInvitation invitationId={await inviteAlice(server)} headingLevel={headingLevel} />
      ),
      { signedIn: true, server: { plugins: [organization()] } },
    );

  it('is an h2 by default', async () => {
    await render();
    const heading = await screen.findByRole('heading', { name: 'Join Bobco' });
    expect(heading.tagName).toBe('H2');
  });

  it('takes the level it is given, e.g. 1 for a page of its own', async () => {
    await render(1);
    expect(await screen.findByRole('heading', { name: 'Join Bobco', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('AcceptInvitation opened by another account', () => {
  it('has a heading, says it was sent to another address, and signs out to switch', async () => {
    const carol = { name: 'Carol', email: 'carol@example.com', password: 'jacquard loom' };
    let signedOut = 0;
    const { user, client } = await renderWithAuth(
      async ({ server }) => (
        <AcceptInvitation
          invitationId={await inviteAlice(server, carol.email)}
          headingLevel={1}
          onSignedOut={() => {
            signedOut += 1;
          }}
        />
      ),
      { signedIn: true, server: { plugins: [organization()] } },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Invitation');
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation was sent to another address.',
    );
    expect(screen.getByText(`You are signed in as ${existingUser.email}.`)).toBeTruthy();
    // Neither the server nor the page says to whom it was sent.
    expect(screen.queryByText(/carol@example\.com/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
    await waitFor(() => expect(client.$store.getSnapshot().data).toBeNull());
    expect(signedOut).toBe(1);
  });

  it('shows the invitee the invited address', async () => {
    await renderWithAuth(
      async ({ server }) => <AcceptInvitation invitationId={await inviteAlice(server)} />,
      { signedIn: true, server: { plugins: [organization()] } },
    );
    expect(await screen.findByText(`Sent to ${existingUser.email}.`)).toBeTruthy();
  });
});
