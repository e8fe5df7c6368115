import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import coreBuild from '../../../packages/core/tsup.config';
import reactBuild from '../../../packages/react/tsup.config';
import { packageSources, sourceAliases } from '../../../scripts/package-sources';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function readJsonc(path: string): Record<string, unknown> {
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config as Record<string, unknown>;
}

/** tsup's entries as `{ '<package>/<built stem>': absolute source }`. */
function buildEntries(): Map<string, string> {
  const out = new Map<string, string>();
  const configs = [
    ['core', coreBuild],
    ['react', reactBuild],
  ] as const;
  for (const [folder, config] of configs) {
    for (const build of [config].flat()) {
      const entry = (build as { entry: Record<string, string> }).entry;
      for (const [stem, source] of Object.entries(entry)) {
        out.set(`${folder}/${stem}`, join(ROOT, 'packages', folder, source));
      }
    }
  }
  return out;
}

describe('package sources (the demo, the examples and the tests run without a package build)', () => {
  const sources = packageSources();

  it('has one source per public entry of both packages, every one on disk', () => {
    for (const folder of ['core', 'react']) {
      const manifest = JSON.parse(
        readFileSync(join(ROOT, 'packages', folder, 'package.json'), 'utf8'),
      ) as { name: string; exports: Record<string, unknown> };
      const expected = Object.keys(manifest.exports)
        .filter((subpath) => subpath !== './package.json')
        .map((subpath) =>
          subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        );
      const listed = sources
        .filter(({ specifier }) => specifier.startsWith(`${manifest.name}`))
        .map(({ specifier }) => specifier);
      expect(listed).toEqual(expected);
    }
    expect(sources.map(({ specifier }) => specifier)).toContain('@portcullis/react/locales/fr');
    for (const { source } of sources) expect(() => readFileSync(source)).not.toThrow();
  });

  it('names, for each built entry, the very file tsup builds it from', () => {
    const built = buildEntries();
    for (const folder of ['core', 'react'] as const) {
      const manifest = JSON.parse(
        readFileSync(join(ROOT, 'packages', folder, 'package.json'), 'utf8'),
      ) as { name: string; exports: Record<string, { import?: { default?: string } } | string> };
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (typeof target === 'string') continue; // package.json, the stylesheet
        const stem = target.import?.default?.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
        const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
        const fromBuild = built.get(`${folder}/${stem}`);
        expect(fromBuild, `${specifier} is a tsup entry`).toBeDefined();
        expect(sources.find((entry) => entry.specifier === specifier)?.source).toBe(fromBuild);
      }
    }
  });

  it('aliases each entry exactly, so the main entry does not capture a subpath', () => {
    const aliases = sourceAliases();
    const main = aliases.find(({ find }) => find.test('@portcullis/react'));
    expect(main?.find.test('@portcullis/react/styles.css')).toBe(false);
    expect(aliases.filter(({ find }) => find.test('@portcullis/react/styles.css'))).toHaveLength(1);
  });

  it("agrees with the root tsconfig's paths, which tsx and the examples use", () => {
    const config = readJsonc(join(ROOT, 'tsconfig.json')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const paths = Object.fromEntries(
      Object.entries(config.compilerOptions.paths)
        .filter(([specifier]) => specifier.startsWith('@portcullis/'))
        .map(([specifier, [target]]) => [specifier, resolve(ROOT, target ?? '')]),
    );
    const scripts = Object.fromEntries(
      sources
        .filter(({ source }) => !source.endsWith('.css'))
        .map(({ specifier, source }) => [specifier, source]),
    );
    expect(paths).toEqual(scripts);
    for (const example of ['demo', 'express', 'hono']) {
      const own = readJsonc(join(ROOT, 'examples', example, 'tsconfig.json')) as {
        extends?: string;
        compilerOptions?: { paths?: unknown };
      };
      expect(own.extends, example).toBe('../../tsconfig.json');
      expect(own.compilerOptions?.paths, example).toBeUndefined();
    }
  });

  describe('a subpath without a source', () => {
    let root: string | undefined;
    afterEach(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('throws at config load, naming the entry, instead of falling back to dist/', () => {
      root = mkdtempSync(join(tmpdir(), 'portcullis-sources-'));
      for (const [folder, name] of [
        ['core', '@portcullis/core'],
        ['react', '@portcullis/react'],
      ] as const) {
        const dir = join(root, 'packages', folder);
        mkdirSync(join(dir, 'src'), { recursive: true });
        writeFileSync(join(dir, 'src', 'index.ts'), '');
        const exports: Record<string, unknown> = {
          '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' } },
        };
        if (folder === 'react') exports['./widgets'] = { import: { default: './dist/widgets.js' } };
        writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, exports }));
      }
      expect(() => packageSources(root)).toThrow(/@portcullis\/react\/widgets: no source/);
      mkdirSync(join(root, 'packages', 'react', 'src', 'widgets'));
      writeFileSync(join(root, 'packages', 'react', 'src', 'widgets', 'index.tsx'), '');
      expect(packageSources(root).at(-1)).toEqual({
        specifier: '@portcullis/react/widgets',
        source: join(root, 'packages', 'react', 'src', 'widgets', 'index.tsx'),
      });
      expect(dirname(packageSources(root)[0]?.source ?? '')).toBe(
        join(root, 'packages', 'core', 'src'),
      );
    });
  });
});
