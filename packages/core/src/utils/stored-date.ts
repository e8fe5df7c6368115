/** The exact form `Date.prototype.toISOString()` writes, which is how Portcullis stores dates as text. */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A `Date` read from a text column (SQLite) that keeps that text: turning it into JSON — every
 * session answer carries five dates — returns the stored string instead of formatting it again,
 * unless the date was changed since it was read. Built only from text already in
 * `toISOString()` form, so the JSON is byte-for-byte what a plain `Date` gives.
 */
export class StoredDate extends Date {
  readonly #text: string;
  readonly #time: number;

  constructor(text: string) {
    super(text);
    this.#text = text;
    this.#time = this.getTime();
  }

  override toJSON(): string {
    return this.getTime() === this.#time ? this.#text : super.toJSON();
  }
}

/** A `Date` from stored text: a {@link StoredDate} for canonical ISO-8601, else a plain `Date`. */
export const dateFromText = (text: string): Date =>
  CANONICAL_ISO.test(text) ? new StoredDate(text) : new Date(text);
