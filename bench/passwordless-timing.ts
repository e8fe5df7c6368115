/**
 * Timing of the passwordless send routes for a known vs an unknown address (issue 21): whether
 * the answer's time tells whether an account exists. Not a test: it prints figures for
 * bench/README.md.
 *
 * One Portcullis instance (sources, SQLite temp file, `magicLink({ disableSignUp: true })` and
 * `emailOTP()`), one signed-up user. The senders stand for a slow mail server (`--mail-ms`,
 * default 25 ms). For each route, `--runs` (default 200) requests per address kind, interleaved
 * known/unknown in a shuffled order, each timed around `auth.handler(request)`; between two
 * requests the background work of the previous one (lookup, token, sender) is let finish, so it
 * never lands in the next measurement.
 *
 * Usage: `npx tsx bench/passwordless-timing.ts [--runs 200] [--mail-ms 25]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPortcullis, emailOTP, magicLink, migrate } from '../packages/core/src/index.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'mail-ms': { type: 'string', default: '25' },
  },
});
const RUNS = Number(values.runs);
const MAIL_MS = Number(values['mail-ms']);
const ORIGIN = 'http://localhost:3000';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let sending = 0;
const mailServer = async () => {
  sending++;
  await sleep(MAIL_MS);
  sending--;
};

const dir = mkdtempSync(join(tmpdir(), 'portcullis-passwordless-timing-'));
const auth = createPortcullis({
  baseURL: ORIGIN,
  secret: 'bench-secret-with-at-least-32-characters!!',
  database: join(dir, 'auth.db'),
  logger: { disabled: true },
  rateLimit: { enabled: false },
  emailAndPassword: {
    enabled: true,
    password: {
      hash: async (p) => `plain:${p}`,
      verify: async ({ hash, password: p }) => hash === `plain:${p}`,
    },
  },
  plugins: [
    magicLink({ disableSignUp: true, sendMagicLink: mailServer }),
    emailOTP({ sendVerificationOTP: mailServer }),
  ],
});
await migrate(auth);
const KNOWN = 'known@example.com';
const signUp = await auth.handler(
  new Request(`${ORIGIN}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ name: 'Known', email: KNOWN, password: 'a-long-enough-password' }),
  }),
);
if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);

const ROUTES: Array<{ name: string; path: string; body: (email: string) => object }> = [
  {
    name: 'send-verification-otp (forget-password)',
    path: '/email-otp/send-verification-otp',
    body: (email) => ({ email, type: 'forget-password' }),
  },
  {
    name: 'forget-password/email-otp',
    path: '/forget-password/email-otp',
    body: (email) => ({ email }),
  },
  {
    name: 'sign-in/magic-link (disableSignUp)',
    path: '/sign-in/magic-link',
    body: (email) => ({ email }),
  },
];

async function timeOne(path: string, body: object): Promise<{ ms: number; answer: string }> {
  const request = new Request(`${ORIGIN}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
  const start = performance.now();
  const response = await auth.handler(request);
  const text = await response.text();
  const ms = performance.now() - start;
  return { ms, answer: `${response.status} ${text}` };
}

/** Waits until the previous request's background work (and its mail) is done. */
async function drain() {
  await sleep(5);
  while (sending > 0) await sleep(2);
  await sleep(2);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), mean };
};
const f = (ms: number) => ms.toFixed(3);

console.log(
  `passwordless timing: ${RUNS} runs per kind and route, mail server ${MAIL_MS} ms, Node ${process.version}`,
);
console.log(
  '| Route | known median / p90 / mean (ms) | unknown median / p90 / mean (ms) | median difference (ms) | answers identical |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const route of ROUTES) {
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  // Warm-up, not counted.
  for (let i = 0; i < 20; i++) {
    await timeOne(route.path, route.body(i % 2 ? KNOWN : `warm-${i}@example.com`));
    await drain();
  }
  const order = Array.from({ length: 2 * RUNS }, (_, i) => i % 2 === 0);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let n = 0;
  for (const isKnown of order) {
    const email = isKnown ? KNOWN : `nobody-${n++}@example.com`;
    const { ms, answer } = await timeOne(route.path, route.body(email));
    answers.add(answer);
    (isKnown ? known : unknown).push(ms);
    await drain();
  }
  const k = summary(known);
  const u = summary(unknown);
  console.log(
    `| ${route.name} | ${f(k.median)} / ${f(k.p90)} / ${f(k.mean)} | ${f(u.median)} / ${f(u.p90)} / ${f(u.mean)} | ${f(u.median - k.median)} | ${answers.size === 1 ? 'yes' : `no (${[...answers].join(' ; ')})`} |`,
  );
}
await auth.$context.adapter.close?.();
rmSync(dir, { recursive: true, force: true });
