/**
 * @module json-text
 *
 * Writes generated values as JSON text, with what `JSON.stringify` cannot write: raw members
 * injected into chosen objects (`"__proto__": {...}`, a key twice), fixture placeholders
 * resolved, and one long string sized against the body limit.
 */
import { FixtureRef, type ResolveFixture } from './fixture-ref.js';
import { hugeString } from './hostile-values.js';

/** A path into a value: object keys and array indexes. */
export type ValuePath = ReadonlyArray<string | number>;

/** Raw JSON member text (`"key":value`) to add to the object at `path`, first or last. */
export interface RawMember {
  path: ValuePath;
  raw: string;
  at: 'start' | 'end';
}

/**
 * A long string, sized when the body is written: `'under'` fills the body to just below the
 * limit, `'over'` just past it, a number asks for that many UTF-8 bytes.
 */
export class HugeText {
  constructor(
    readonly size: 'under' | 'over' | number,
    readonly unit: 'ascii' | 'latin' | 'emoji',
  ) {}
}

const BYTES_PER_UNIT = { ascii: 1, latin: 2, emoji: 4 } as const;
const CODE_UNITS_PER_PIECE = { ascii: 1, latin: 1, emoji: 2 } as const;

/** How a {@link HugeText} turns into a string, given the bytes of the rest of the body. */
function sizeHuge(huge: HugeText, otherBytes: number, maxBodyBytes: number): string {
  const wanted =
    huge.size === 'under'
      ? maxBodyBytes - otherBytes - 2
      : huge.size === 'over'
        ? maxBodyBytes - otherBytes + 64
        : huge.size;
  const pieces = Math.max(1, Math.floor(wanted / BYTES_PER_UNIT[huge.unit]));
  return hugeString(pieces * CODE_UNITS_PER_PIECE[huge.unit], huge.unit);
}

const pathKey = (path: ValuePath) => JSON.stringify(path);

/**
 * The JSON text of `value`: like `JSON.stringify` (undefined members dropped, undefined array
 * items `null`), plus `members` injected, refs resolved, a {@link HugeText} sized against
 * `maxBodyBytes`.
 */
export function toJsonText(
  value: unknown,
  options: { resolve: ResolveFixture; members?: RawMember[]; maxBodyBytes: number },
): string {
  const members = new Map<string, RawMember[]>();
  for (const member of options.members ?? []) {
    const key = pathKey(member.path);
    members.set(key, [...(members.get(key) ?? []), member]);
  }
  const write = (huge: string) => {
    const out = (node: unknown, path: ValuePath): string | undefined => {
      if (node instanceof FixtureRef) return JSON.stringify(options.resolve(node.name));
      if (node instanceof HugeText) return JSON.stringify(huge);
      if (node === undefined || typeof node === 'function') return undefined;
      if (Array.isArray(node)) {
        return `[${node.map((item, i) => out(item, [...path, i]) ?? 'null').join(',')}]`;
      }
      if (node !== null && typeof node === 'object') {
        const injected = members.get(pathKey(path)) ?? [];
        const parts = injected.filter((m) => m.at === 'start').map((m) => m.raw);
        for (const [key, item] of Object.entries(node)) {
          const text = out(item, [...path, key]);
          if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
        }
        parts.push(...injected.filter((m) => m.at === 'end').map((m) => m.raw));
        return `{${parts.join(',')}}`;
      }
      return JSON.stringify(node);
    };
    return out(value, []) ?? '';
  };
  const huge = findHuge(value);
  if (!huge) return write('');
  const otherBytes = Buffer.byteLength(write(''));
  return write(sizeHuge(huge, otherBytes, options.maxBodyBytes));
}

/** The first {@link HugeText} in `value`, if any. */
export function findHuge(value: unknown): HugeText | undefined {
  if (value instanceof HugeText) return value;
  if (value !== null && typeof value === 'object' && !(value instanceof FixtureRef)) {
    for (const item of Object.values(value)) {
      const found = findHuge(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Percent-encodes every byte of the UTF-8 form of `text` outside the unreserved set; unlike
 * `encodeURIComponent` it does not throw on a lone surrogate (which becomes U+FFFD, as a
 * browser would send it).
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
