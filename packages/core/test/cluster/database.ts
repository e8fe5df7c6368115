/**
 * The database of one test cluster: a fresh PostgreSQL schema or MariaDB database next to the
 * test database (scripts/services.sh grants both), dropped when the cluster stops. The test
 * process reads and writes it through its own small Kysely handle (roles, row counts).
 */
import { Kysely, MysqlDialect, PostgresDialect } from 'kysely';
import mysql from 'mysql2';
import pg from 'pg';
import { MYSQL_URL, POSTGRES_URL, uniqueName } from '../adapters/targets.js';
import type { ClusterDatabase } from './config.js';

/** The engines the cluster suite runs on. */
export type DatabaseKind = ClusterDatabase['kind'];

/** A fresh database for one cluster. */
export interface FreshDatabase {
  /** What the instances connect to. */
  config: ClusterDatabase;
  /** The test's own connection (2 at most). */
  db: Kysely<any>;
  drop(): Promise<void>;
}

/** The server URL of `kind`, from `PORTCULLIS_TEST_{POSTGRES,MYSQL}_URL`. */
export const databaseURL = (kind: DatabaseKind) => (kind === 'postgres' ? POSTGRES_URL : MYSQL_URL);

/** Creates the schema (PostgreSQL) or database (MariaDB) of one cluster. */
export async function createFreshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  const url = databaseURL(kind);
  if (!url) throw new Error(`no ${kind} server URL`);
  if (kind === 'postgres') {
    const schema = uniqueName('pc_cluster');
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    await admin.query(`create schema "${schema}"`);
    const pool = new pg.Pool({
      connectionString: url,
      options: `-c search_path=${schema}`,
      max: 2,
    });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    return {
      config: { kind, url, schema },
      db,
      async drop() {
        await db.destroy();
        await admin.query(`drop schema "${schema}" cascade`);
        await admin.end();
      },
    };
  }
  const base = new URL(url);
  const name = uniqueName(base.pathname.slice(1) || 'portcullis_test');
  const admin = mysql.createPool({ uri: url, connectionLimit: 1 }).promise();
  await admin.query(`create database \`${name}\` character set utf8mb4`);
  base.pathname = `/${name}`;
  const pool = mysql.createPool({ uri: base.href, timezone: 'Z', connectionLimit: 2 });
  const db = new Kysely<any>({ dialect: new MysqlDialect({ pool }) });
  return {
    config: { kind, url: base.href },
    db,
    async drop() {
      await db.destroy();
      await admin.query(`drop database \`${name}\``);
      await admin.end();
    },
  };
}
