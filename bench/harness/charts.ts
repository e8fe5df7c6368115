/**
 * The charts of a bench run, drawn with Vega-Lite and rendered to SVG by Vega in Node (no
 * browser, no canvas: text widths are estimated). Each chart is a small function from the
 * run's results.json to a Vega-Lite spec; {@link renderCharts} compiles and renders them all.
 *
 * - `throughput.svg`: successful answers per second per scenario, Portcullis vs Better Auth
 *   (and bare node:http beside (a)), on a log scale (sign-ins run at tens per second, get-session
 *   at tens of thousands);
 * - `latency.svg`: p50, p90 and p99 per scenario and library (log scale);
 * - `rss.svg`: each server's RSS over time during the hashing scenarios (c)–(f), first run,
 *   with the memory bound of issue 23 as a dashed line.
 */
import * as vega from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import * as vl from 'vega-lite';
import type { ResultsJson } from './report.js';
import { LABEL, type Library } from './scenarios.js';

type Server = Library | 'bare';
const SERVERS: readonly Server[] = ['portcullis', 'better-auth', 'bare'];
const COLOURS = { domain: SERVERS.map((k) => LABEL[k]), range: ['#2f6fde', '#e0803a', '#8a8a8a'] };
/** The two libraries only (the RSS chart has no bare server). */
const LIBRARY_COLOURS = { domain: COLOURS.domain.slice(0, 2), range: COLOURS.range.slice(0, 2) };

/** Axis labels: the scenario titles without what every row shares (see results.md for those). */
const SHORT: Record<string, string> = {
  a: 'get-session',
  b: 'get-session, no cookie',
  c: 'sign-in',
  d: 'sign-up',
  e: 'get-session in a sign-in storm',
  f: 'get-session in a sign-up storm',
  g: 'get-session, cookie cache',
  h: 'get-session, PostgreSQL',
  i: 'get-session, PostgreSQL + Redis',
  j: 'list-members, 100 members',
  k: 'list-members, 10,000 members',
};
const label = (s: { id: string; title: string }) =>
  SHORT[s.id] ? `(${s.id}) ${SHORT[s.id]}` : s.title;

/**
 * A log scale starting a decade boundary below the smallest value, so even the smallest bar
 * (which would start and end at the domain's minimum) has a length.
 */
const logScale = (values: number[]) => {
  const min = Math.min(...values.filter((v) => v > 0));
  return {
    type: 'log' as const,
    domainMin: Number.isFinite(min) ? 10 ** Math.floor(Math.log10(min) - 1e-9) : 1,
  };
};

/** Two significant digits at least, whole numbers from 100 on (for tooltips and the JSON). */
const round = (n: number) => (n >= 100 ? Math.round(n) : Number(n.toPrecision(2)));

const base = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  background: 'white',
  config: { font: 'sans-serif', axis: { labelLimit: 320 }, legend: { orient: 'top' } },
} as const;

/**
 * Horizontal bars grouped by scenario, one per server, along a log scale of `field` (a log
 * scale cannot stack: bars start at its minimum).
 */
function groupedBars(field: string, values: number[], title: string) {
  return {
    y: { field: 'scenario', type: 'nominal', sort: null, title: null },
    yOffset: { field: 'server', sort: COLOURS.domain },
    x: { field, type: 'quantitative', scale: logScale(values), stack: null, title },
    color: { field: 'server', scale: COLOURS, title: null },
  } as const;
}

/** Throughput bars: one group per scenario, one bar per server. */
export function throughputSpec(results: ResultsJson): TopLevelSpec {
  const values = results.scenarios.flatMap((s) =>
    SERVERS.flatMap((k) => {
      const r = s.median[k];
      return r && r.rps > 0 ? [{ scenario: label(s), server: LABEL[k], rps: round(r.rps) }] : [];
    }),
  );
  return {
    ...base,
    title: `Throughput, successful answers per second (median of ${results.settings.runs})`,
    data: { values },
    mark: { type: 'bar', tooltip: true },
    width: 520,
    encoding: groupedBars(
      'rps',
      values.map((v) => v.rps),
      'requests/s (log scale)',
    ),
  };
}

/** Latency percentiles: p50, p90, p99 per scenario and library, one panel per percentile. */
export function latencySpec(results: ResultsJson): TopLevelSpec {
  const values = results.scenarios.flatMap((s) =>
    SERVERS.flatMap((k) => {
      const r = s.median[k];
      if (!r) return [];
      const at = { p50: r.p50, p90: r.p90, p99: r.p99 };
      return Object.entries(at).flatMap(([percentile, ms]) =>
        ms !== undefined && ms > 0
          ? [{ scenario: label(s), server: LABEL[k], percentile, ms: round(ms) }]
          : [],
      );
    }),
  );
  return {
    ...base,
    title: 'Latency as the load generator sees it, ms',
    data: { values },
    facet: { column: { field: 'percentile', type: 'ordinal', title: null } },
    spec: {
      width: 200,
      mark: { type: 'bar', tooltip: true },
      encoding: groupedBars(
        'ms',
        values.map((v) => v.ms),
        'ms (log scale)',
      ),
    },
  };
}

/**
 * RSS over time during the hashing scenarios (first run of each), one panel per scenario, a
 * line per library, and each library's memory bound (dashed).
 */
export function rssSpec(results: ResultsJson): TopLevelSpec | undefined {
  const libraries = ['portcullis', 'better-auth'] as const;
  const values = results.scenarios.flatMap((s) =>
    libraries.flatMap((k) =>
      (s.raw.rssSeries?.[k][0] ?? []).map(({ t, mb }) => ({
        scenario: label(s),
        server: LABEL[k],
        t: Math.round(t * 100) / 100,
        mb: Math.round(mb * 10) / 10,
      })),
    ),
  );
  if (values.length === 0) return undefined;
  const bounds = libraries.flatMap((k) => {
    const b = results.memoryBound[k];
    return b ? [{ server: LABEL[k], bound: Math.round(b.bound) }] : [];
  });
  return {
    ...base,
    title: `Server RSS during the hashing scenarios, MiB (dashed: idle + ${results.cores} × 32 MiB + 20 MiB)`,
    data: { values },
    facet: { field: 'scenario', type: 'nominal', sort: null, title: null },
    columns: 2,
    spec: {
      width: 300,
      height: 160,
      layer: [
        {
          mark: { type: 'line', interpolate: 'step-after' },
          encoding: {
            x: { field: 't', type: 'quantitative', title: 'seconds into the load' },
            y: { field: 'mb', type: 'quantitative', title: 'RSS, MiB', scale: { zero: true } },
            color: { field: 'server', scale: LIBRARY_COLOURS, title: null },
          },
        },
        {
          data: { values: bounds },
          mark: { type: 'rule', strokeDash: [4, 4] },
          encoding: {
            y: { field: 'bound', type: 'quantitative' },
            color: { field: 'server', scale: LIBRARY_COLOURS, title: null },
          },
        },
      ],
    },
  };
}

/** Compiles a Vega-Lite spec and renders it to an SVG string, headless. */
export async function toSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Every chart of a run, by file name (`throughput.svg`, `latency.svg`, `rss.svg`). */
export async function renderCharts(results: ResultsJson): Promise<Record<string, string>> {
  const specs: Record<string, TopLevelSpec | undefined> = {
    'throughput.svg': throughputSpec(results),
    'latency.svg': latencySpec(results),
    'rss.svg': rssSpec(results),
  };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if (spec) out[name] = await toSvg(spec);
  }
  return out;
}
