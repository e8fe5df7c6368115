// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('dist/styles.css', () => {
  it('is the concatenation of every stylesheet part, in the order src/styles.css imports them', () => {
    execFileSync(process.execPath, ['scripts/bundle-css.mjs'], { cwd: root });
    const bundled = readFileSync(`${root}dist/styles.css`, 'utf8');
    expect(bundled).not.toContain('@import');
    const parts = readdirSync(`${root}src/styles`).filter((name) => name.endsWith('.css'));
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(bundled).toContain(readFileSync(`${root}src/styles/${part}`, 'utf8'));
    }
    expect(bundled.indexOf('--portcullis-accent')).toBeLessThan(
      bundled.indexOf('.portcullis-form'),
    );
  });
});
