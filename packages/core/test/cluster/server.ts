/**
 * @module test/cluster/server
 *
 * One Portcullis instance of a test cluster, in its own process:
 * `node --import tsx server.ts` with `PORTCULLIS_CLUSTER_INSTANCE` set to an
 * {@link InstanceConfig} (JSON). Started three at a time by cluster.ts.
 *
 * Every app of the config gets its own `createPortcullis` on its own loopback port, behind
 * `toNodeHandler`, over the shared database (a pool of this process) and the shared Redis. Each
 * answer carries `x-instance: <name>`, so a test can tell which instance served it. Prints one
 * {@link ReadyLine} once every app listens. Shuts down gracefully on SIGTERM, or when its parent
 * goes away (stdin closes): stops accepting, lets in-flight requests finish, then closes the
 * pools and the Redis connection — the sequence docs/deployment.md describes. Exits 0, or 3 when
 * connections were still open after the grace period and had to be cut.
 */
import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import Redis from 'ioredis';
import mysql from 'mysql2';
import pg from 'pg';
import { toNodeHandler } from '../../src/integrations/node.js';
import type { PortcullisOptions } from '../../src/kernel/options.js';
import { admin } from '../../src/plugins/admin/index.js';
import { apiKey } from '../../src/plugins/api-key/index.js';
import { emailOTP } from '../../src/plugins/email-otp/index.js';
import { jwt } from '../../src/plugins/jwt/index.js';
import { organization } from '../../src/plugins/organization/index.js';
import { createPortcullis, migrate } from '../../src/portcullis.js';
import { redisStorage } from '../../src/storage/redis-storage.js';
import { plainHasher } from '../kit/test-server.js';
import {
  type AppConfig,
  type CapturedEmail,
  EMAIL_OTP_PER_ADDRESS_LIMIT,
  type InstanceConfig,
  LOCKOUT,
  MEMBERSHIP_LIMIT,
  ORGANIZATION_LIMIT,
  type ReadyLine,
  SIGN_IN_LIMIT,
} from './config.js';

/** Database connections per app and process: 3 apps × 3 instances stay far below the servers' caps. */
const POOL_SIZE = 4;
/** Longer than nginx's upstream `keepalive_timeout` (60 s), so nginx closes idle connections first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** In-flight requests get this long to finish at shutdown. */
const SHUTDOWN_GRACE_MS = 5_000;

const config = JSON.parse(process.env.PORTCULLIS_CLUSTER_INSTANCE ?? 'null') as InstanceConfig;
if (!config) throw new Error('PORTCULLIS_CLUSTER_INSTANCE is not set (see cluster.ts)');

const closers: Array<() => Promise<unknown>> = [];

function openDatabase(): PortcullisOptions['database'] {
  const { database } = config;
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      options: `-c search_path=${database.schema}`,
      max: POOL_SIZE,
    });
    closers.push(() => pool.end());
    return pool;
  }
  const pool = mysql.createPool({ uri: database.url, timezone: 'Z', connectionLimit: POOL_SIZE });
  closers.push(() => pool.promise().end());
  return pool;
}

function captureEmail(app: string, email: Omit<CapturedEmail, 'app' | 'instance'>): void {
  const line: CapturedEmail = { app, instance: config.name, ...email };
  appendFileSync(config.emailsFile, `${JSON.stringify(line)}\n`);
}

function appOptions(name: string, app: AppConfig & { baseURL: string }, redis: Redis) {
  const rateLimit = app.rateLimit ?? 'secondary-storage';
  return {
    baseURL: app.baseURL,
    secret: config.secret,
    database: openDatabase(),
    secondaryStorage: redisStorage(redis, { keyPrefix: `${config.redisKeyPrefix}${name}:` }),
    logger: {
      level: 'error',
      log: (level, message, ...args) =>
        console.error(`[${config.name}/${name}] ${level}`, message, ...args),
    },
    advanced: { ipAddress: { trustedProxies: 1 } },
    rateLimit:
      rateLimit === 'off'
        ? { enabled: false }
        : {
            enabled: true,
            storage: rateLimit,
            customRules: { '/sign-in/*': SIGN_IN_LIMIT },
            accountLockout: LOCKOUT,
          },
    session: app.cookieCacheMaxAgeSeconds
      ? { cookieCache: { enabled: true, maxAge: app.cookieCacheMaxAgeSeconds } }
      : {},
    emailAndPassword: {
      enabled: true,
      ...(app.hasher === 'scrypt' ? {} : { password: plainHasher }),
      rejectCommonPasswords: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        captureEmail(name, { type: 'reset-password', to: user.email, token }),
    },
    user: { deleteUser: { enabled: true } },
    plugins:
      app.plugins === false
        ? []
        : [
            organization({
              organizationLimit: ORGANIZATION_LIMIT,
              membershipLimit: MEMBERSHIP_LIMIT,
              requireEmailVerificationOnInvitation: false,
            }),
            admin(),
            jwt(),
            apiKey(),
            emailOTP({
              sendVerificationOTP: ({ email, otp }) =>
                captureEmail(name, { type: 'email-otp', to: email, token: otp }),
              rateLimitPerEmail: EMAIL_OTP_PER_ADDRESS_LIMIT,
            }),
          ],
  } satisfies PortcullisOptions;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

const servers: Server[] = [];
let stopping = false;

/**
 * Stop accepting (and close the connections that are idle), let in-flight requests finish,
 * then close pools and Redis. Node's `server.close()` alone is not enough behind a proxy that
 * keeps connections open: a busy keep-alive connection goes on serving new requests. So from
 * now on every answer says `Connection: close`. Connections still open after the grace period
 * are cut (exit code 3).
 */
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS * 2).unref();
  let cut = false;
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          setTimeout(() => {
            cut = true;
            server.closeAllConnections();
            resolve();
          }, SHUTDOWN_GRACE_MS).unref();
        }),
    ),
  );
  await Promise.allSettled(closers.map((close) => close()));
  clearTimeout(force);
  process.exit(cut ? 3 : 0);
}

async function main(): Promise<void> {
  const redis = new Redis(config.redisURL, { maxRetriesPerRequest: 1, lazyConnect: false });
  closers.push(() => redis.quit());
  const ports: Record<string, number> = {};
  for (const [name, app] of Object.entries(config.apps)) {
    const auth = createPortcullis(appOptions(name, app, redis));
    if (config.migrate) await migrate(auth);
    const handle = toNodeHandler(auth);
    const server = createServer((req, res) => {
      res.setHeader('x-instance', config.name);
      if (stopping) res.setHeader('connection', 'close');
      return handle(req, res);
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    servers.push(server);
    ports[name] = await listen(server);
  }
  const ready: ReadyLine = { ready: true, ports };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}

process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The kit holds our stdin open; when it exits, however it exits, so do we.
process.stdin.on('end', () => void shutdown());
process.stdin.resume();

main().catch((error: unknown) => {
  console.error(`[${config.name}] failed to start`, error);
  process.exit(1);
});
