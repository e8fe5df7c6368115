import type { Session, User } from '@portcullis/core/client';

/** A user with the admin plugin's fields, as the admin routes answer them. */
export interface AdminUser extends User {
  /** Roles, comma-separated (`'admin'`, `'support,user'`). */
  role?: string | null;
  /** `true` while banned; `null` for a user never banned. */
  banned?: boolean | null;
  banReason?: string | null;
  /** When the ban ends; `null`: never. */
  banExpires?: Date | null;
}

/** A session with the admin plugin's field. */
export interface AdminSession extends Session {
  /** The admin's user id on an impersonation session, else `null`. */
  impersonatedBy?: string | null;
}

/** What an admin call answers when it succeeds (`data`), from its client method. */
export type DataOf<F extends (...args: never[]) => Promise<{ data: unknown }>> = NonNullable<
  Awaited<ReturnType<F>>['data']
>;

/** A date from an answer: the client revives ISO strings, but a `Date` is not guaranteed. */
export const toDate = (value: Date | string): Date =>
  value instanceof Date ? value : new Date(value);

/** Fills `{name}`-style placeholders of a label. */
export function fill(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
