import { type RequestScope, verifyCookieValue } from '../../plugin/index.js';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The session token carried by `Authorization: Bearer <value>`: `undefined` when the request has
 * no bearer header, `null` when it has one that is malformed or does not verify (then the request
 * has no session at all: the cookie is not consulted).
 *
 * `<value>` is the signed token `token.signature`, percent-encoded once exactly as
 * `set-auth-token` gives it (`%3D` for `=`, as in the cookie) or already decoded; it is decoded
 * once. A value with a signature must verify under the instance's secret. A raw token
 * without one is accepted only when `requireSignature` is false: the signature is what makes a
 * token read out of a leaked database useless on its own.
 *
 * Never throws.
 */
export function readBearerToken(
  scope: RequestScope,
  options: { requireSignature: boolean },
): string | null | undefined {
  const header = scope.headers.get('authorization');
  if (!header || !/^bearer\s/i.test(header)) return undefined;
  const match = BEARER.exec(header);
  if (!match) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if (value.includes('.')) return verifyCookieValue(value, scope.context.secret);
  return options.requireSignature ? null : value;
}
