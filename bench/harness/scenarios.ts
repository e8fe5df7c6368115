/**
 * The scenarios of issues 9, 19 and 23, as data: which server, how many connections, what each request
 * does, and whether a password-hashing storm runs beside it.
 */

export type Library = 'portcullis' | 'better-auth';
export const LIBRARIES: readonly Library[] = ['portcullis', 'better-auth'];
export const LABEL: Record<Library | 'bare', string> = {
  portcullis: 'Portcullis',
  'better-auth': 'Better Auth',
  bare: 'bare node:http',
};

export interface Scenario {
  id: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k';
  title: string;
  /**
   * `main`: the SQLite servers; `cached`: the cookie-cache servers; `postgres`: (h)'s and (i)'s;
   * `organization`: SQLite servers with the organization plugin ((j), (k)).
   */
  servers: 'main' | 'cached' | 'postgres' | 'organization';
  /**
   * Organization size: the load lists the first page of 100 members of an organization of this
   * many, as its owner (`GET /organization/list-members?organizationId=…&limit=100`).
   */
  members?: number;
  /** Both servers keep sessions in Redis (`PORTCULLIS_TEST_REDIS_URL`) as secondary storage. */
  redis?: boolean;
  connections: number;
  mode: 'static' | 'signin' | 'signup';
  /** Sends the signed-in user's cookies. */
  cookie: boolean;
  /** An 8-connection storm of sign-ins or fresh sign-ups that starts 1 s before, and outlives, the measured load. */
  storm?: 'signin' | 'signup';
  /** Also loads the bare `node:http` server the same way (the ceiling). */
  bare?: boolean;
}

/** Connections of the sign-in and sign-up loads and storms. */
export const HASHING_CONNECTIONS = 8;

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'a',
    title: '(a) get-session, valid cookie, 32 conn.',
    servers: 'main',
    connections: 32,
    mode: 'static',
    cookie: true,
    bare: true,
  },
  {
    id: 'b',
    title: '(b) get-session, no cookie, 32 conn.',
    servers: 'main',
    connections: 32,
    mode: 'static',
    cookie: false,
  },
  {
    id: 'c',
    title: '(c) sign-in, right password, 8 conn.',
    servers: 'main',
    connections: HASHING_CONNECTIONS,
    mode: 'signin',
    cookie: false,
  },
  {
    id: 'd',
    title: '(d) sign-up, fresh emails, 8 conn.',
    servers: 'main',
    connections: HASHING_CONNECTIONS,
    mode: 'signup',
    cookie: false,
  },
  {
    id: 'e',
    title: '(e) get-session, 32 conn., during a sign-in storm (8 conn.)',
    servers: 'main',
    connections: 32,
    mode: 'static',
    cookie: true,
    storm: 'signin',
  },
  {
    id: 'f',
    title: '(f) get-session, 32 conn., during a sign-up storm (8 conn.)',
    servers: 'main',
    connections: 32,
    mode: 'static',
    cookie: true,
    storm: 'signup',
  },
  {
    id: 'g',
    title: '(g) get-session, cookie cache on, 32 conn.',
    servers: 'cached',
    connections: 32,
    mode: 'static',
    cookie: true,
  },
  {
    id: 'j',
    title: '(j) list-members, 100 members, page of 100, 32 conn.',
    servers: 'organization',
    members: 100,
    connections: 32,
    mode: 'static',
    cookie: true,
  },
  {
    id: 'k',
    title: '(k) list-members, 10,000 members, page of 100, 32 conn.',
    servers: 'organization',
    members: 10_000,
    connections: 32,
    mode: 'static',
    cookie: true,
  },
  {
    id: 'h',
    title: '(h) get-session on PostgreSQL, valid cookie, 32 conn.',
    servers: 'postgres',
    connections: 32,
    mode: 'static',
    cookie: true,
  },
  {
    id: 'i',
    title: '(i) get-session on PostgreSQL + Redis secondary storage, valid cookie, 32 conn.',
    servers: 'postgres',
    redis: true,
    connections: 32,
    mode: 'static',
    cookie: true,
  },
];

/** True for the scenarios that hash passwords, whose RSS is sampled over time: (c), (d), (e), (f). */
export const hashes = (s: Scenario) => s.mode !== 'static' || s.storm !== undefined;
