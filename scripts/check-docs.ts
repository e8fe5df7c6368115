/**
 * @module scripts/check-docs
 *
 * Type-checks every TypeScript sample in the documentation, so a renamed option or a changed
 * signature breaks CI instead of a reader's copy-paste.
 *
 * Usage: `npx tsx scripts/check-docs.ts [file.md …]` (default: `README.md` and `docs/**\/*.md`).
 * Prints one `docs/file.md:LINE: message` line per error, the line being the Markdown line of the
 * offending code; exits 1 on any error, 0 otherwise.
 *
 * What is checked:
 * - every fenced block whose info string starts with `ts`, `typescript` or `tsx`;
 * - a block whose info string contains the word `ignore` (```` ```ts ignore ````) is skipped, and
 *   the skips are counted per file in the output, so they stay visible;
 * - each block is its own ES module (top-level `await` allowed), written to a temporary directory
 *   inside the repository so `node_modules` and the root `tsconfig.json` paths resolve
 *   `@portcullis/core`, `@portcullis/core/client`, `@portcullis/core/node`,
 *   `@portcullis/core/next-js`, `@portcullis/core/plugin`, `@portcullis/core/plugin/client` and
 *   `@portcullis/react` to the sources; the compiler options are
 *   the root ones (strict) with `jsx: react-jsx`, minus what readers' projects rarely set
 *   (`noUncheckedIndexedAccess`, `verbatimModuleSyntax`, `isolatedModules`), and one compiler
 *   run checks all blocks.
 *
 * Samples may use an app's own things without defining them. They come from `docs/.samples/`:
 * - `globals.d.ts` declares globals every sample sees: `auth` (an instance with every plugin),
 *   `client`, `env`, `request`, `sendEmail`, …;
 * - every other `.ts`/`.tsx` file there is copied next to the samples, so `import { auth } from
 *   './auth'` works; `@/lib/auth` (Next.js's alias) resolves to the same `auth.ts`.
 * A sample that declares one of these names itself simply shadows the global.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** A code block taken from a Markdown file. */
export interface Sample {
  /** The Markdown file, relative to the repository root with `/` separators, e.g. `docs/cli.md`. */
  doc: string;
  /** 1-based Markdown line of the block's first code line (the line after the opening fence). */
  line: number;
  /** `tsx` blocks become `.tsx` modules; the others `.ts`. */
  extension: 'ts' | 'tsx';
  code: string;
}

/** A type error, located in the Markdown file (or in a `docs/.samples/` support file). */
export interface SampleError {
  /** Repository-relative path: the Markdown file, or the support file. */
  file: string;
  /** 1-based line, or 0 for an error without a location. */
  line: number;
  message: string;
}

/** The outcome of {@link checkSamples}. */
export interface CheckResult {
  errors: SampleError[];
  /** Wall-clock time of the compiler run (program and diagnostics), in milliseconds. */
  compileMs: number;
}

const LANGUAGES: Record<string, Sample['extension']> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };
const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;

/**
 * The TypeScript blocks of one Markdown file, and how many were skipped with `ignore`.
 * Fences may be indented (inside list items): that indentation is removed from the code lines.
 */
export function extractSamples(
  markdown: string,
  doc: string,
): { samples: Sample[]; skipped: number } {
  const lines = markdown.split(/\r?\n/);
  const samples: Sample[] = [];
  let skipped = 0;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    // A backtick fence's info string may not contain backticks (CommonMark §4.5).
    if (fence.startsWith('`') && info.includes('`')) continue;
    const close = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) end++;
    const words = info.trim().split(/[\s{]+/);
    const extension = LANGUAGES[(words[0] ?? '').toLowerCase()];
    if (extension) {
      if (words.includes('ignore')) {
        skipped++;
      } else {
        const body = lines.slice(i + 1, end).map((line) => dedent(line, indent.length));
        samples.push({ doc, line: i + 2, extension, code: `${body.join('\n')}\n` });
      }
    }
    i = end;
  }
  return { samples, skipped };
}

function dedent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') cut++;
  return line.slice(cut);
}

/** `README.md` and every `docs/**\/*.md` (folders starting with `.` excluded), repository-relative. */
export function findDocs(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  found.sort();
  return existsSync(join(root, 'README.md')) ? ['README.md', ...found] : found;
}

/**
 * Type-checks `samples` in one compiler run and maps every error back to its Markdown line.
 * Writes the samples (and the files of `supportDir`) to a temporary directory under `root`,
 * removed before returning.
 */
