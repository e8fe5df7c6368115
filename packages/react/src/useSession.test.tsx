import { createAuthClient } from '@portcullis/core/client';
import { act, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanupAuth,
  existingUser,
  renderWithAuth,
  SessionStatus,
} from '../test/kit/test-utils.js';
import { PortcullisProvider } from './PortcullisProvider.js';
import { useAuthClient } from './useAuthClient.js';
import { type UseSessionResult, useSession } from './useSession.js';

afterEach(cleanupAuth);

// What the probes below saw, render by render.
const seen = { results: [] as UseSessionResult[], clients: [] as unknown[] };

function SessionProbe() {
  seen.results.push(useSession());
  return null;
}

function ClientProbe() {
  seen.clients.push(useAuthClient());
  return null;
}

beforeEach(() => {
  seen.results = [];
  seen.clients = [];
});

const sessionRequests = (requests: Request[]) =>
  requests.filter((request) => request.url.includes('/get-session'));

describe('useSession', () => {
  it('throws an actionable error outside the provider', () => {
    // React logs the error it rethrows; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(
      'useSession must be used inside <PortcullisProvider client={...}>',
    );
    expect(() => renderHook(() => useAuthClient())).toThrow(
      'useAuthClient must be used inside <PortcullisProvider client={...}>',
    );
    consoleError.mockRestore();
  });

  it('is pending, then signed out, then follows sign-in and sign-out', async () => {
    const { client } = await renderWithAuth(<SessionStatus />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Signed out')).toBeTruthy();

    await act(() => client.signUp.email(existingUser));
    expect(screen.getByText(`Signed in as ${existingUser.email}`)).toBeTruthy();
    await act(() => client.signOut());
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('shares one request between components, also under StrictMode', async () => {
    const { server } = await renderWithAuth(
      <StrictMode>
        <SessionStatus />
        <SessionStatus />
      </StrictMode>,
    );
    expect(await screen.findAllByText('Signed out')).toHaveLength(2);
    expect(sessionRequests(server.requests)).toHaveLength(1);
  });

  it('keeps the result object when a refetch brings the same session', async () => {
    const { client, server } = await renderWithAuth(<SessionProbe />);
    await act(() => client.signUp.email(existingUser));
    const signedIn = seen.results.at(-1)!;
    expect(signedIn.data?.user.email).toBe(existingUser.email);

    const renders = seen.results.length;
    const requests = sessionRequests(server.requests).length;
    await act(() => signedIn.refetch());
    expect(sessionRequests(server.requests)).toHaveLength(requests + 1);
    expect(seen.results.length).toBe(renders);
    expect(signedIn.refetch).toBe(client.$store.refetch);
  });

  it('exposes the provider client through useAuthClient', async () => {
    const { client } = await renderWithAuth(<ClientProbe />);
    expect(seen.clients.at(-1)).toBe(client);
  });

  it('renders the pending state on the server, without fetching', () => {
    const fetch = vi.fn();
    const client = createAuthClient({ baseURL: 'http://localhost:3000', fetch });
    const html = renderToString(
      <PortcullisProvider client={client}>
        <SessionStatus />
      </PortcullisProvider>,
    );
    expect(html).toContain('Loading');
    expect(fetch).not.toHaveBeenCalled();
  });
});
