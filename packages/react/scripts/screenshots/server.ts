import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { toNodeHandler } from '@portcullis/core/node';
import { createShotAuth, type ShotAuth } from './auth.js';

/** The screenshot server: the gallery page and the Portcullis API on one origin. */
export interface ShotServer {
  /** e.g. `http://127.0.0.1:41234`. */
  url: string;
  auth: ShotAuth;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves the built gallery (`distDir`, from {@link buildGallery}) and the auth routes under
 * `/api/auth` on a free loopback port, same origin so the session cookie just works. The auth
 * instance is created once the port is known, as its `baseURL` depends on it.
 *
 * @example
 * const server = await startShotServer(distDir);
 * await page.goto(`${server.url}/?view=sign-in`);
 * await server.close();
 */
export async function startShotServer(distDir: string): Promise<ShotServer> {
  let listener: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const auth = createShotAuth(url);
  const api = toNodeHandler(auth);
  listener = (request, response) => {
    if (request.url?.startsWith('/api/auth/')) return void api(request, response);
    void serveFile(distDir, request.url ?? '/', response);
  };
  return { url, auth, close: () => stop(server) };
}

/** Any path without a file extension is the gallery page; files come from `distDir`. */
async function serveFile(
  distDir: string,
  url: string,
  response: Parameters<RequestListener>[1],
): Promise<void> {
  const path = new URL(url, 'http://localhost').pathname;
  const file = extname(path) ? normalize(path).replace(/^(\.\.[/\\])+/, '') : '/index.html';
  try {
    const body = await readFile(join(distDir, file));
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
