/**
 * Fuzzing every endpoint over HTTP (issue 19 item 4; how to run and replay: README.md here).
 *
 * Each endpoint of an instance with every built-in plugin gets its own fresh instance and
 * fixtures and its own seed, so a failure replays alone with `-t "<METHOD> <path>"`; then one
 * property mixes requests to every endpoint on a single instance, for the bugs that need one
 * route to leave state another trips on. After each request: the answer checks (answer-checks.ts),
 * clean prototypes, nothing logged as an error, no role changed and no one else's session token
 * shown to a caller who is not an admin (privilege-checks.ts). After each property: the audit
 * log wrote every event and the database invariants hold (db-invariants.ts).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/kernel/endpoint.js';
import {
  AnswerViolation,
  assertPrototypesClean,
  type CheckContext,
  checkAnswer,
  DOCUMENTED_ERROR_LOGS,
  snapshotPrototypes,
} from './answer-checks.js';
import { findInvariantViolations } from './db-invariants.js';
import { FIXTURE_PASSWORD } from './fixtures.js';
import { createFuzzInstance, type FuzzInstance, type FuzzRequest } from './fuzz-instance.js';
import { FUZZ_BUDGET_MS, FUZZ_RUNS, MIN_RUNS, replayHint, seedFor } from './fuzz-settings.js';
import { checkPrivileges, checkSessionSecrecy, snapshotPrivileges } from './privilege-checks.js';
import { requestArbitrary } from './request-arbitrary.js';

/**
 * Endpoints the HTTP fuzzing cannot reach, with why: the server-only ones (checked to be all of
 * them). They are still sent every generated request, and must answer each with 404 and no
 * body.
 */
const NOT_REACHABLE_OVER_HTTP: Record<string, string> = {
  '/set-password':
    'server-only (SPEC §2): over HTTP always 404; its handler is reachable only through auth.api',
  '/organization/add-member':
    'server-only (Better Auth 1.2.7): over HTTP always 404; reachable only through auth.api',
};

/** Time for one test: its share of the budget, plus time to shrink a counterexample. */
const TEST_TIMEOUT_MS = FUZZ_BUDGET_MS + 60_000;

const probe = await createFuzzInstance();
const template = probe.template();
const endpoints = Object.values(probe.endpoints);
const baseline = snapshotPrototypes();
const totals = {
  requests: 0,
  patched: 0,
  sessions: 0,
  rebuilt: 0,
  runs: new Map<string, number>(),
};
const labels = new Map<string, number>();
const statuses = new Map<number, number>();
/** Per endpoint: how many 2xx answers, and the slowest answer in ms. */
const perEndpoint = new Map<string, { ok: number; slowestMs: number }>();
const suiteStarted = performance.now();

const nameOf = (endpoint: Endpoint) =>
  `${[endpoint.config.method].flat().join(',')} ${endpoint.path}`;
const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

function checkContext(instance: FuzzInstance): CheckContext {
  return {
    secrets: [...instance.secrets(), FIXTURE_PASSWORD],
    maxBodyBytes: instance.auth.options.maxBodySizeBytes,
  };
}

/** Sends one request and checks everything checked per request. */
async function exercise(instance: FuzzInstance, request: FuzzRequest, ctx: CheckContext) {
  await instance.ensureFixtures();
  const fixtures = instance.fixtures();
  const privileges = snapshotPrivileges(instance.probe, fixtures);
  const loggedBefore = instance.errors.length;
  const exchange = await instance.send(request);
  count(labels, `body:${request.body?.label}`);
  count(labels, `query:${request.query.label}`);
  count(statuses, exchange.status);
  const seen = perEndpoint.get(request.path) ?? { ok: 0, slowestMs: 0 };
  if (exchange.status < 300) seen.ok++;
  seen.slowestMs = Math.max(seen.slowestMs, exchange.elapsedMs);
  perEndpoint.set(request.path, seen);
  checkAnswer(request, exchange, ctx);
  checkSessionSecrecy(fixtures, request, exchange);
  if (NOT_REACHABLE_OVER_HTTP[request.path] && (exchange.status !== 404 || exchange.text !== '')) {
    throw new AnswerViolation(`server-only ${request.path} answered ${exchange.status} over HTTP`);
  }
  assertPrototypesClean(baseline, `${request.method} ${request.path}`);
  await checkPrivileges(instance.adapter, instance.probe, fixtures, privileges, request, exchange);
  // Background work (audit writes, notices) finishes after the answer: wait for it before
  // looking at the log.
  await instance.auth.$context.auditLog?.flush();
  const logged = instance.errors
    .slice(loggedBefore)
    .filter((entry) => !isDocumentedLog(request, entry));
  if (logged.length > 0) {
    throw new AnswerViolation(
      `logged an error for ${request.method} ${request.path} (${exchange.status}): ${logged
        .map((entry) =>
          entry.map((part) => (part instanceof Error ? part.stack : String(part))).join(' '),
        )
        .join(' | ')
        .slice(0, 1500)}`,
    );
  }
}

const isDocumentedLog = (request: FuzzRequest, [message, cause]: unknown[]) =>
  DOCUMENTED_ERROR_LOGS.some(
    (d) =>
      d.path === request.path &&
      d.message === message &&
      cause instanceof Error &&
      d.cause.test(cause.message),
  );

