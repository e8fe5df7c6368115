import type { ClientError } from '@portcullis/core/client';

// Errors whose message a form already wrote in the reader's language (e.g. "Password too long:
// use at most 128 characters.", with the configured limit): the dictionary's shorter message for
// the same code must not replace it. A WeakSet, so the mark never shows on the error object.
const localized = new WeakSet<ClientError>();

/**
 * Marks `error`'s message as already localized by the form, so {@link isLocalized} tells the
 * submit cycle to show it as is rather than the dictionary's message for its code.
 *
 * @example
 * return { data: null, error: markLocalized({ ...error, message: 'Password too long: …' }) };
 */
export function markLocalized<E extends ClientError>(error: E): E {
  localized.add(error);
  return error;
}

/** True when {@link markLocalized} marked `error`: its message is shown as is. */
export function isLocalized(error: ClientError): boolean {
  return localized.has(error);
}
