/**
 * Reads a V8 `.cpuprofile` (`node --cpu-prof`) into self and inclusive time tables, keeping only
 * the samples taken in a time window (under load). Frames of a bundled server are mapped back to
 * their source file through the bundle's module comments (see build.ts).
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Samples in the window. */
  counted: number;
  /** Markdown table rows: `| share | name |`. */
  self: string[];
  total: string[];
  areas: string[];
}

/** Maps a frame's script URL and 0-based line to a readable location (`''` line for none). */
export type FrameResolver = (url: string, line: number) => { file: string; line?: number };

/** Frames as they come: `node_modules/…` and `packages/…` paths shortened, lines 1-based. */
export const plainFrames: FrameResolver = (url, line) => ({
  file: url.replace(/^file:\/\/.*?\/(node_modules|packages)\//, '$1/'),
  line: line + 1,
});

function area(file: string, name: string): string {
  if (!file) return name || '(anonymous)';
  const core = /packages\/core\/src\/(.+?)(\.ts)?$/.exec(file);
  if (core?.[1]) return `portcullis ${core[1].includes('/') ? core[1].split('/')[0] : core[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg?.[1]) return `npm ${pkg[1]}`;
  const internal = /^node:internal\/([^/]+)/.exec(file);
  if (internal?.[1]) return `node ${internal[1]}`;
  if (file.startsWith('node:')) return `node ${file.slice(5)}`;
  return file;
}

/** Self and total time per function over the samples taken in [fromUs, toUs] of the profile. */
export function summarise(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  resolve: FrameResolver = plainFrames,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const where = new Map<number, { key: string; area: string }>();
  const locate = (n: ProfileNode) => {
    let found = where.get(n.id);
    if (!found) {
      const { file, line } = resolve(n.callFrame.url, n.callFrame.lineNumber);
      const name = n.callFrame.functionName || '(anonymous)';
      found = {
        key: `${name} ${file}${line === undefined ? '' : `:${line}`}`,
        area: area(file, n.callFrame.functionName),
      };
      where.set(n.id, found);
    }
    return found;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const areas = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let t = profile.startTime;
  let counted = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) continue;
    const leaf = byId.get(profile.samples[i] ?? -1);
    if (!leaf) continue;
    counted++;
    add(self, locate(leaf).key);
    add(areas, locate(leaf).area);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const { key } = locate(n);
      if (seen.has(key)) continue;
      seen.add(key);
      add(total, key);
    }
  }
  const top = (map: Map<string, number>, limit: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, n]) => {
        const share = (n / counted) * 100;
        return `| ${share >= 0.05 ? share.toFixed(1) : '<0.1'} % | \`${name.replaceAll('|', '\\|')}\` |`;
      });
  return { counted, self: top(self, 30), total: top(total, 40), areas: top(areas, 25) };
}
