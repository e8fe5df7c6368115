import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { type CuttableProxy, startCuttableProxy } from './cuttable-proxy.js';

/** The server URLs of the server-backed tests; unset on a laptop without the servers. */
export const POSTGRES_URL = process.env.PORTCULLIS_TEST_POSTGRES_URL;
export const MYSQL_URL = process.env.PORTCULLIS_TEST_MYSQL_URL;
export const REDIS_URL = process.env.PORTCULLIS_TEST_REDIS_URL;

/**
 * A fresh, empty database of its own on one of the shared test servers, reached by Portcullis
 * through a {@link CuttableProxy} (so a test can stop it without disturbing other files) and by
 * the test directly, to look at what was really committed.
 */
export interface ProxiedDatabase {
  engine: 'postgres' | 'mysql';
  /** A connection string through the proxy, for `options.database`. */
  url: string;
  proxy: CuttableProxy;
  /** Runs SQL directly on the server (not through the proxy); answers the rows. */
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /** Quotes an identifier for this engine: `"user"` or `` `user` ``. */
  quote(name: string): string;
  /** Closes the proxy and drops the database. */
  drop(): Promise<void>;
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** A fresh schema of the PostgreSQL test database (the URL selects it as `search_path`). */
export async function proxiedPostgres(serverURL: string): Promise<ProxiedDatabase> {
  const schema = uniqueName('pc_fault');
  const admin = new pg.Pool({ connectionString: serverURL, max: 2 });
  await admin.query(`create schema "${schema}"`);
  const direct = new pg.Pool({
    connectionString: serverURL,
    max: 2,
    options: `-c search_path=${schema}`,
  });
  const proxy = await startCuttableProxy(serverURL);
  const url = new URL(proxy.url(serverURL));
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    engine: 'postgres',
    url: url.href,
    proxy,
    query: async (sql, parameters) => (await direct.query(sql, parameters)).rows,
    quote: (name) => `"${name}"`,
    async drop() {
      await proxy.close();
      await direct.end();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

/** A fresh database beside the MySQL/MariaDB test database (see scripts/services.sh). */
export async function proxiedMysql(serverURL: string): Promise<ProxiedDatabase> {
  const base = new URL(serverURL);
  const name = uniqueName(base.pathname.slice(1) || 'portcullis_test');
  const admin = mysql.createPool({ uri: serverURL, connectionLimit: 1 });
  await admin.query(`create database \`${name}\` character set utf8mb4`);
  base.pathname = `/${name}`;
  const direct = mysql.createPool({ uri: base.href, connectionLimit: 2, timezone: 'Z' });
  const proxy = await startCuttableProxy(serverURL);
  return {
    engine: 'mysql',
    url: proxy.url(base.href),
    proxy,
    query: async (sql, parameters) => (await direct.query(sql, parameters))[0] as never,
    quote: (identifier) => `\`${identifier}\``,
    async drop() {
      await proxy.close();
      await direct.end();
      await admin.query(`drop database \`${name}\``);
      await admin.end();
    },
  };
}

/** The engines whose server URL is set, each with its proxied-database factory. */
export const proxiedEngines = [
  { name: 'PostgreSQL', url: POSTGRES_URL, open: proxiedPostgres },
  { name: 'MariaDB', url: MYSQL_URL, open: proxiedMysql },
] as const;
