/**
 * A failure the CLI reports as one line, `error: <message>`, exiting with `exitCode` (no stack
 * trace unless `--debug`).
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CliError';
  }
}

/** The message of anything thrown, on one line, without Portcullis' `[portcullis] ` prefix. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/^\[portcullis\]\s*/, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}
