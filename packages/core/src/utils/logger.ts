import { redact, redactString } from './redact.js';

/** Log levels, most to least verbose. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Logger options. */
export interface LoggerOptions {
  /** Messages below this level are dropped. Default: `'error'` (SPEC §9). */
  level?: LogLevel;
  /** Turns logging off entirely. Default: false. */
  disabled?: boolean;
  /**
   * Where messages go. Default: `console[level]` with a `[portcullis]` prefix. The sink receives
   * the message and arguments already redacted: passwords, tokens, secrets and cookies never
   * reach it.
   */
  log?: (level: LogLevel, message: string, ...args: unknown[]) => void;
}

/** The logger handed to endpoints and plugins. Never pass secrets, passwords or tokens to it. */
export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

const ignore = (): void => {};

// Loggers made with `disabled: true`; each instance gets its own object (tests may spy on it).
const silentLoggers = new WeakSet<Logger>();

/**
 * True for a logger made with `logger: { disabled: true }`: it writes nothing, so requests served
 * with it need no secret scope (the values a scope collects only ever scrub log lines).
 */
export const isSilentLogger = (logger: Logger): boolean => silentLoggers.has(logger);

/**
 * Builds a {@link Logger} from {@link LoggerOptions}; the level filter is decided once here
 * (one that writes nothing when `disabled`, see {@link isSilentLogger}).
 *
 * Every message and argument is redacted before it reaches the sink (see `redact`): values under
 * sensitive keys (password, token, secret, cookie, authorization, code, …) at any depth, inside
 * Errors and their causes too; secret-shaped text (Bearer values, JWTs, `token=…`); and the
 * secret values the current request carries, wherever they appear.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  if (options.disabled) {
    const silent: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
    silentLoggers.add(silent);
    return silent;
  }
  const threshold = ORDER[options.level ?? 'error'];
  const sink =
    options.log ??
    ((level: LogLevel, message: string, ...args: unknown[]) =>
      console[level](`[portcullis] ${message}`, ...args));
  const at =
    (level: LogLevel) =>
    (message: string, ...args: unknown[]) => {
      if (ORDER[level] < threshold) return;
      sink(level, redactString(message), ...args.map(redact));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
