/** Causes followed at most: a longer chain is cut (and a cycle ends there). */
const MAX_CAUSES = 5;

/**
 * An error as one line of log text: its message and code, then each cause's, e.g.
 * `The PostgreSQL pool lost an idle connection; cause: read ECONNRESET (code ECONNRESET)`.
 * No stack and no fields beyond `code`: a driver's error carries its client, with the connection
 * parameters, which an operator does not need and a log must not hold. Line breaks inside a
 * message become spaces.
 *
 * @example
 * logger.error(describeError(error)); // 'terminating connection due to administrator command (code 57P01)'
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    parts.push(describeOne(current));
    if (parts.length > MAX_CAUSES) break;
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('; cause: ').replace(/\s*[\r\n]+\s*/g, ' ');
}

function describeOne(error: unknown): string {
  if (typeof error !== 'object') return String(error);
  const { name, message, code, errors } = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    errors?: unknown;
  };
  let text = typeof message === 'string' ? message : '';
  // Node's AggregateError for a host with several addresses (::1 and 127.0.0.1) has no message
  // of its own: its errors say what failed.
  if (!text && Array.isArray(errors)) text = errors.map(describeOne).join(', ');
  if (!text) text = typeof name === 'string' ? name : 'Unknown error';
  // `read ECONNRESET` already says its code.
  if ((typeof code === 'string' || typeof code === 'number') && !wordIn(String(code), text)) {
    text += ` (code ${code})`;
  }
  return text;
}

const wordIn = (word: string, text: string) =>
  new RegExp(`(^|\\W)${word.replace(/\W/g, '\\$&')}(\\W|$)`).test(text);
