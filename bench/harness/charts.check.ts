/**
 * Self-check of the charts (the bench is not in CI): renders every chart from a results.json (by
 * default the fixture, a real short run: harness/fixtures/results.json) and fails unless each
 * SVG has what it should: a bar of non-zero length for every server of every scenario (a
 * stacked log scale once drew them all zero-wide), each scenario's label, both libraries, the
 * p50/p90/p99 panels, one RSS panel per hashing scenario and its bound lines.
 *
 *   npx tsx bench/harness/charts.check.ts [results.json] [--out dir]
 *
 * With `--out` the SVGs are written there, to look at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderCharts } from './charts.js';
import type { ResultsJson } from './report.js';

const { values: args, positionals } = parseArgs({
  options: { out: { type: 'string' } },
  allowPositionals: true,
});
const here = dirname(fileURLToPath(import.meta.url));
const file = positionals[0] ?? join(here, 'fixtures', 'results.json');
const results = JSON.parse(readFileSync(file, 'utf8')) as ResultsJson;
const charts = await renderCharts(results);

const failures: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

/** Lengths of the bars of an SVG (Vega draws each bar as a `M x,y h w v h h -w Z` path). */
const barLengths = (svg: string) =>
  [...svg.matchAll(/aria-roledescription="bar" d="M[-\d.e]+,[-\d.e]+h([-\d.e]+)v/g)].map((m) =>
    Math.abs(Number(m[1])),
  );

// Servers that answered at all (a zero has no place on a log scale and is left out).
const servers = results.scenarios.reduce(
  (n, s) => n + Object.values(s.median).filter((r) => r && r.rps > 0).length,
  0,
);
for (const name of ['throughput.svg', 'latency.svg']) {
  const svg = charts[name] ?? '';
  expect(svg.startsWith('<svg'), `${name}: an SVG`);
  const bars = barLengths(svg);
  const expected = name === 'throughput.svg' ? servers : undefined;
  if (expected !== undefined)
    expect(bars.length === expected, `${name}: ${expected} bars, got ${bars.length}`);
  else expect(bars.length >= servers * 2, `${name}: p50 and p99 bars for every server`);
  expect(bars.length > 0 && bars.every((w) => w > 0), `${name}: every bar longer than 0`);
  for (const s of results.scenarios)
    expect(svg.includes(`(${s.id}) `), `${name}: (${s.id}) labelled`);
  for (const library of ['Portcullis', 'Better Auth']) {
    expect(svg.includes(library), `${name}: ${library} in the legend`);
  }
}
const latency = charts['latency.svg'] ?? '';
for (const p of ['p50', 'p90', 'p99'])
  expect(latency.includes(`>${p}<`), `latency.svg: ${p} panel`);

const hashing = results.scenarios.filter((s) => s.raw.rssSeries);
const rss = charts['rss.svg'];
if (hashing.length === 0) expect(rss === undefined, 'rss.svg: none without hashing scenarios');
else {
  expect(rss?.startsWith('<svg') === true, 'rss.svg: an SVG');
  const lines = [...(rss ?? '').matchAll(/aria-roledescription="line mark"/g)].length;
  expect(lines === hashing.length * 2, `rss.svg: ${hashing.length * 2} lines, got ${lines}`);
  for (const s of hashing) expect(rss?.includes(`(${s.id}) `) === true, `rss.svg: (${s.id}) panel`);
  const rules = [...(rss ?? '').matchAll(/aria-roledescription="rule mark"/g)].length;
  expect(rules === hashing.length * 2, `rss.svg: two bound lines a panel, got ${rules}`);
}

if (args.out) {
  mkdirSync(args.out, { recursive: true });
  for (const [name, svg] of Object.entries(charts)) writeFileSync(join(args.out, name), svg);
}
if (failures.length) {
  console.error(`charts.check: ${failures.length} failed\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `charts.check: ${Object.keys(charts).join(', ')} rendered from ${file}, ${servers} bars each, all checks passed`,
);
