/**
 * Lists `name` in `Access-Control-Expose-Headers` so browser code on another origin may read the
 * header: appended to what is already there (by other hooks or plugins), never replacing it, and
 * never listed twice (compared case-insensitively).
 *
 * @see Fetch Standard, CORS-exposed header-name list
 */
export function exposeHeader(headers: Headers, name: string): void {
  const current = headers.get('access-control-expose-headers');
  const names = (current ?? '').split(',').map((entry) => entry.trim().toLowerCase());
  if (names.includes(name.toLowerCase())) return;
  headers.set('access-control-expose-headers', current?.trim() ? `${current}, ${name}` : name);
}
