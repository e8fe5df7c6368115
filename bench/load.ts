/**
 * The fallback load generator when `wrk` is not installed: N keep-alive connections over a
 * `node:http` Agent, each sending its next request as soon as the previous answer is read, for a
 * warm-up then a fixed measured duration (both bounded). Loopback only. Same modes and output as
 * `load.lua`: one line `BENCH_JSON {...}`.
 *
 *   node --import tsx bench/load.ts --port 4000 --path /api/auth/get-session --connections 32 \
 *     --duration 5 --warmup 2 [--header 'cookie: …'] [--mode static|signin|signup] [--arg …]
 */
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { numberArg } from './harness/args.js';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    path: { type: 'string', default: '/' },
    method: { type: 'string', default: 'GET' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '0' },
    header: { type: 'string', multiple: true, default: [] },
    mode: { type: 'string', default: 'static' },
    arg: { type: 'string', multiple: true, default: [] },
  },
});
const port = Number(args.port);
const connections = numberArg('connections', args.connections, 1, 1024);
const durationMs = numberArg('duration', args.duration, 0, 600) * 1000;
const warmupMs = numberArg('warmup', args.warmup, 0, 600) * 1000;
const headers: Record<string, string> = {};
for (const header of args.header) {
  const at = header.indexOf(':');
  headers[header.slice(0, at).trim().toLowerCase()] = header.slice(at + 1).trim();
}
const [a1 = '', a2 = ''] = args.arg;
let counter = 0;

function next(): { method: string; path: string; body?: string } {
  if (args.mode === 'signin') {
    const i = counter++ % Number(a1);
    return {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: JSON.stringify({ email: `user${i}@bench.example`, password: a2 }),
    };
  }
  if (args.mode === 'signup') {
    counter++;
    return {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: JSON.stringify({
        name: 'Bench',
        email: `${a1}-${counter}@bench.example`,
        password: a2,
      }),
    };
  }
  return { method: args.method, path: args.path };
}

const agent = new Agent({ keepAlive: true, maxSockets: connections });

function send(): Promise<{ ok: boolean; micros: number }> {
  const { method, path, body } = next();
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            ok: (response.statusCode ?? 500) < 400,
            micros: Number(process.hrtime.bigint() - started) / 1000,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ok: false, micros: 0 }));
    req.end(body);
  });
}

const warmupEnd = Date.now() + warmupMs;
const end = warmupEnd + durationMs;
const latencies: number[] = [];
let errors = 0;
let measuredFrom = 0;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const result = await send();
      if (Date.now() <= warmupEnd) continue;
      if (!measuredFrom) measuredFrom = Date.now();
      if (result.ok) latencies.push(result.micros);
      else errors++;
    }
  }),
);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(
  `BENCH_JSON ${JSON.stringify({
    requests: latencies.length + errors,
    durationUs: durationMs * 1000,
    p50Us: at(0.5),
    p90Us: at(0.9),
    p99Us: at(0.99),
    errors,
  })}\n`,
);
