import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL, MariaDB, Redis), which a test
 * can cut without touching the server that other test files share:
 *
 * - `stop()`: like the server stopping — every proxied connection is reset and new ones are
 *   refused (ECONNREFUSED) until `start()`;
 * - `hang()`: like a server that stopped answering, or a failover whose old address now drops
 *   packets — connections stay open but nothing goes through, in either direction, ever again;
 *   new ones are accepted and never answered until `start()`;
 * - `cutWhen(text)`: resets the connection whose client sends `text` (e.g. a SQL statement), the
 *   bytes not forwarded — a crash between two statements.
 */
export interface CuttableProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string;
  stop(): Promise<void>;
  hang(): void;
  /** Forwards new connections again (hung ones stay hung). */
  start(): Promise<void>;
  /** Resolves once a connection was cut because its client sent `text`. */
  cutWhen(text: string): Promise<void>;
  /** Connections currently open through the proxy. */
  readonly connections: number;
  close(): Promise<void>;
}

/** Starts a {@link CuttableProxy} to `target` (`host:port`, or a URL whose host it takes). */
export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port: targetPort } = new URL(
    target.includes('://') ? target : `tcp://${target}`,
  );
  let mode: 'open' | 'stopped' | 'hung' = 'open';
  const pairs = new Set<{ client: Socket; server?: Socket; hung: boolean }>();
  const triggers: Array<{ text: string; resolve: () => void }> = [];

  const server: Server = createServer((client) => {
    const pair: { client: Socket; server?: Socket; hung: boolean } = { client, hung: false };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      pair.server?.destroy();
    };
    client.on('error', drop);
    client.on('close', drop);
    if (mode === 'hung') {
      // Accepted, never answered.
      pair.hung = true;
      client.resume();
      return;
    }
    const upstream = connect(Number(targetPort), hostname);
    pair.server = upstream;
    upstream.on('error', drop);
    upstream.on('close', drop);
    upstream.on('data', (chunk) => {
      if (!pair.hung) client.write(chunk);
    });
    client.on('data', (chunk) => {
      if (pair.hung) return;
      const index = triggers.findIndex((trigger) => chunk.includes(trigger.text));
      if (index >= 0) {
        const [trigger] = triggers.splice(index, 1);
        client.resetAndDestroy();
        upstream.resetAndDestroy();
        trigger!.resolve();
        return;
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });

  return {
    port,
    url(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.href;
    },
    async stop() {
      mode = 'stopped';
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.server?.destroy();
      }
      pairs.clear();
      await closed;
    },
    hang() {
      mode = 'hung';
      for (const pair of pairs) pair.hung = true;
    },
    async start() {
      if (mode === 'stopped') await listen();
      mode = 'open';
    },
    cutWhen(text) {
      return new Promise<void>((resolve) => triggers.push({ text, resolve }));
    },
    get connections() {
      return pairs.size;
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      pairs.clear();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
