import type { DatabaseSchema } from '../db/schema.js';

/** A row as responses show it: without the fields its model declares `returned: false`. */
export type ResponseRow = <T extends object>(model: string, row: T) => T;

/**
 * Builds the filter every response (and every value sent to the client: the cookie cache, the
 * JWT payload) passes users and sessions through. Fields declared `returned: false` in the
 * schema (`user.additionalFields`, plugin fields) stay in the database and in server-side code
 * but never leave the server. Models without such fields get their rows back untouched, at no
 * cost.
 *
 * @see FieldAttribute.returned
 */
export function createResponseRow(schema: DatabaseSchema): ResponseRow {
  const hidden = new Map<string, string[]>();
  for (const [model, { fields }] of Object.entries(schema)) {
    const names = Object.keys(fields).filter((name) => fields[name]!.returned === false);
    if (names.length > 0) hidden.set(model, names);
  }
  return (model, row) => {
    const names = hidden.get(model);
    if (!names?.some((name) => name in row)) return row;
    const out = { ...row } as Record<string, unknown>;
    for (const name of names) delete out[name];
    return out as typeof row;
  };
}

/** A session and its user as responses show them (see {@link createResponseRow}). */
export function responseSession<S extends { session: object; user: object }>(
  responseRow: ResponseRow,
  found: S,
): S {
  const session = responseRow('session', found.session);
  const user = responseRow('user', found.user);
  return session === found.session && user === found.user ? found : { ...found, session, user };
}