// The clock starts with the test worker, so a slow start-up (a busy machine) comes out of the
// budget too.
const deadline = FUZZ_BUDGET_MS;
/** The interleaved property sends about eight times the requests of an endpoint's. */
const INTERLEAVED_WEIGHT = 8;
let weightLeft = endpoints.length + INTERLEAVED_WEIGHT;

/**
 * Runs a property with its seed: its first MIN_RUNS runs whatever the clock says, the rest
 * (with a seed of their own) within its share of what is left of the budget. On failure the
 * error says how to replay it.
 */
async function assertWithSeed(
  name: string,
  property: (countRun: () => void) => fc.IAsyncProperty<any>,
  numRuns: number,
  weight = 1,
) {
  const started = performance.now();
  const share = ((deadline - started) * weight) / weightLeft;
  weightLeft -= weight;
  let runs = 0;
  const prop = property(() => runs++);
  const phases = [
    { seed: seedFor(name), numRuns: Math.min(numRuns, MIN_RUNS) },
    { seed: seedFor(`${name} (more)`), numRuns: numRuns - MIN_RUNS, budgeted: true },
  ];
  for (const phase of phases) {
    const timeLeft = share - (performance.now() - started);
    if (phase.numRuns <= 0 || (phase.budgeted && timeLeft <= 0)) continue;
    try {
      await fc.assert(prop, {
        seed: phase.seed,
        numRuns: phase.numRuns,
        ...(phase.budgeted
          ? { interruptAfterTimeLimit: timeLeft, markInterruptAsFailure: false }
          : {}),
      });
    } catch (error) {
      throw new Error(`${replayHint(name, phase.seed)}\n${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  totals.runs.set(name, runs);
}

/** The properties that hold of the whole instance once a property is done. */
async function expectInstanceSound(instance: FuzzInstance) {
  const writer = instance.auth.$context.auditLog!;
  await writer.flush();
  expect(writer.stats.failed, 'audit events whose write failed').toBe(0);
  expect(findInvariantViolations(instance.databasePath, instance.auth.$context.schema)).toEqual([]);
  const stats = instance.stats();
  totals.requests += stats.requests;
  totals.patched += stats.patched;
  totals.sessions += stats.sessions;
  totals.rebuilt += stats.rebuilt;
}

describe('fuzz: every endpoint, from its zod schema, over HTTP', () => {
  it('enumerates the endpoints of every built-in plugin, none left out silently', () => {
    const paths = endpoints.map((e) => e.path);
    for (const expected of [
      '/sign-up/email',
      '/organization/create-team',
      '/organization/set-active-team',
      '/admin/ban-user',
      '/sign-in/username',
      '/token',
      '/jwks',
      '/list-audit-events',
      '/open-api/generate-schema',
    ]) {
      expect(paths).toContain(expected);
    }
    const serverOnly = endpoints.filter((e) => e.config.serverOnly).map((e) => e.path);
    expect(serverOnly.sort()).toEqual(Object.keys(NOT_REACHABLE_OVER_HTTP).sort());
  });

  for (const endpoint of endpoints) {
    const name = nameOf(endpoint);
    it(
      name,
      async () => {
        const instance = await createFuzzInstance(template);
        const ctx = checkContext(instance);
        const requests = requestArbitrary(endpoint);
        await assertWithSeed(
          name,
          (countRun) =>
            fc.asyncProperty(requests, async (request) => {
              countRun();
              await exercise(instance, request, ctx);
            }),
          FUZZ_RUNS,
        );
        await expectInstanceSound(instance);
        instance.close();
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    'all endpoints interleaved on one instance keep the invariants',
    async () => {
      const instance = probe;
      const ctx = checkContext(instance);
      const anyRequest = fc.oneof(...endpoints.map((endpoint) => requestArbitrary(endpoint)));
      await assertWithSeed(
        'interleaved',
        (countRun) =>
          fc.asyncProperty(fc.array(anyRequest, { minLength: 5, maxLength: 25 }), async (batch) => {
            countRun();
            for (const request of batch) await exercise(instance, request, ctx);
            expect(
              findInvariantViolations(instance.databasePath, instance.auth.$context.schema),
            ).toEqual([]);
          }),
        Math.max(1, Math.round(FUZZ_RUNS / 3)),
        INTERLEAVED_WEIGHT,
      );
      await expectInstanceSound(instance);
    },
    TEST_TIMEOUT_MS,
  );

  afterAll(() => {
    const seconds = ((performance.now() - suiteStarted) / 1000).toFixed(1);
    const fewest = [...totals.runs.entries()].sort((a, b) => a[1] - b[1]).slice(0, 3);
    console.log(
      `[fuzz] ${totals.requests} requests to ${endpoints.length} endpoints in ${seconds} s ` +
        `(fixtures patched ${totals.patched} times, sessions restored ${totals.sessions} times, fixtures rebuilt ${totals.rebuilt} times); fewest runs: ${fewest.map(([n, r]) => `${n} ${r}`).join(', ')}\n` +
        `[fuzz] statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}\n` +
        `[fuzz] cases ${JSON.stringify(Object.fromEntries([...labels].sort()))}\n` +
        `[fuzz] never 2xx: ${[...perEndpoint].flatMap(([p, e]) => (e.ok === 0 ? [p] : [])).join(', ') || 'none'}\n` +
        `[fuzz] slowest: ${[...perEndpoint]
          .sort((a, b) => b[1].slowestMs - a[1].slowestMs)
          .slice(0, 5)
          .map(([p, e]) => `${p} ${e.slowestMs.toFixed(0)} ms`)
          .join(', ')}`,
    );
  });
});
