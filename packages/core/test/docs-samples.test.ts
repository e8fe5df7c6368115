import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { extractSamples } from '../../../scripts/check-docs.js';

// The documentation sample checker (scripts/check-docs.ts): the part of CI that keeps every
// TypeScript sample in docs/ compiling. These tests pin what it extracts and what it reports.

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('extractSamples', () => {
  it('takes ts, typescript and tsx blocks with their first code line, and nothing else', () => {
    const markdown = [
      '# Page', // 1
      '', // 2
      '```ts', // 3
      'const a = 1;', // 4
      '```', // 5
      '```sh', // 6
      'npm install', // 7
      '```', // 8
      '```typescript title="x"', // 9
      'const b = 2;', // 10
      '```', // 11
      '~~~tsx', // 12
      'const c = <p />;', // 13
      '~~~', // 14
      '```json', // 15
      '{}', // 16
      '```', // 17
    ].join('\n');
    const { samples, skipped } = extractSamples(markdown, 'docs/page.md');
    expect(skipped).toBe(0);
    expect(samples).toEqual([
      { doc: 'docs/page.md', line: 4, extension: 'ts', code: 'const a = 1;\n' },
      { doc: 'docs/page.md', line: 10, extension: 'ts', code: 'const b = 2;\n' },
      { doc: 'docs/page.md', line: 13, extension: 'tsx', code: 'const c = <p />;\n' },
    ]);
  });

  it('counts blocks marked ignore instead of taking them', () => {
    const markdown = ['```ts ignore', 'betterAuth({});', '```', '```ts', 'ok();', '```'].join('\n');
    const { samples, skipped } = extractSamples(markdown, 'README.md');
    expect(skipped).toBe(1);
    expect(samples.map((s) => s.code)).toEqual(['ok();\n']);
  });

  it('removes the indentation of a fence inside a list item', () => {
    const markdown = [
      '1. Step:',
      '',
      '   ```ts',
      '   if (x) {',
      '     y();',
      '   }',
      '   ```',
    ].join('\n');
    const { samples } = extractSamples(markdown, 'docs/steps.md');
    expect(samples).toEqual([
      { doc: 'docs/steps.md', line: 4, extension: 'ts', code: 'if (x) {\n  y();\n}\n' },
    ]);
  });

  it('does not end a block at a shorter fence, nor read code inside another block as a block', () => {
    const markdown = [
      '````md', // 1
      '```ts', // 2
      'not a sample', // 3
      '```', // 4
      '````', // 5
      '````ts', // 6
      'const s = "```";', // 7
      '```', // 8
      '````', // 9
    ].join('\n');
    const { samples } = extractSamples(markdown, 'docs/nested.md');
    expect(samples).toEqual([
      { doc: 'docs/nested.md', line: 7, extension: 'ts', code: 'const s = "```";\n```\n' },
    ]);
  });
});

describe('scripts/check-docs.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-docs-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks the samples of a page and reports each error at its Markdown line', () => {
    const page = join(dir, 'page.md');
    writeFileSync(
      page,
      [
        '# A page', // 1
        '', // 2
        '```ts', // 3
        "import { createPortcullis } from '@portcullis/core';", // 4
        '', // 5
        "const a = createPortcullis({ database: ':memory:', emailAndPassword: { enabled: true } });", // 6
        'await a.api.getSession({ headers: new Headers() });', // 7
        '// globals from docs/.samples: auth, request', // 8
        'await auth.api.getSession({ headers: request.headers });', // 9
        '```', // 10
        '', // 11
        '```ts', // 12
        "import { auth } from './auth';", // 13
        "auth.api.createOrganization({ body: { name: 'Acme', slug: 'acme' } });", // 14
        'const port: number = "3000";', // 15
        '```', // 16
        '', // 17
        '- In a list:', // 18
        '', // 19
        '  ```tsx', // 20
        "  import { SignInForm } from '@portcullis/react';", // 21
        '  export const Page = () => <SignInForm />;', // 22
        '  createPortcullis({});', // 23
        '  ```', // 24
        '', // 25
        '```ts ignore', // 26
        'this is not TypeScript', // 27
        '```', // 28
        '', // 29
        '```sh', // 30
        'npx portcullis migrate', // 31
        '```', // 32
      ].join('\n'),
    );
    const script = join(root, 'scripts', 'check-docs.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, page], {
      cwd: root,
      encoding: 'utf8',
    });
    const label = relative(root, page).split('\\').join('/');

    expect(run.status).toBe(1);
    const errors = run.stderr.split('\n').filter((line) => line.startsWith(label));
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${escapeRegExp(label)}:15: Type 'string' is not assignable to type 'number'\\.`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${escapeRegExp(label)}:23: Cannot find name 'createPortcullis'`),
      ),
    ]);
    expect(run.stdout).toContain('check-docs: 3 samples in 1 files');
    expect(run.stdout).toContain('2 errors');
    expect(run.stdout).toContain(`skipped with \`ignore\`: ${label} (1)`);
    // The temporary modules are removed once the compiler has run.
    expect(readdirSync(root).filter((name) => name.startsWith(`.check-docs-${run.pid}-`))).toEqual(
      [],
    );
  }, 180_000);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
