/**
 * The scenarios of issue 9, as data: which server, how many connections, what each request
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
  id: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i';
  title: string;
  /** `main`: the SQLite servers; `cached`: the cookie-cache servers; `postgres`: (h)'s and (i)'s. */
  servers: 'main' | 'cached' | 'postgres';
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
