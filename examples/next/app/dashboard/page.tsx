import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '@/lib/auth';
import { Account } from './account';

/**
 * A protected page. `proxy.ts` only checks that a session cookie is present; this is the real
 * check: the session is looked up (and must be valid) before anything is shown.
 */
export default async function Dashboard() {
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) redirect('/sign-in');
  const { user } = session;
  return (
    <>
      <h1>Dashboard</h1>
      <p>
        Hello {user.name}, you are signed in as{' '}
        <strong data-testid="user-email">{user.email}</strong>.
      </p>
      <Account />
    </>
  );
}
