import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { auth } from '@/lib/auth';
import { AuthForms } from './auth-forms';

/** The React kit's sign-in and sign-up forms; a visitor already signed in goes on to the dashboard. */
export default async function SignInPage() {
  if (await auth.api.getSession({ headers: await headers() })) redirect('/dashboard');
  return (
    <>
      <h1>Sign in</h1>
      <AuthForms />
    </>
  );
}
