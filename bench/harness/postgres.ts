/**
 * Throwaway PostgreSQL schemas for scenario (h): one per library on the server of
 * `PORTCULLIS_TEST_POSTGRES_URL`, reached through a URL whose `search_path` points at it, and
 * dropped (with everything in it) when the run ends.
 */
import pg from 'pg';

export interface PostgresSchemas {
  /** A connection URL per name, with `options=-c search_path=<schema>`. */
  urls: Record<string, string>;
  /** PostgreSQL's `server_version`. */
  version: string;
  drop(): Promise<void>;
}

/** Creates `bench_<pid>_<name>` for each name. */
export async function createSchemas(url: string, names: string[]): Promise<PostgresSchemas> {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const created: string[] = [];
  const urls: Record<string, string> = {};
  try {
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
      ?.server_version;
    for (const name of names) {
      const schema = `bench_${process.pid}_${name.replace(/[^a-z0-9]/gi, '_')}`.toLowerCase();
      await admin.query(`create schema ${schema}`);
      created.push(schema);
      const target = new URL(url);
      target.searchParams.set('options', `-c search_path=${schema}`);
      urls[name] = target.href;
    }
    return {
      urls,
      version: version ?? '?',
      async drop() {
        for (const schema of created) await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      },
    };
  } catch (error) {
    for (const schema of created) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    throw error;
  }
}
