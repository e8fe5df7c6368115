import type { IncomingHttpHeaders } from 'node:http';
import { REMOTE_ADDRESS } from '../http/remote-address.js';

/** An RFC 9110 field name (token); anything else makes `Headers` throw, and so do we. */
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The `Headers` of a Node request, filled on demand. Lookups (`get`, `has`: all a get-session
 * needs) read Node's already-parsed header object directly; the first call of anything else
 * (iteration, `set`, `append`, `delete`, `getSetCookie`, or passing it to `new Request`) copies
 * every header in once, and from then on it is an ordinary `Headers`.
 *
 * Answers are what `fromNodeHeaders` would give: Node has already lower-cased the names, joined
 * repeated fields (`, `; `; ` for `cookie`) and dropped repeats of single-valued ones such as
 * `host`; a repeated `set-cookie` arrives as a list and is read joined with `, `, as `Headers`
 * does. Copying a browser's ~15 headers into `Headers` costs about 6 µs per request; a lookup here
 * costs a property read.
 */
export class NodeRequestHeaders extends Headers {
  #source: IncomingHttpHeaders | undefined;
  /**
   * The connection's peer address (see `remoteAddressOf`), set here so every instance has one
   * shape. Declared only and assigned in the constructor: a class field is defined through V8's
   * slow [[DefineOwnProperty]] path on every request.
   */
  declare [REMOTE_ADDRESS]: string | undefined;

  constructor(source: IncomingHttpHeaders, remoteAddress?: string) {
    super();
    this.#source = source;
    this[REMOTE_ADDRESS] = remoteAddress || undefined;
  }

  /** Node's value for a name, or undefined once filled (or for a name Headers would refuse). */
  #lookup(name: string): string | string[] | null | undefined {
    const source = this.#source;
    // An invalid name goes to Headers, which throws its TypeError.
    if (!source || !FIELD_NAME.test(name)) return undefined;
    return source[name.toLowerCase()] ?? null;
  }

  #fill(): void {
    const source = this.#source;
    if (!source) return;
    this.#source = undefined;
    for (const name in source) {
      const value = source[name];
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) super.append(name, item);
      else super.append(name, value);
    }
  }

  override get(name: string): string | null {
    const value = this.#lookup(name);
    if (value === undefined) return super.get(name);
    return Array.isArray(value) ? value.join(', ') : value;
  }

  override has(name: string): boolean {
    const value = this.#lookup(name);
    return value === undefined ? super.has(name) : value !== null;
  }

  override set(name: string, value: string): void {
    this.#fill();
    super.set(name, value);
  }

  override append(name: string, value: string): void {
    this.#fill();
    super.append(name, value);
  }

  override delete(name: string): void {
    this.#fill();
    super.delete(name);
  }

  override getSetCookie(): string[] {
    this.#fill();
    return super.getSetCookie();
  }

  override forEach(
    callback: (value: string, key: string, parent: Headers) => void,
    thisArg?: unknown,
  ): void {
    this.#fill();
    super.forEach(callback, thisArg);
  }

  override entries(): HeadersIterator<[string, string]> {
    this.#fill();
    return super.entries();
  }

  override keys(): HeadersIterator<string> {
    this.#fill();
    return super.keys();
  }

  override values(): HeadersIterator<string> {
    this.#fill();
    return super.values();
  }

  override [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }
}
