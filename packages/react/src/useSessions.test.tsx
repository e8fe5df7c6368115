import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAuth, existingUser, otherDevice, renderWithAuth } from '../test/kit/test-utils.js';
import { useSessions } from './useSessions.js';

afterEach(cleanupAuth);

function SessionCount() {
  const { data, isPending, currentToken } = useSessions();
  if (!currentToken) return <p>Signed out</p>;
  return <p>{isPending ? 'Loading' : `${data?.length} sessions`}</p>;
}

describe('useSessions', () => {
  it('loads the list, and reloads it whenever the current session changes', async () => {
    const { client, server } = await renderWithAuth(<SessionCount />, { signedIn: true });
    expect(await screen.findByText('1 sessions')).toBeTruthy();

    await otherDevice(server).signIn.email(existingUser);
    // Signing in again here makes a new current session: the list follows.
    await act(() => client.signIn.email(existingUser));
    expect(await screen.findByText('3 sessions')).toBeTruthy();

    // So does a password change that signs every other session out.
    await act(() =>
      client.changePassword({
        currentPassword: existingUser.password,
        newPassword: 'another long password',
        revokeOtherSessions: true,
      }),
    );
    expect(await screen.findByText('1 sessions')).toBeTruthy();

    await act(() => client.signOut());
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('throws an actionable error outside the provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSessions())).toThrow(
      'useSessions must be used inside <PortcullisProvider client={...}>',
    );
    consoleError.mockRestore();
  });
});
