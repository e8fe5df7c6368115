// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const base = readFileSync(`${dir}base.css`, 'utf8');

describe('the stylesheet themes', () => {
  it('every colour variable has a light and a dark value', () => {
    const colours = [...base.matchAll(/^\s*(--portcullis-[\w-]+):([^;]+);/gmu)]
      .filter((match) => (match[2] ?? '').includes('#'))
      .map((match) => (match[2] ?? '').replace(/\s+/gu, ' ').trim());
    expect(colours.length).toBeGreaterThan(10);
    for (const value of colours) {
      expect(value).toMatch(
        /^var\(--portcullis-if-light, #[0-9a-f]{6}\) var\(--portcullis-if-dark, #[0-9a-f]{6}\)$/u,
      );
    }
  });

  it('a forced theme sets color-scheme, so native controls follow it', () => {
    expect(base).toMatch(/:where\(\[data-portcullis-theme="light"\]\) \{\s*color-scheme: light;/u);
    expect(base).toMatch(/:where\(\[data-portcullis-theme="dark"\]\) \{\s*color-scheme: dark;/u);
  });

  it('no other stylesheet part hard-codes a colour, but for the two kept on purpose', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\bcolor-mix\(/iu;
    const found = readdirSync(dir)
      .filter((name) => name.endsWith('.css') && name !== 'base.css')
      .flatMap((name) =>
        readFileSync(`${dir}${name}`, 'utf8')
          .split('\n')
          .filter((line) => literal.test(line.replace(/rgb\(0 0 0 \/ [\d.]+\)/u, '')))
          .map((line) => `${name}: ${line.trim()}`),
      );
    // The QR code stays dark on white for cameras; avatar initials stay white on their own hue.
    expect(found).toEqual([
      'two-factor.css: background: #ffffff;',
      'user-button.css: color: #ffffff;',
    ]);
  });
});
