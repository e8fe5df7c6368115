/**
 * Adds query parameters to a redirect target, relative (`/done?tab=1`) or absolute, keeping its
 * existing query and putting the new parameters before any `#fragment`. Parameters whose value
 * is `undefined` are left out; with none left, the target is returned as it is.
 *
 * @example
 * withQuery('/welcome', { error: 'invalid_token' }); // '/welcome?error=invalid_token'
 * withQuery('https://app.example/a?x=1#top', { token: 'abc' });
 * // 'https://app.example/a?x=1&token=abc#top'
 */
export function withQuery(target: string, params: Record<string, string | undefined>): string {
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : target.slice(hashAt);
  const defined = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const query = new URLSearchParams(defined).toString();
  if (!query) return target;
  let separator = '&';
  if (!base.includes('?')) separator = '?';
  else if (base.endsWith('?') || base.endsWith('&')) separator = '';
  return `${base}${separator}${query}${fragment}`;
}
