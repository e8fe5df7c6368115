import { signIn, signUp } from '../actions';

/** Sign-in and sign-up forms posting to server actions; they work without JavaScript too. */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string | string[] }>;
}) {
  const { error } = await searchParams;
  return (
    <>
      <h1>Sign in</h1>
      {typeof error === 'string' && <p role="alert">{error}</p>}
      <form action={signIn} aria-label="Sign in">
        <label>
          Email <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password{' '}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit">Sign in</button>
      </form>

      <h2>New here?</h2>
      <form action={signUp} aria-label="Create account">
        <label>
          Name <input name="name" autoComplete="name" required />
        </label>
        <label>
          Email <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="new-password" required />
        </label>
        <button type="submit">Create account</button>
      </form>
    </>
  );
}
