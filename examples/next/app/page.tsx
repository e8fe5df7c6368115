import { headers } from 'next/headers';
import Link from 'next/link';
import { auth } from '@/lib/auth';

/** A server component reading the session from the request's cookies. */
export default async function Home() {
  const session = await auth.api.getSession({ headers: await headers() });
  return (
    <>
      <h1>Portcullis on Next.js</h1>
      {session ? (
        <p>
          Signed in as <strong data-testid="user-email">{session.user.email}</strong>.{' '}
          <Link href="/dashboard">Dashboard</Link>
        </p>
      ) : (
        <p>
          Not signed in. <Link href="/sign-in">Sign in or create an account</Link>.
        </p>
      )}
    </>
  );
}
