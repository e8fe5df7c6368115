/**
 * A URL-safe slug from an organization name: lowercase ASCII letters, digits and single dashes.
 *
 * @example
 * slugify('Acme Rockets, Inc.'); // 'acme-rockets-inc'
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
}
