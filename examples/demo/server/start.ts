import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { migrate } from '@portcullis/core';
import { assignAdminsAtStart } from './admin-role.js';
import { createDemoApp } from './app.js';
import {
  createDemoAuth,
  type DemoAuth,
  type DemoAuthOptions,
  TURNSTILE_TEST_KEYS,
} from './auth.js';
import { type DemoConfig, readDemoConfig } from './config.js';
import { createDevMailer } from './mailer.js';

/** A running demo server, as {@link startDemo} returns it. */
export interface RunningDemo {
  /** The public URL, e.g. `http://localhost:3000`. */
  url: string;
  /** The bound port (useful when started with port 0). */
  port: number;
  /**
   * Stops accepting connections, lets in-flight requests finish (at most `closeTimeoutMs`, then
   * drops the remaining connections) and closes the database. Safe to call more than once.
   */
  close(): Promise<void>;
}

/** Options of {@link startDemo}: any {@link DemoConfig} field, defaults as with an empty env. */
export interface StartDemoOptions extends Partial<DemoConfig> {
  /** How long `close()` waits for open requests, in milliseconds. Default: 5000. */
  closeTimeoutMs?: number;
}

/**
 * Starts the demo: binds the port, creates the Portcullis instance, runs its migrations and
 * serves the Hono app. With `port: 0` a free port is picked and, unless `baseURL` is given, the
 * URL is derived from it.
 *
 * @throws Error when the port is taken (`EADDRINUSE`) or the configuration is invalid; nothing
 *   is left listening in that case.
 * @example
 * const demo = await startDemo({ port: 0, hostname: '127.0.0.1', dbPath: ':memory:' });
 * console.log(demo.url);
 * await demo.close();
 */
export async function startDemo(options: StartDemoOptions = {}): Promise<RunningDemo> {
  const { closeTimeoutMs = 5000, ...overrides } = options;
  const config: DemoConfig = { ...readDemoConfig({}), ...definedOnly(overrides) };

  // The URL (and so the auth instance) depends on the port the OS assigns, hence listen first
  // and answer 503 for the few milliseconds until migrations are done.
  let listener: RequestListener = (_request, response) => {
    response.writeHead(503, { 'retry-after': '1' }).end();
  };
  const server = createServer((request, response) => listener(request, response));
  await listen(server, config.port, config.hostname);
  const { port } = server.address() as AddressInfo;
  const url = config.baseURL ?? `http://${urlHost(config.hostname)}:${port}`;

  const mailer = createDevMailer({ outboxPath: config.outboxPath });
  const { distDir, outboxPath, devRoutes, socialProviders, fakeProvider, adminEmails } = config;
  const { turnstile, haveIBeenPwned } = config;
  const auth = await createMigratedAuth({
    baseURL: url,
    dbPath: config.dbPath,
    mailer,
    socialProviders,
    fakeProvider,
    adminEmails,
    turnstile,
    haveIBeenPwned,
  }).catch(async (error: unknown) => {
    await stopServer(server, 0);
    throw error;
  });
  const providers = [...auth.$context.socialProviders.values()].map(({ id, name }) => ({
    id,
    name,
  }));
  const app = createDemoApp({
    auth,
    distDir,
    outboxPath,
    devRoutes,
    socialProviders: providers,
    fakeOAuth: fakeProvider,
    turnstileSiteKey: turnstile ? TURNSTILE_TEST_KEYS.siteKey : null,
    apiReferencePath: auth.options.openAPI.enabled ? auth.options.openAPI.path : undefined,
  });
  listener = getRequestListener(app.fetch);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close() {
      closing ??= stopServer(server, closeTimeoutMs).then(() => auth.$context.adapter.close?.());
      return closing;
    },
  };
}

/**
 * Creates the auth instance and its tables, and gives the admin role to whoever the
 * configuration names (see `assignAdminsAtStart`); closes the database again if that fails.
 */
async function createMigratedAuth(options: DemoAuthOptions): Promise<DemoAuth> {
  const auth = createDemoAuth(options);
  try {
    await migrate(auth);
    await assignAdminsAtStart(auth.$context.adapter, options.adminEmails ?? []);
    return auth;
  } catch (error) {
    await auth.$context.adapter.close?.();
    throw error;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Wildcard addresses are not reachable URLs; browsers know them as localhost. */
function urlHost(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::') return 'localhost';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

function listen(server: Server, port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function stopServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // Keep-alive sockets would otherwise hold close() open until they time out.
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
