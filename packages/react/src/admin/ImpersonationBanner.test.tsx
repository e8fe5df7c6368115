import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminServerOptions,
  PEOPLE,
  signInAsAdmin,
  signUpPeople,
} from '../../test/kit/admin-kit.js';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../../test/kit/test-utils.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';

afterEach(cleanupAuth);

describe('ImpersonationBanner', () => {
  it('shows nothing for an ordinary session', async () => {
    await renderWithAuth(
      <>
        <ImpersonationBanner />
        <SessionStatus />
      </>,
      { signedIn: true, server: adminServerOptions() },
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Session' }).textContent).toBe(
        `Signed in as ${existingUser.email}`,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('names the user while impersonating, and "Stop impersonating" restores the admin', async () => {
    const onStop = vi.fn();
    const { user, client } = await renderWithAuth(
      async ({ server, client }) => {
        const [graceId] = await signUpPeople(server);
        await signInAsAdmin(server, client);
        await client.admin.impersonateUser({ userId: graceId! });
        return (
          <>
            <ImpersonationBanner onStop={onStop} />
            <SessionStatus />
          </>
        );
      },
      { server: adminServerOptions() },
    );
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner.textContent).toContain(
      `You are signed in as ${PEOPLE[0]!.name} (${PEOPLE[0]!.email}), impersonating them.`,
    );
    expect(screen.getByRole('status', { name: 'Session' }).textContent).toBe(
      `Signed in as ${PEOPLE[0]!.email}`,
    );

    await user.click(within(banner).getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull());
    expect(screen.getByRole('status', { name: 'Session' }).textContent).toBe(
      `Signed in as ${existingUser.email}`,
    );
    expect(onStop).toHaveBeenCalledOnce();
    // The admin's own session, with its rights, is back.
    expect((await client.admin.listUsers()).error).toBeNull();
  });

  it('announces a failed stop and stays', async () => {
    const { user, client } = await renderWithAuth(
      async ({ server, client }) => {
        const [graceId] = await signUpPeople(server);
        await signInAsAdmin(server, client);
        await client.admin.impersonateUser({ userId: graceId! });
        // The admin's own session is gone (revoked elsewhere meanwhile): nothing to return to.
        await server.auth.$context.adapter.deleteMany({
          model: 'session',
          where: [{ field: 'impersonatedBy', value: null }],
        });
        return <ImpersonationBanner />;
      },
      { server: adminServerOptions() },
    );
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    await user.click(within(banner).getByRole('button', { name: 'Stop impersonating' }));
    const alert = await within(banner).findByRole('alert');
    // FAILED_TO_FIND_ADMIN_SESSION in people's words (the kit's readable English).
    expect(alert.textContent).toBe('Your administrator session could not be found. Sign in again.');
    expect((await client.getSession()).data?.user.email).toBe(PEOPLE[0]!.email);
  });
});
