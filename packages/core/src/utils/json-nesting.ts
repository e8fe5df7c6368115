const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]

/**
 * True when the JSON text `text` opens more than `maxDepth` objects and arrays inside one
 * another: `{"a":1}` and `[]` are 1 deep, `{"a":[1]}` is 2. Braces and brackets inside strings do
 * not count. One pass over the text, no recursion and no allocation, so it is safe on any
 * input and cheap enough to run before `JSON.parse`; malformed text is left for the parser to
 * refuse.
 *
 * @example
 * nestsDeeperThan('{"a":{"b":1}}', 1); // true
 * nestsDeeperThan('{"a":"{{{"}', 1); // false
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = closingQuote(text, i);
      if (i === -1) return false;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * The index of the quote that closes the string opened at `open`, or -1 when none does. Jumps
 * with `indexOf` (fast on long strings) and skips quotes escaped by an odd run of backslashes.
 */
function closingQuote(text: string, open: number): number {
  let end = open;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}
