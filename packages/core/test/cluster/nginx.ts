/**
 * nginx in front of a test cluster: the configuration docs/deployment.md shows (round robin,
 * upstream keep-alive, `X-Forwarded-For` appended), written to a temporary directory and run
 * in the foreground as a child process (`nginx -c <file> -g 'daemon off;'`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess, track, waitFor } from './processes.js';

/** One public port and the instance ports it balances over. */
export interface NginxSite {
  name: string;
  listenPort: number;
  upstreamPorts: number[];
}

/** The nginx binary: `PORTCULLIS_TEST_NGINX`, else Debian's, else the PATH's; null if none. */
export function findNginx(): string | null {
  const candidates = [process.env.PORTCULLIS_TEST_NGINX, '/usr/sbin/nginx', 'nginx'];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore', timeout: 5_000 });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return null;
}

/**
 * The upstream and server blocks of one site. The two `real_ip` lines are for the tests only:
 * the test client stands in for a CDN in front of nginx (on 127.0.0.1), so the client addresses
 * it writes in `X-Forwarded-For` become nginx's `$remote_addr`, the address nginx appends. With
 * nginx at the edge, leave them out.
 */
export function nginxSite(site: NginxSite): string {
  const servers = site.upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  return `
  upstream portcullis_${site.name} {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${site.listenPort};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;

    location / {
      proxy_pass http://portcullis_${site.name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
`;
}

/** A whole configuration whose every file (pid, logs, temp bodies) stays inside `dir`. */
export function nginxConfig(dir: string, sites: NginxSite[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log off;
${temp}
${sites.map(nginxSite).join('')}}
`;
}

/** A running nginx. */
export interface Nginx {
  /**
   * Writes a new configuration and reloads it (`nginx -s reload`: new workers take new
   * requests, the old ones finish theirs and close their upstream connections).
   */
  reload(sites: NginxSite[]): void;
  stop(): Promise<void>;
}

/**
 * Writes the configuration to `dir/nginx.conf`, checks it (`nginx -t`), then runs nginx in the
 * foreground until {@link Nginx.stop}. The error log's tail is in the thrown error if it fails.
 */
export async function startNginx(binary: string, dir: string, sites: NginxSite[]): Promise<Nginx> {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig(dir, sites));
  // -e: the error log before the configuration is read (Debian's default is /var/log/nginx).
  const base = ['-p', dir, '-e', join(dir, 'nginx-error.log'), '-c', file];
  const check = spawnSync(binary, [...base, '-t', '-q'], { encoding: 'utf8', timeout: 10_000 });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr || check.error}`);
  const child: ChildProcess = track(
    spawn(binary, [...base, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const pid = join(dir, 'nginx.pid');
  await waitFor('nginx', 10_000, () => {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${stderr}`);
    return existsSync(pid);
  });
  return {
    reload(next) {
      writeFileSync(file, nginxConfig(dir, next));
      child.kill('SIGHUP');
    },
    // SIGQUIT: graceful, as `nginx -s quit` — open connections finish first.
    stop: () => stopProcess(child, 'SIGQUIT', 5_000),
  };
}
