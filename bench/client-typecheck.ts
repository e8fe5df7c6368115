/**
 * The client's type-check cost (issues 8 and 9): writes a tiny app into a temporary folder — a
 * server (`auth.ts`: every first-party plugin, two additional user fields) and a client with
 * every client plugin plus `inferAdditionalFields<typeof auth>()` that calls a few methods —
 * and runs `tsc --noEmit --extendedDiagnostics` on three programs:
 *
 * - `auth.ts` alone: the baseline (the server's types, and the library files it loads);
 * - `auth.ts` + a client without plugins;
 * - `auth.ts` + the client with every plugin: the figure this script is about.
 *
 * Against the sources by default (a temporary tsconfig with the root tsconfig's `paths`, made
 * absolute), so no build is needed; with `--against dist`, against the built declaration files
 * (`npm run build -w @portcullis/core` first), which is what an app installing the package
 * checks (`skipLibCheck`: only the app's own files are checked). Prints a Markdown table of
 * medians over `--runs` runs (default 3), then one summary line (read by bench/run.ts).
 *
 *   npx tsx bench/client-typecheck.ts [--runs 3] [--against src|dist] [--keep]
 *
 * Exits 1 when a program does not type-check: the inference the client promises is broken.
 * Not a test: times depend on the machine. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    against: { type: 'string', default: 'src' },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
if (args.against !== 'src' && args.against !== 'dist') {
  throw new Error(`--against must be "src" or "dist", got "${args.against}"`);
}
const against: 'src' | 'dist' = args.against;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const AUTH = `import { bearer, createPortcullis, jwt, organization, username } from '@portcullis/core';

export const auth = createPortcullis({
  baseURL: 'http://localhost:3000',
  database: ':memory:',
  emailAndPassword: { enabled: true },
  user: {
    additionalFields: {
      company: { type: 'string' },
      plan: { type: 'string', defaultValue: 'free' },
    },
  },
  plugins: [username(), organization({ teams: { enabled: true, activeTeam: { enabled: true } } }), jwt(), bearer()],
});
`;

const CLIENT_CORE = `import { createAuthClient } from '@portcullis/core/client';

export const client = createAuthClient({ baseURL: 'http://localhost:3000' });

export async function calls() {
  const signUp = await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
  const signIn = await client.signIn.email({ email: 'ada@example.com', password: 'correct horse' });
  const sessions = await client.listSessions();
  const session = client.$store.getSnapshot().data;
  if (signUp.error?.code === 'USER_ALREADY_EXISTS') return null;
  return [signUp.data?.user.email, signIn.data?.token, sessions.data?.length, session?.user.name] as const;
}
`;

const CLIENT_ALL = `import {
  createAuthClient,
  inferAdditionalFields,
  jwtClient,
  organizationClient,
  usernameClient,
} from '@portcullis/core/client';
import type { auth } from './auth';

export const client = createAuthClient({
  baseURL: 'http://localhost:3000',
  plugins: [
    usernameClient(),
    organizationClient({ teams: { enabled: true, activeTeam: { enabled: true } } }),
    jwtClient(),
    inferAdditionalFields<typeof auth>(),
  ],
});

export async function calls() {
  const signUp = await client.signUp.email({
    name: 'Ada',
    email: 'ada@example.com',
    password: 'correct horse',
    username: 'ada',
    company: 'Acme',
  });
  const signIn = await client.signIn.username({ username: 'ada', password: 'correct horse' });
  const org = await client.organization.create({ name: 'Acme', slug: 'acme' });
  const members = await client.organization.listMembers({ limit: 10 });
  const token = await client.token();
  const session = client.$store.getSnapshot().data;
  if (signUp.error?.code === 'USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER') return null;
  return [
    session?.user.company,
    signIn.data?.user.username,
    org.data?.slug,
    members.data?.total,
    token.data?.token,
    session?.user.plan,
    session?.session.activeTeamId,
    client.$ERROR_CODES.SLUG_IS_TAKEN,
  ] as const;
}
`;

interface Program {
  label: string;
  files: string[];
}

const PROGRAMS: Program[] = [
  { label: '`auth.ts` alone (baseline)', files: ['auth.ts'] },
  { label: '+ client, no plugins', files: ['auth.ts', 'client-core.ts'] },
  {
    label: '+ client, every plugin + `inferAdditionalFields`',
    files: ['auth.ts', 'client-all.ts'],
  },
];

/** Where `@portcullis/*` resolve: the root tsconfig's paths (absolute), or the built d.ts. */
function resolvePaths(): Record<string, string[]> {
  if (against === 'dist') {
    const dist = join(root, 'packages', 'core', 'dist');
    const core = join(dist, 'index.d.ts');
    const client = join(dist, 'client', 'index.d.ts');
    if (!existsSync(core) || !existsSync(client)) {
      throw new Error('No packages/core/dist: run `npm run build -w @portcullis/core` first.');
    }
    return { '@portcullis/core': [core], '@portcullis/core/client': [client] };
  }
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const paths = (config.config.compilerOptions?.paths ?? {}) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(paths).map(([name, targets]) => [name, targets.map((t) => join(root, t))]),
  );
}