export function checkSamples(
  samples: readonly Sample[],
  options: { root: string; supportDir?: string },
): CheckResult {
  const root = resolve(options.root);
  const supportDir = options.supportDir ?? join(root, 'docs', '.samples');
  const tmp = join(root, `.check-docs-${process.pid}-${Date.now().toString(36)}`);
  const removeTmp = () => rmSync(tmp, { recursive: true, force: true });
  const onSignal = () => {
    removeTmp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    mkdirSync(tmp);
    // Compiled file → where its lines come from.
    const origins = new Map<string, { file: string; firstLine: number }>();
    const rootNames: string[] = [];
    if (existsSync(supportDir)) {
      for (const name of readdirSync(supportDir)) {
        if (!/\.tsx?$/.test(name)) continue;
        const target = join(tmp, name);
        copyFileSync(join(supportDir, name), target);
        origins.set(target, {
          file: toPosix(relative(root, join(supportDir, name))),
          firstLine: 1,
        });
        rootNames.push(target);
      }
    }
    for (const sample of samples) {
      const name = `${sample.doc.replace(/[^A-Za-z0-9]+/g, '-')}-L${sample.line}.${sample.extension}`;
      const target = join(tmp, name);
      writeFileSync(target, sample.code);
      origins.set(target, { file: sample.doc, firstLine: sample.line });
      rootNames.push(target);
    }

    const started = performance.now();
    const program = ts.createProgram({ rootNames, options: compilerOptions(root, tmp) });
    const diagnostics: ts.Diagnostic[] = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
    ];
    for (const fileName of rootNames) {
      const source = program.getSourceFile(fileName);
      if (!source) continue;
      diagnostics.push(
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      );
    }
    const compileMs = performance.now() - started;

    const errors = diagnostics
      .filter((d) => d.category === ts.DiagnosticCategory.Error)
      .map((d): SampleError => {
        const message = `${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')} (TS${d.code})`;
        if (!d.file || d.start === undefined) return { file: '', line: 0, message };
        const origin = origins.get(resolve(d.file.fileName));
        const { line } = d.file.getLineAndCharacterOfPosition(d.start);
        if (!origin)
          return { file: toPosix(relative(root, d.file.fileName)), line: line + 1, message };
        return { file: origin.file, line: origin.firstLine + line, message };
      });
    return { errors, compileMs };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    removeTmp();
  }
}

/** The root `tsconfig.json` options, adapted to standalone samples. */
function compilerOptions(root: string, tmp: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  return {
    ...parsed.options,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    // Every block is a module of its own, even without import or export.
    moduleDetection: ts.ModuleDetectionKind.Force,
    // Readers' projects rarely set these; a sample should not need `import type`, nor `!` after
    // `env.NAME`, to compile.
    verbatimModuleSyntax: false,
    isolatedModules: false,
    noUncheckedIndexedAccess: false,
    paths: { ...parsed.options.paths, '@/lib/auth': [join(tmp, 'auth.ts')] },
  };
}

const toPosix = (path: string) => path.split('\\').join('/');

/** Formats errors as `file:LINE: message`, one per line, in file then line order. */
export function formatErrors(errors: readonly SampleError[]): string {
  return [...errors]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((e) => (e.file ? `${e.file}:${e.line}: ${e.message}` : e.message))
    .join('\n');
}

function main(args: string[]): number {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const docs = args.length ? args.map((a) => toPosix(relative(root, resolve(a)))) : findDocs(root);
  const samples: Sample[] = [];
  const skips: string[] = [];
  for (const doc of docs) {
    if (!existsSync(join(root, doc))) {
      console.error(`check-docs: ${doc} does not exist`);
      return 1;
    }
    const found = extractSamples(readFileSync(join(root, doc), 'utf8'), doc);
    samples.push(...found.samples);
    if (found.skipped) skips.push(`${doc} (${found.skipped})`);
  }
  const { errors, compileMs } = checkSamples(samples, { root });
  if (errors.length) console.error(formatErrors(errors));
  const seconds = (compileMs / 1000).toFixed(1);
  console.log(
    `check-docs: ${samples.length} samples in ${docs.length} files type-checked in ${seconds} s; ` +
      `${errors.length} error${errors.length === 1 ? '' : 's'}.`,
  );
  console.log(`check-docs: skipped with \`ignore\`: ${skips.length ? skips.join(', ') : 'none'}.`);
  return errors.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
