import type { EndpointContext, Verification } from '../../plugin/index.js';

/** What a link's record holds (`value`, JSON), Better Auth 1.2.7's shape: `{ email, name? }`. */
export interface MagicLinkValue {
  email: string;
  name?: string;
}

/** Why a link was refused: the `error` of the redirect, Better Auth 1.2.7's codes. */
export type MagicLinkError =
  | 'INVALID_TOKEN'
  | 'EXPIRED_TOKEN'
  | 'failed_to_create_user'
  | 'failed_to_create_session';

/**
 * Consumes the link `token` (the record's identifier is the token itself, as Better Auth 1.2.7
 * stores it): deleted whether it is used or expired, and of two concurrent uses exactly one
 * wins (delete-and-check). Returns the link's value, or the error to redirect with.
 */
export async function consumeMagicLink(
  ctx: EndpointContext<any, any>,
  token: string,
): Promise<MagicLinkValue | { error: MagicLinkError }> {
  const { store } = ctx.context;
  const record: Verification | null = token ? await store.findVerification(token) : null;
  if (!record) return { error: 'INVALID_TOKEN' };
  const consumed = await store.consumeVerification(token);
  if (record.expiresAt.getTime() < Date.now()) return { error: 'EXPIRED_TOKEN' };
  if (!consumed) return { error: 'INVALID_TOKEN' };
  try {
    const value = JSON.parse(record.value) as Partial<MagicLinkValue> | null;
    if (typeof value?.email !== 'string') return { error: 'INVALID_TOKEN' };
    return { email: value.email, ...(typeof value.name === 'string' ? { name: value.name } : {}) };
  } catch {
    return { error: 'INVALID_TOKEN' };
  }
}