interface Figures {
  files: number;
  types: number;
  instantiations: number;
  memoryMB: number;
  checkSeconds: number;
  totalSeconds: number;
}

function readDiagnostics(output: string): Figures {
  const value = (name: string) => {
    const match = new RegExp(`^${name}:\\s+([\\d.]+)`, 'm').exec(output);
    if (!match?.[1]) throw new Error(`tsc printed no "${name}":\n${output}`);
    return Number(match[1]);
  };
  return {
    files: value('Files'),
    types: value('Types'),
    instantiations: value('Instantiations'),
    memoryMB: value('Memory used') / 1024,
    checkSeconds: value('Check time'),
    totalSeconds: value('Total time'),
  };
}

function typecheck(dir: string, program: Program, index: number): Figures {
  const config = join(dir, `tsconfig.${index}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: true,
        // The temporary folder has no node_modules of its own.
        typeRoots: [join(root, 'node_modules', '@types')],
        paths: resolvePaths(),
      },
      files: program.files,
    }),
  );
  try {
    const output = execFileSync(process.execPath, [tsc, '-p', config, '--extendedDiagnostics'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return readDiagnostics(output);
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    const problems = (stdout ?? '').split('\n').filter((line) => line.includes('error TS'));
    console.error(`${program.label} does not type-check:\n${problems.join('\n') || error}`);
    process.exit(1);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const dir = mkdtempSync(join(tmpdir(), 'portcullis-client-typecheck-'));
writeFileSync(join(dir, 'auth.ts'), AUTH);
writeFileSync(join(dir, 'client-core.ts'), CLIENT_CORE);
writeFileSync(join(dir, 'client-all.ts'), CLIENT_ALL);

const results: Array<{ program: Program; figures: Figures }> = [];
try {
  PROGRAMS.forEach((program, index) => {
    const measured: Figures[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(typecheck(dir, program, index));
    const first = measured[0] as Figures;
    results.push({
      program,
      figures: {
        // Counts are the same on every run; times vary.
        files: first.files,
        types: first.types,
        instantiations: first.instantiations,
        memoryMB: median(measured.map((m) => m.memoryMB)),
        checkSeconds: median(measured.map((m) => m.checkSeconds)),
        totalSeconds: median(measured.map((m) => m.totalSeconds)),
      },
    });
  });
} finally {
  if (args.keep) console.error(`Kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

const n = (value: number) => value.toLocaleString('en-US');
const s = (value: number) => `${value.toFixed(2)} s`;
console.log(
  `Client type-check, against ${against === 'src' ? 'the sources' : 'the built .d.ts'}, TypeScript ${ts.version}, median of ${runs}:`,
);
console.log('');
console.log('| Program | Files | Types | Instantiations | Memory | Check time | Total time |');
console.log('| ------- | ----: | ----: | -------------: | -----: | ---------: | ---------: |');
for (const { program, figures: f } of results) {
  console.log(
    `| ${program.label} | ${n(f.files)} | ${n(f.types)} | ${n(f.instantiations)} | ${f.memoryMB.toFixed(0)} MB | ${s(f.checkSeconds)} | ${s(f.totalSeconds)} |`,
  );
}
const base = results[0]?.figures;
const all = results.at(-1)?.figures;
if (base && all) {
  console.log('');
  console.log(
    `Client with every plugin: check ${s(all.checkSeconds)}, total ${s(all.totalSeconds)}, ` +
      `${n(all.types)} types, ${n(all.instantiations)} instantiations ` +
      `(+${n(all.types - base.types)} types, +${n(all.instantiations - base.instantiations)} ` +
      `instantiations over the server alone; ${against === 'src' ? 'sources' : 'built .d.ts'}, median of ${runs})`,
  );
}
