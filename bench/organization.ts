/**
 * Organization routes against organization size: list-members (a page of 100, first and last
 * page) and has-permission, for an organization of 100 members and one of 10,000, over the
 * Web handler in-process (no sockets) on a SQLite file. Members are seeded directly through the
 * adapter. The owner (first member of both) makes every call.
 *
 *   npx tsx bench/organization.ts [--iterations 300] [--warmup 30] [--sizes 100,10000]
 *
 * Not a test: numbers depend on the machine. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createPortcullis,
  migrate,
  organization,
  type PasswordHasher,
} from '../packages/core/src/index.js';
import { listArg, numberArg } from './harness/args.js';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    sizes: { type: 'string', default: '100,10000' },
  },
});
const iterations = numberArg('iterations', args.iterations, 1, 1_000_000);
const warmup = numberArg('warmup', args.warmup, 0, 1_000_000);
const sizes = listArg(args.sizes).map((size) => numberArg('sizes', size, 1, 1_000_000));

const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async ({ hash, password }) => hash === `plain:${password}`,
};

const dir = mkdtempSync(join(tmpdir(), 'portcullis-bench-org-'));
const origin = 'http://127.0.0.1:3000';
const auth = createPortcullis({
  baseURL: origin,
  secret: 'bench-secret-with-at-least-32-characters',
  database: join(dir, 'auth.db'),
  logger: { disabled: true },
  emailAndPassword: { enabled: true, password: plainHasher },
  plugins: [organization({ membershipLimit: 1_000_000 })],
});

const request = (path: string, cookie: string, body?: unknown) =>
  auth.handler(
    new Request(`${origin}/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

/** Seeds `size - 1` users and members (the owner is the first) in one transaction. */
async function seed(organizationId: string, size: number, label: string) {
  const at = Date.now();
  await auth.$context.adapter.transaction(async (tx) => {
    for (let i = 1; i < size; i++) {
      const createdAt = new Date(at + i);
      const user = await tx.create({
        model: 'user',
        data: {
          name: `Member ${i}`,
          email: `${label}-${i}@example.com`,
          emailVerified: true,
          image: null,
          createdAt,
          updatedAt: createdAt,
        },
      });
      await tx.create({
        model: 'member',
        data: { organizationId, userId: user.id, role: i % 10 ? 'member' : 'admin', createdAt },
      });
    }
  });
}

/** Mean and median µs per call of `call`, after a warm-up; fails loudly on a non-200. */
async function time(call: () => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < warmup + iterations; i++) {
    const started = process.hrtime.bigint();
    const response = await call();
    await response.arrayBuffer();
    const micros = Number(process.hrtime.bigint() - started) / 1000;
    if (response.status !== 200) throw new Error(`unexpected ${response.status}`);
    if (i >= warmup) samples.push(micros);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return { mean: Math.round(mean), p50: Math.round(samples[Math.floor(samples.length / 2)]!) };
}

try {
  await migrate(auth);
  const signUp = await request('/sign-up/email', '', {
    name: 'Owner',
    email: 'owner@example.com',
    password: 'bench-pass-1',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const results = [];
  for (const size of sizes) {
    const slug = `org-${size}`;
    const created = await request('/organization/create', cookie, {
      name: slug,
      slug,
      keepCurrentActiveOrganization: true,
    });
    const { id } = (await created.json()) as { id: string };
    const seededAt = Date.now();
    await seed(id, size, slug);
    const seedSeconds = ((Date.now() - seededAt) / 1000).toFixed(1);
    const lastOffset = Math.max(0, size - 100);
    const page = (offset: number) => () =>
      request(`/organization/list-members?organizationId=${id}&limit=100&offset=${offset}`, cookie);
    const firstPage = await time(page(0));
    const lastPage = await time(page(lastOffset));
    const permission = await time(() =>
      request('/organization/has-permission', cookie, {
        organizationId: id,
        permissions: { member: ['delete'] },
      }),
    );
    results.push({
      members: size,
      'seed (s)': seedSeconds,
      'list-members first page µs (mean/p50)': `${firstPage.mean} / ${firstPage.p50}`,
      'list-members last page µs (mean/p50)': `${lastPage.mean} / ${lastPage.p50}`,
      'has-permission µs (mean/p50)': `${permission.mean} / ${permission.p50}`,
    });
  }
  console.log(
    `organization routes in-process — ${iterations} calls after ${warmup} warm-up, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
  );
  console.table(results);
} finally {
  await auth.$context.adapter.close?.();
  rmSync(dir, { recursive: true, force: true });
}
