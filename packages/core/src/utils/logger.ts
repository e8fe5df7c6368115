/** Log levels, most to least verbose. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** Logger options. */
export interface LoggerOptions {
  /** Messages below this level are dropped. Default: `'error'` (SPEC §9). */
  level?: LogLevel;
  /** Turns logging off entirely. Default: false. */
  disabled?: boolean;
  /** Where messages go. Default: `console[level]` with a `[portcullis]` prefix. */
  log?: (level: LogLevel, message: string, ...args: unknown[]) => void;
}

/** The logger handed to endpoints and plugins. Never pass secrets, passwords or tokens to it. */
export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
}

/** Builds a {@link Logger} from {@link LoggerOptions}; the level filter is decided once here. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = ORDER[options.level ?? 'error'];
  const sink =
    options.log ??
    ((level: LogLevel, message: string, ...args: unknown[]) =>
      console[level](`[portcullis] ${message}`, ...args));
  const at =
    (level: LogLevel) =>
    (message: string, ...args: unknown[]) => {
      if (!options.disabled && ORDER[level] >= threshold) sink(level, message, ...args);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
