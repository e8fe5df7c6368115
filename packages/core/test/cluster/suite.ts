/**
 * The multi-instance suite (issue 19) on one database engine: three instances behind nginx,
 * driven over HTTP. postgres.test.ts and mariadb.test.ts run it, one cluster each.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiKeyCases } from './api-keys.case.js';
import { type Cluster, clusterUnavailable, startCluster } from './cluster.js';
import type { DatabaseKind } from './database.js';
import { jwksCases } from './jwks.case.js';
import { organizationCases } from './organizations.case.js';
import { rateLimitCases } from './rate-limits.case.js';
import { revocationCases } from './revocation.case.js';
import { shutdownCases } from './shutdown.case.js';

/** The cookie cache's `maxAge` in app cookieCache: how long a revoked session may linger. */
const COOKIE_CACHE_MAX_AGE_SECONDS = 3;

/**
 * The apps every instance serves, each on its own port and nginx site:
 * - main: sessions and rate-limit counters in Redis, no cookie cache;
 * - cookieCache: the same with the cookie cache on;
 * - databaseCounters: rate-limit counters in the database.
 */
const APPS = {
  main: {},
  cookieCache: { cookieCacheMaxAgeSeconds: COOKIE_CACHE_MAX_AGE_SECONDS },
  databaseCounters: { rateLimit: 'database' },
} as const;

const LABELS: Record<DatabaseKind, string> = { postgres: 'PostgreSQL', mysql: 'MariaDB' };

export function describeCluster(kind: DatabaseKind) {
  const unavailable = clusterUnavailable(kind);
  if (unavailable) {
    it.skip(`three instances behind nginx on ${LABELS[kind]}: ${unavailable}`, () => {});
    return;
  }
  describe(`three instances behind nginx on ${LABELS[kind]} and Redis`, { timeout: 60_000 }, () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      cluster = await startCluster({ database: kind, apps: APPS });
    }, 120_000);
    afterAll(() => cluster?.stop(), 30_000);
    const current = () => {
      if (!cluster) throw new Error('the cluster did not start');
      return cluster;
    };

    // First: nothing of the cluster may have signed a JWT before the cold-start race.
    jwksCases(current);
    revocationCases(current, COOKIE_CACHE_MAX_AGE_SECONDS);
    rateLimitCases(current);
    organizationCases(current);
    apiKeyCases(current);
    // Last: it stops an instance.
    shutdownCases(current);
  });
}
