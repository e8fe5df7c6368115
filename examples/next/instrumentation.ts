/**
 * Runs once when the Next.js server starts, before it serves requests: creates the missing
 * Portcullis tables (idempotent, never drops anything).
 */
export async function register() {
  // Proxy runs on Node.js too, but only the server runtime needs the database.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ migrate }, { auth }] = await Promise.all([
    import('@portcullis/core'),
    import('./lib/auth'),
  ]);
  await migrate(auth);
}
