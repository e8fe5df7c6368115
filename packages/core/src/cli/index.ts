#!/usr/bin/env node
/**
 * The `portcullis` command: `migrate` and `generate` over the instance of the user's
 * `portcullis.config.ts`. Exit codes: 0 ok, 1 failure (one `error: …` line on stderr).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GENERATE_HELP, runGenerate } from './commands/generate.js';
import { MIGRATE_HELP, runMigrate } from './commands/migrate.js';
import { CliError, describeError } from './errors.js';
import {
  coreSchemaOnly,
  findConfig,
  hasConfig,
  type LoadedAuth,
  loadConfig,
} from './load-config.js';
import { DIALECT_NAMES, isDialectName } from './schema-sql.js';

const HELP = `Usage: portcullis <command> [options]

Commands:
  migrate    create the missing tables, columns and indexes (asks first; never drops)
  generate   print the SQL of the schema for sqlite, postgres or mysql

Options:
  -c, --config <path>  config file (default: portcullis.config.{ts,mts,js,mjs} in the cwd)
      --debug          print stack traces on failure
  -h, --help           show help (also: portcullis <command> --help)
  -v, --version        show the version

Docs: the "Command line" section of @portcullis/core's README
(node_modules/@portcullis/core/README.md, or https://www.npmjs.com/package/@portcullis/core#command-line)`;

const OPTIONS = {
  config: { type: 'string', short: 'c' },
  yes: { type: 'boolean', short: 'y' },
  sql: { type: 'boolean' },
  dialect: { type: 'string', short: 'd' },
  output: { type: 'string', short: 'o' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

// Flags each command accepts besides --config, --debug and --help.
const COMMANDS = {
  migrate: { help: MIGRATE_HELP, flags: ['yes', 'sql'] },
  generate: { help: GENERATE_HELP, flags: ['dialect', 'output'] },
} as const;

const print = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const printError = (text: string) => process.stderr.write(`${text}\n`);

function version(): string {
  // ../../package.json from both src/cli/index.ts and dist/cli/index.js.
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's messages go on about positionals after `--`: keep the first sentence.
    const message = describeError(error).replace(
      /^Unknown option '(.+?)'\..*$/,
      'unknown option $1',
    );
    throw new CliError(`${message} (see portcullis --help)`);
  }
  const { values, positionals } = parsed;
  const [name, ...extra] = positionals;

  if (values.version) {
    print(version());
    return 0;
  }
  if (!name) {
    print(HELP);
    return values.help ? 0 : 1;
  }
  if (!Object.hasOwn(COMMANDS, name)) {
    throw new CliError(`unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
  }
  const command = COMMANDS[name as keyof typeof COMMANDS];
  if (values.help) {
    print(command.help);
    return 0;
  }
  if (extra.length > 0) throw new CliError(`unexpected argument "${extra[0]}" for ${name}`);
  for (const flag of ['yes', 'sql', 'dialect', 'output'] as const) {
    if (values[flag] !== undefined && !(command.flags as readonly string[]).includes(flag)) {
      throw new CliError(`--${flag} is not an option of ${name} (see portcullis ${name} --help)`);
    }
  }

  if (values.dialect !== undefined && !isDialectName(values.dialect)) {
    throw new CliError(
      `unknown dialect "${values.dialect}": use one of ${DIALECT_NAMES.join(', ')}`,
    );
  }

  const cwd = process.cwd();
  if (name === 'generate') {
    // Printing SQL signs nothing: a throwaway secret spares the default-secret error, and the
    // production check, that the config's createPortcullis() would otherwise raise.
    process.env.PORTCULLIS_SECRET ??= randomBytes(32).toString('base64url');
    if (values.config === undefined && !hasConfig(cwd)) {
      const dialect = values.dialect ?? 'sqlite';
      printError(
        `note: no portcullis.config.{ts,mts,js,mjs} in ${cwd}: writing the core tables only (no plugins, no additionalFields) for ${dialect}; pass --config <path> for your app's schema`,
      );
      return await runGenerate(
        coreSchemaOnly(),
        { dialect, output: values.output, cwd },
        (text) => process.stdout.write(text),
        printError,
      );
    }
  }
  const auth: LoadedAuth = await loadConfig(findConfig(cwd, values.config));
  try {
    if (name === 'migrate') {
      return await runMigrate(auth, { yes: Boolean(values.yes), sql: Boolean(values.sql) }, print);
    }
    return await runGenerate(
      auth,
      { dialect: values.dialect, output: values.output, cwd },
      (text) => process.stdout.write(text),
      printError,
    );
  } finally {
    // Closes only what Portcullis opened (a pool from a URL, a SQLite file from a path).
    await auth.$context.adapter.close?.().catch(() => {});
  }
}

const debug = process.argv.includes('--debug');
main(process.argv.slice(2)).then(
  (code) => exit(code),
  (error: unknown) => {
    if (debug) printError(error instanceof Error && error.stack ? error.stack : String(error));
    printError(`error: ${describeError(error)}`);
    exit(error instanceof CliError ? error.exitCode : 1);
  },
);

// A pool the config opened itself (a pg.Pool passed in) would keep the process alive: leave
// once the output is flushed.
function exit(code: number) {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 200).unref();
}
