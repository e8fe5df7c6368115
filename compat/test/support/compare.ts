/** The differences between the two servers' snapshots of one scenario. */
import { isDeepStrictEqual } from 'node:util';
import type { Snapshot } from './snapshot.js';

/** One difference: `id` is `scenario › step › aspect`, the key of the allow-list files. */
export interface Difference {
  id: string;
  betterAuth: unknown;
  portcullis: unknown;
}

const ASPECTS = ['status', 'body', 'headers', 'cookies', 'location'] as const;

export function compareSteps(
  scenario: string,
  betterAuth: Map<string, Snapshot>,
  portcullis: Map<string, Snapshot>,
): Difference[] {
  const differences: Difference[] = [];
  for (const label of new Set([...betterAuth.keys(), ...portcullis.keys()])) {
    const a = betterAuth.get(label);
    const b = portcullis.get(label);
    if (!a || !b) {
      differences.push({ id: `${scenario} › ${label} › step`, betterAuth: !!a, portcullis: !!b });
      continue;
    }
    for (const aspect of ASPECTS) {
      if (!isDeepStrictEqual(a[aspect], b[aspect])) {
        differences.push({
          id: `${scenario} › ${label} › ${aspect}`,
          betterAuth: a[aspect],
          portcullis: b[aspect],
        });
      }
    }
  }
  return differences;
}
